import { Suspense } from 'react';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, useLogger, useTranslate } from '../../app/context/index.ts';
import type { BlockProps } from '../../app/registry.ts';
import { Text } from '../../fields/Text.tsx';
import { readText } from '../../fields/read.ts';
import { FilteredCardList, NO_ACTIVE_FILTER_TYPES, pageSizeOf, readFilterTypes, useFilteredList, type FilterType } from '../../ui/filters/index.ts';
import { Container, Section, SectionHeader, SectionHeading, SectionIntro, SectionLead } from '../../ui/layout.tsx';
import {
  DEFAULT_CARDS_DESKTOP,
  DEFAULT_CARDS_MOBILE,
  LOADER_NAME,
  NO_TOOLS_FOUND,
  dataKey,
  toolsArgs,
  type ToolCard,
  type ToolsCardsArgs,
  type ToolsCardsData,
} from './tools-cards-list.rules.ts';
import { EditorNote, Skeleton } from './tools-cards-list.styles.ts';
import { ToolCardView } from './ToolCardView.tsx';

/**
 * Tools cards list (spec 002 sections 2-9): the section heading, the shared filters, a grid of
 * tool cards and load more. The tools are the datasource item's children, read on the server by
 * the loader `tools-cards` and streamed beside the block.
 *
 * What visitors see when there are no tools (the query failed, the CMS answer was unusable, or
 * the folder is empty): the heading and description, no filters (no filter type is active
 * without tools) and the noToolsFound text. Editors also see a note saying the tools could not be
 * loaded. Operators find the reason in the log. In edit mode every card shows (no paging) and
 * nothing animates.
 */
export default function ToolsCardsList({ rendering, fields }: BlockProps) {
  const { language } = useLocale();
  const sectionId = readText(fields.sectionId).trim();
  const args = toolsArgs(rendering.dataSource, language);
  return (
    <Section data-block="tools-cards-list" {...(sectionId ? { id: sectionId } : {})}>
      <Container>
        <SectionHeader>
          <SectionIntro>
            <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            <Text as={SectionLead} field={fields.description} emptyLabel="Description" />
          </SectionIntro>
        </SectionHeader>
        <Suspense fallback={<Skeleton aria-hidden="true" />}>
          <ToolsFromGraph args={args} fields={fields} />
        </Suspense>
      </Container>
    </Section>
  );
}

const NO_ARGS: ToolsCardsArgs = { path: '', language: '' };

function ToolsFromGraph({ args, fields }: { args: ToolsCardsArgs | undefined; fields: Record<string, unknown> }) {
  const key = dataKey(args ?? NO_ARGS);
  const result = useBlockData<ToolsCardsData>(LOADER_NAME, key, args ?? NO_ARGS);
  const data: ToolsCardsData = result.ok ? result.value : { cards: [], failed: true };
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      <ToolsBrowser data={data} fields={fields} />
    </>
  );
}

function ToolsBrowser({ data, fields }: { data: ToolsCardsData; fields: Record<string, unknown> }) {
  const t = useTranslate();
  const logger = useLogger();
  const editing = useIsEditing();
  const filterTypes: FilterType[] = readFilterTypes(fields.filtersToBeShown);
  const sizes = {
    desktop: pageSizeOf(fields.numberOfCardsDesktop, DEFAULT_CARDS_DESKTOP),
    mobile: pageSizeOf(fields.numberOfCardsMobile, DEFAULT_CARDS_MOBILE),
  };
  const list = useFilteredList<ToolCard>(data.cards, filterTypes, {}, sizes, editing);

  // Spec 002 section 8: debug only, never shown to visitors.
  if (typeof window === 'undefined' && data.cards.length > 0 && list.types.length === 0) {
    logger.debug({ block: 'ToolsCardsList' }, NO_ACTIVE_FILTER_TYPES);
  }

  return (
    <>
      {editing && data.failed && <EditorNote>The tools could not be loaded from the CMS: see the server log.</EditorNote>}
      <FilteredCardList
        name="tools"
        items={data.cards}
        list={list}
        emptyText={t('noToolsFound', NO_TOOLS_FOUND)}
        fourFromLarge
        renderCard={(card) => <ToolCardView card={card} editing={editing} />}
      />
    </>
  );
}
