import { Suspense, useRef } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { sectionIdOf } from '../../lib/sxa-params.ts';
import { taxonomyId } from '../../lib/taxonomy.ts';
import { ArticleCard } from '../../ui/ArticleCard.tsx';
import { Button } from '../../ui/Button.tsx';
import { Container, Notice, Section, SectionHeader, SectionHeading, SectionIntro } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { listingSlots } from './article-listing.rules.ts';
import { Group, Results, Root } from './article-listing.styles.ts';
import { FilterBar } from './FilterBar.tsx';
import { FilterDialog } from './FilterDialog.tsx';
import { LOADER_NAME, dataKey, isListingData, listingArgsFromUrl, visibleFacetNames, type ListingArgs, type ListingData } from './listing-data.ts';
import { phrase } from './listing-phrases.ts';
import { Pagination } from './Pagination.tsx';
import { useListing } from './use-listing.ts';

/**
 * Article listing (spec 001 sections 2, 4, 5, 8, 9): filter bar, slots 1 + 6 + 1 + 6, pagination.
 * The page the URL asks for is searched on the server (article-listing.server.ts) and rendered
 * with real links, so crawlers see the cards and every page; in the browser the island takes over:
 * facets, the phone dialog, paging, back and forward, all over `GET /api/search/insights`.
 * `insightsType` fixes the search to one type and hides the type facet.
 */
export default function ArticleListing({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { language } = useLocale();
  const { search } = usePageFacts();
  const args = listingArgsFromUrl(search, '', language, taxonomyId(fields.insightsType));
  return (
    <Section id={sectionIdOf(fields, params)} data-block="article-listing">
      <Container>
        {(hasText(fields.headline) || editing) && (
          <SectionHeader>
            <SectionIntro>
              <Text as={SectionHeading} field={fields.headline} emptyLabel="Headline" />
            </SectionIntro>
          </SectionHeader>
        )}
        <Suspense fallback={<Loading />}>
          <ListingLoader args={args} />
        </Suspense>
      </Container>
    </Section>
  );
}

function Loading() {
  const t = useTranslate();
  return (
    <Notice role="status" aria-busy="true">
      {phrase(t, 'ArticleListingLoading')}
    </Notice>
  );
}

function ListingLoader({ args }: { args: ListingArgs }) {
  const key = dataKey(args);
  const result = useBlockData<ListingData>(LOADER_NAME, key, args);
  const initial = result.ok && isListingData(result.value) ? result.value : null;
  return (
    <>
      <BlockDataScript dataKey={key} result={result} />
      <ListingView args={args} initial={initial} />
    </>
  );
}

function ListingView({ args, initial }: { args: ListingArgs; initial: ListingData | null }) {
  const t = useTranslate();
  const top = useRef<HTMLDivElement>(null);
  const listing = useListing(args, initial, top);
  const names = visibleFacetNames(args.fixedType);
  const { data, status } = listing;
  const facets = data?.facets ?? [];
  const total = data?.total ?? 0;
  const cards = data?.cards ?? [];
  const summary = phrase(t, 'ArticleListingResults', { total });

  return (
    <Root ref={top} data-listing-status={status}>
      <FilterBar names={names} facets={facets} selected={listing.facets} onToggle={listing.toggle} onReset={() => listing.setAll({})} />
      <FilterDialog names={names} facets={facets} selected={listing.facets} onApply={listing.setAll} summary={data ? summary : ''} />
      <VisuallyHidden role="status" aria-live="polite">
        {status === 'loading' ? phrase(t, 'ArticleListingLoading') : data ? summary : ''}
      </VisuallyHidden>
      {status === 'error' ? (
        <Notice $tone="error" role="alert">
          <strong>{phrase(t, 'ArticleListingError')}</strong>
          <Button variant="secondary" onClick={listing.retry}>
            {phrase(t, 'ArticleListingRetry')}
          </Button>
        </Notice>
      ) : cards.length === 0 ? (
        status === 'ready' && (
          <Notice role="status">
            <strong>{phrase(t, 'noResultsHeadline')}</strong>
            <span>{phrase(t, 'noResultsDescription')}</span>
          </Notice>
        )
      ) : (
        <Results $busy={status === 'loading'} aria-busy={status === 'loading'}>
          {listingSlots(cards).map((group, i) => (
            <Group key={i} $end={i % 2 === 1}>
              {group.featured && (
                <li data-slot="large">
                  <ArticleCard card={group.featured} large />
                </li>
              )}
              {group.grid.map((card) => (
                <li key={card.id}>
                  <ArticleCard card={card} />
                </li>
              ))}
            </Group>
          ))}
        </Results>
      )}
      {data && status !== 'error' && (
        <Pagination page={listing.page} total={total} pageSize={data.pageSize} facets={listing.facets} onPage={listing.goToPage} />
      )}
    </Root>
  );
}
