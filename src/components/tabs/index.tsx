import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useTranslate } from '../../app/context/index.ts';
import { EmptyFieldPlaceholder } from '../../fields/editing.tsx';
import { Image } from '../../fields/Image.tsx';
import { RichText } from '../../fields/RichText.tsx';
import { Text } from '../../fields/Text.tsx';
import { hasText, readBoolean, readText } from '../../fields/read.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container, DividerLine, Section, SectionActions, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import {
  hasIntro,
  hasLink,
  moveIndex,
  panelContent,
  readTabs,
  sameArrows,
  scrollArrows,
  scrollStep,
  tabKeyAction,
  tabTitle,
  type ScrollArrows,
  type TabModel,
} from './tabs.rules.ts';
import {
  ArrowDisc,
  Cta,
  EditingList,
  EditingTab,
  EditingTitle,
  Frame,
  Panel,
  PanelBody,
  PanelGrid,
  PanelHeading,
  PanelMedia,
  PanelText,
  ScrollButton,
  Strip,
  TabButton,
} from './tabs.styles.ts';

/**
 * Tabs (spec 000 sections 3, 4, 5, 9): an optional intro over a strip of tabs, each with a panel
 * of its own (headline, rich text, image, call to action). The WAI-ARIA tabs pattern with manual
 * activation: arrow keys, Home and End move the focus along the strip (wrapping at both ends),
 * Enter, Space or a click activates the focused tab. Every panel is in the server HTML, the
 * inactive ones `hidden`, so crawlers and find-in-page still have them.
 *
 * Edit mode shows every tab's title and fields in turn, statically, to be edited in place.
 */
export default function Tabs({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const tabs = readTabs(fields);
  // Spec 000 section 5: "Tabs render nothing when there are no items, outside editing mode."
  if (!editing && tabs.length === 0) return null;

  // The anchor: the sectionId field, else the sectionId/RenderingIdentifier param; usable ids only.
  const sectionId = sectionIdOf(fields, params);
  const label = readText(fields.headline).trim() || t('TabsLabel', 'Tabs');
  const showCta = editing || hasLink(fields.cta);
  const showDescription = editing || hasText(fields.description);

  return (
    <Section id={sectionId} data-block="tabs">
      <Container>
        {readBoolean(fields.showDividerLine) && <DividerLine />}
        {(editing || hasIntro(fields)) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} $clamp={!editing} field={fields.headline} emptyLabel="Headline" />
              {showDescription && <RichText as={SectionLead} $clamp={!editing} field={fields.description} emptyLabel="Description" />}
            </SectionIntro>
            {showCta && (
              <SectionActions>
                <Cta field={fields.cta} $variant="secondary" emptyLabel="Call to action" />
              </SectionActions>
            )}
          </SectionHeader>
        )}
        {editing ? <EditingTabs tabs={tabs} /> : <TabSet tabs={tabs} label={label} />}
      </Container>
    </Section>
  );
}

