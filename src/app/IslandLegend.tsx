import styled from 'styled-components';
import { Container } from '../ui/layout.tsx';
import { useTranslate } from './context/translate.tsx';
import { islandFolders, islandFor } from './island-registry.ts';
import type { IslandDeclaration } from './island.ts';

/**
 * The block gallery's key to the islands contract (decision record 009): which blocks are islands
 * and when each loads, read from their island.ts, and an outline around every island on the page
 * (`[data-show-islands]` on the main area). Everything without the outline is static HTML.
 */
export function IslandLegend() {
  const t = useTranslate();
  const when: Record<string, string> = {
    eager: t('IslandsLoadEager', 'at once'),
    visible: t('IslandsLoadVisible', 'when in view'),
    idle: t('IslandsLoadIdle', 'when the browser is idle'),
    demand: t('IslandsLoadDemand', 'when opened'),
    chosen: t('IslandsLoadChosen', 'in view, or when opened as a slide-in'),
  };
  return (
    <Container>
      <Note aria-labelledby="island-legend-title" data-island-legend="">
        <Title id="island-legend-title">{t('IslandsTitle', 'Islands and static blocks')}</Title>
        <p>
          {t(
            'IslandsIntro',
            'Blocks with a dashed outline are islands: they come to life in the browser and load their code when needed. Every other block is static HTML and loads no JavaScript.',
          )}
        </p>
        <List>
          {islandFolders().map((folder) => (
            <li key={folder} data-island-legend-entry={folder}>
              <code>{folder}</code> · {when[loadKind(islandFor(folder))]}
            </li>
          ))}
        </List>
      </Note>
    </Container>
  );
}

function loadKind(declaration: IslandDeclaration | undefined): string {
  const load = declaration?.load;
  return typeof load === 'function' ? 'chosen' : (load ?? 'visible');
}

/** The outline the main area draws around islands when the legend is shown. */
export const islandOutline = `
  [data-island] > :not(script) {
    outline: 2px dashed #00778a;
    outline-offset: -2px;
  }
`;

const Note = styled.aside`
  margin-block: 2rem;
  padding: 1.25rem 1.5rem;
  border: 2px dashed ${({ theme }) => theme.colors.accent};
  border-radius: ${({ theme }) => theme.radii.md};
  p {
    margin-block: 0.5rem 0.75rem;
    max-inline-size: 70ch;
  }
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: 0.5rem 1.5rem;
  margin: 0;
  padding: 0;
  list-style: none;
  code {
    font-weight: 600;
  }
`;
