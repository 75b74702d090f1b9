import styled from 'styled-components';
import { visuallyHiddenFocusable } from '../ui/visually-hidden.tsx';
import { usePageContext, useTranslate } from './context/index.ts';
import { isEditingPage } from './context/page-state.ts';
import { DEFER_ATTRIBUTE, deferredLayoutCss } from './deferred-layout.rules.ts';
import { pageAreas } from './page-areas.ts';
import { AREA_PLACEHOLDERS, areasOutsideTemplate, pageStructureOf } from './page-templates.ts';
import { EditingStyleMarker, TemplateAreaNote } from './editing-ui.tsx';
import { Placeholder } from './Placeholder.tsx';
import { IslandLegend, islandOutline } from './IslandLegend.tsx';
import { readBoolean } from '../fields/read.ts';

export const MAIN_CONTENT_ID = 'main-content';

/**
 * The page body: skip link, header area, main area (the hero area first, in a region of its own,
 * then main and any other top-level placeholder) and footer area, by the route's page-structure
 * template (page-templates.ts). A null route (not found without a CMS 404 page) has an empty main.
 * Outside edit mode, main's blocks below the first ones are laid out only when near the viewport
 * (`content-visibility: auto`, src/app/deferred-layout.rules.ts).
 */
export function PageLayout() {
  const page = usePageContext();
  const { layout } = page;
  const editing = isEditingPage(page);
  const deferOffscreen = !editing;
  const t = useTranslate();
  const areas = pageAreas(layout.sitecore.route?.placeholders);
  const structure = pageStructureOf(layout.sitecore.route?.templateName);
  const outside = areasOutsideTemplate(structure, areas.main);
  const hero = AREA_PLACEHOLDERS.hero;
  // The block gallery shows which blocks are islands (a route field of its pages).
  const showIslands = readBoolean(layout.sitecore.route?.fields?.showIslands);
  return (
    <>
      {editing && <EditingStyleMarker />}
      <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('SkipToContent', 'Skip to content')}</SkipLink>
      {areas.header.length > 0 && (
        <header>
          {areas.header.map((name) => (
            <Placeholder key={name} name={name} />
          ))}
        </header>
      )}
      <Main
        id={MAIN_CONTENT_ID}
        tabIndex={-1}
        data-page-template={structure.name}
        {...(showIslands ? { 'data-show-islands': '' } : {})}
        {...(deferOffscreen ? { [DEFER_ATTRIBUTE]: '' } : {})}
      >
        {showIslands && <IslandLegend />}
        {editing && outside.length > 0 && <TemplateAreaNote template={structure.name} areas={outside.map((area) => AREA_PLACEHOLDERS[area])} />}
        {areas.main.includes(hero) && (
          <HeroArea data-page-area="hero">
            <Placeholder name={hero} />
          </HeroArea>
        )}
        {areas.main
          .filter((name) => name !== hero)
          .map((name) => (
            <Placeholder key={name} name={name} />
          ))}
      </Main>
      {areas.footer.length > 0 && (
        <footer>
          {areas.footer.map((name) => (
            <Placeholder key={name} name={name} />
          ))}
        </footer>
      )}
    </>
  );
}

const SkipLink = styled.a`
  ${visuallyHiddenFocusable}
  position: fixed;
  inset-block-start: 1rem;
  inset-inline-start: 1rem;
  z-index: 1000;
  padding: 0.75rem 1.25rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.ink};
  color: #fff;
  font-weight: 600;
  text-decoration: none;
  &:hover,
  &:focus-visible {
    color: #fff;
  }
`;

/** The hero area: a region of its own in the DOM, no box of its own (its blocks lay out as main's). */
const HeroArea = styled.div`
  display: contents;
`;

const Main = styled.main`
  display: block;
  &:focus {
    outline: none;
  }
  &[data-show-islands] {
    ${islandOutline}
  }
  ${deferredLayoutCss()}
`;
