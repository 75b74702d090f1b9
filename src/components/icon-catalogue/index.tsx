import { Fragment, type ReactNode } from 'react';
import styled from 'styled-components';
import type { BlockProps } from '../../app/registry.ts';
import { usePageFacts } from '../../app/context/page-facts.tsx';
import { useTranslate } from '../../app/context/translate.tsx';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Container } from '../../ui/layout.tsx';
import { media } from '../../ui/theme.ts';
import { catalogueGroups, isMirroredInRtl } from './icon-catalogue.rules.ts';

/**
 * Icon catalogue (issue 28): every icon of the catalogue with the name an editor types, by group,
 * for the block gallery (`/blocks/icons`). It reads the generated name list
 * (`src/ui/icon-groups.ts`), so it always shows what the site has. A static block: the server
 * draws the icons, the browser loads no code for it. `Groups` (params) narrows it to some groups.
 */
export default function IconCatalogue({ fields, params }: BlockProps) {
  const { language } = usePageFacts();
  const t = useTranslate();
  const groups = catalogueGroups(params.Groups, language);
  return (
    <Root id={sectionIdOf(fields, params)} data-block="icon-catalogue">
      <Container>
        {groups.map((group) => (
          <Group key={group.id} data-icon-group={group.id}>
            <GroupHeader>
              <GroupTitle>{group.title}</GroupTitle>
              <Count>{t('IconCatalogueCount', '{count} icons', { count: group.names.length })}</Count>
            </GroupHeader>
            <Grid>
              {group.names.map((name) => (
                <Tile key={name}>
                  <Glyph>
                    <Icon name={name} size={28} />
                  </Glyph>
                  <Name dir="ltr" translate="no">
                    {breakableName(name)}
                  </Name>
                  {isMirroredInRtl(name) && <Mirrored>{t('IconCatalogueMirrored', 'Mirrored right to left')}</Mirrored>}
                </Tile>
              ))}
            </Grid>
          </Group>
        ))}
      </Container>
    </Root>
  );
}

/** The name with a line break allowed after each hyphen (never inside a word), for narrow tiles. */
function breakableName(name: string): ReactNode[] {
  return name.split('-').map((part, i, parts) =>
    i < parts.length - 1 ? (
      <Fragment key={i}>
        {`${part}-`}
        <wbr />
      </Fragment>
    ) : (
      part
    ),
  );
}

const Root = styled.section`
  padding-block: clamp(1.5rem, 1rem + 2vw, 3rem);
  scroll-margin-block-start: 5rem;
`;

const Group = styled.section`
  & + & {
    margin-block-start: clamp(2.5rem, 2rem + 2vw, 4rem);
  }
`;

const GroupHeader = styled.div`
  display: flex;
  align-items: baseline;
  justify-content: space-between;
  gap: 1rem;
  margin-block-end: 1.25rem;
  padding-block-end: 0.75rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const GroupTitle = styled.h2`
  margin: 0;
  color: ${({ theme }) => theme.colors.ink};
  font-size: clamp(1.25rem, 1.1rem + 0.6vw, 1.625rem);
  font-weight: 600;
  line-height: 1.25;
`;

const Count = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.875rem;
  white-space: nowrap;
`;

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(9rem, 1fr));
  gap: 0.75rem;
  margin: 0;
  padding: 0;
  list-style: none;

  ${media.down('sm')} {
    grid-template-columns: repeat(3, minmax(0, 1fr));
    gap: 0.5rem;
  }
`;

const Tile = styled.li`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 0.625rem;
  min-inline-size: 0;
  padding: 1.125rem 0.5rem 0.875rem;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.brand};

  ${media.down('sm')} {
    gap: 0.5rem;
    padding: 0.875rem 0.25rem 0.625rem;
  }
`;

const Glyph = styled.span`
  display: grid;
  place-items: center;
  inline-size: 3rem;
  block-size: 3rem;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surface};
`;

const Name = styled.code`
  max-inline-size: 100%;
  overflow-wrap: break-word;
  color: ${({ theme }) => theme.colors.text};
  font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace;
  font-size: 0.8125rem;
  line-height: 1.3;
  text-align: center;

  ${media.down('sm')} {
    font-size: 0.75rem;
  }
`;

const Mirrored = styled.span`
  margin-block-start: -0.25rem;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.75rem;
  line-height: 1.3;
  text-align: center;
`;