function TabSet({ tabs, label }: { tabs: TabModel[]; label: string }) {
  const { dir } = useLocale();
  const t = useTranslate();
  const baseId = useStableId('tabs');
  const stripId = `${baseId}-tabs`;
  const fallbackTitle = t('Tab', 'Tab');
  const [active, setActive] = useState(0);
  // Whether a tab has been chosen: the first panel of the server HTML does not animate in.
  const [chosen, setChosen] = useState(false);
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const stripRef = useRef<HTMLDivElement>(null);
  const [arrows, setArrows] = useState<ScrollArrows>({ previous: false, next: false });
  const selected = Math.min(active, tabs.length - 1);

  const measure = useCallback(() => {
    const strip = stripRef.current;
    if (!strip) return;
    const next = scrollArrows(strip);
    setArrows((current) => (sameArrows(current, next) ? current : next));
  }, []);

  useEffect(() => {
    const strip = stripRef.current;
    if (!strip) return;
    measure();
    strip.addEventListener('scroll', measure, { passive: true });
    const observer = typeof ResizeObserver === 'function' ? new ResizeObserver(measure) : undefined;
    observer?.observe(strip);
    window.addEventListener('resize', measure);
    // Fonts arriving late change the tabs' widths.
    let live = true;
    void document.fonts?.ready.then(() => live && measure());
    return () => {
      live = false;
      strip.removeEventListener('scroll', measure);
      observer?.disconnect();
      window.removeEventListener('resize', measure);
    };
  }, [measure, tabs.length]);

  const activate = (index: number) => {
    setActive(index);
    setChosen(true);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const action = tabKeyAction(event.key, dir);
    if (!action) return;
    event.preventDefault();
    if (action === 'activate') {
      activate(index);
      return;
    }
    tabRefs.current[moveIndex(index, action, tabs.length)]?.focus();
  };

  const scroll = (arrow: 'previous' | 'next') => {
    const strip = stripRef.current;
    if (!strip) return;
    const behavior: ScrollBehavior = prefersReducedMotion() ? 'auto' : 'smooth';
    const left = scrollStep(arrow, dir);
    if (typeof strip.scrollBy === 'function') strip.scrollBy({ left, behavior });
    else strip.scrollLeft += left;
  };

  return (
    <div data-tabs="">
      <Frame>
        {/* Pointer aids: out of the tab order (keyboard users move along the strip with the
            arrow keys, which scroll it), but named, so voice control can still press them. */}
        <ScrollButton
          type="button"
          $side="start"
          tabIndex={-1}
          hidden={!arrows.previous}
          aria-controls={stripId}
          aria-label={t('TabsScrollPrevious', 'Scroll tabs back')}
          data-tabs-scroll="previous"
          onClick={() => scroll('previous')}
        >
          <ArrowDisc>
            <Icon name="chevron-left" size={18} />
          </ArrowDisc>
        </ScrollButton>
        <Strip ref={stripRef} id={stripId} role="tablist" aria-label={label}>
          {tabs.map((tab, index) => (
            <TabButton
              key={tab.key}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${baseId}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${baseId}-panel-${index}`}
              tabIndex={index === selected ? 0 : -1}
              onClick={() => activate(index)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tabTitle(tab, fallbackTitle)}
            </TabButton>
          ))}
        </Strip>
        <ScrollButton
          type="button"
          $side="end"
          tabIndex={-1}
          hidden={!arrows.next}
          aria-controls={stripId}
          aria-label={t('TabsScrollNext', 'Scroll tabs forward')}
          data-tabs-scroll="next"
          onClick={() => scroll('next')}
        >
          <ArrowDisc>
            <Icon name="chevron-right" size={18} />
          </ArrowDisc>
        </ScrollButton>
      </Frame>
      {tabs.map((tab, index) => (
        <Panel
          key={tab.key}
          role="tabpanel"
          id={`${baseId}-panel-${index}`}
          aria-labelledby={`${baseId}-tab-${index}`}
          tabIndex={0}
          hidden={index !== selected}
          $animate={chosen}
        >
          <PanelContent fields={tab.fields} editing={false} />
        </Panel>
      ))}
    </div>
  );
}

function EditingTabs({ tabs }: { tabs: TabModel[] }) {
  if (tabs.length === 0) {
    return <EmptyFieldPlaceholder label="Tabs: no tab items selected in the Tabs field" />;
  }
  return (
    <EditingList data-tabs-editing="">
      {tabs.map((tab) => (
        <EditingTab key={tab.key}>
          <Text as={EditingTitle} field={tab.fields.tabTitle} emptyLabel="Tab title (shown as 'Tab')" />
          <PanelContent fields={tab.fields} editing />
        </EditingTab>
      ))}
    </EditingList>
  );
}

function PanelContent({ fields, editing }: { fields: Record<string, unknown>; editing: boolean }) {
  const content = panelContent(fields);
  const withImage = editing || content.hasImage;
  return (
    <PanelGrid $withImage={withImage}>
      <PanelText>
        {(editing || content.hasHeadline) && <Text as={PanelHeading} field={fields.headline} emptyLabel="Tab headline" />}
        {(editing || content.hasDescription) && <RichText as={PanelBody} field={fields.description} emptyLabel="Tab description" />}
        {(editing || content.hasCta) && <Cta field={fields.cta} $variant="primary" emptyLabel="Tab call to action" />}
      </PanelText>
      {withImage && (
        <PanelMedia>
          <Image field={fields.image} mobileField={fields.mobileImage} sizes="(max-width: 767px) 100vw, 50vw" emptyLabel="Tab image" />
        </PanelMedia>
      )}
    </PanelGrid>
  );
}
