import { Suspense, useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { BlockDataScript, useBlockData } from '../../app/block-data.tsx';
import { useIsEditing, useLocale, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { useStableId } from '../../app/context/stable-id.tsx';
import type { NewsCard } from '../../lib/news-feed.ts';
import type { NewsListingAnswer, NewsListingArgs, NewsListingData } from '../../lib/news-listing.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Container, Notice, Section } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import {
  clampPage,
  dataKey,
  defaultSource,
  failureDetail,
  messages,
  pageCount,
  pageGroups,
  showCountryOf,
  sourceOptions,
  type NewsSourceOption,
} from './news-listing.rules.ts';
import { fetchCountryNews } from './news-listing.fetch.ts';
import { NewsListingCard } from './NewsListingCard.tsx';
import { Pagination } from './Pagination.tsx';
import { CountryBar, CountrySelect, Featured, Grid, Layout, Spinner, SpinnerBox } from './news-listing.styles.ts';

/**
 * News listing (spec 003; spec 001 sections 2, 7, 8): local and feed news of the chosen source,
 * a featured card and a grid, 1 + 6 + 1 + 6 per page of 14, with pagination. The default source's
 * news is read on the server (loader `news-listing`) and streamed beside the block; choosing a
 * country (shown only with `showcountry=true`) asks our own route for that source's news.
 */
export default function NewsListing({ fields }: BlockProps) {
  const { language } = useLocale();
  const first = defaultSource(fields, language);
  if (!first) {
    return (
      <Section data-block="news-listing">
        <Container>
          <EmptyNotice />
        </Container>
      </Section>
    );
  }
  return (
    <Section data-block="news-listing">
      <Container>
        <Suspense fallback={<LoadingSpinner />}>
          <Listing first={first} options={sourceOptions(fields, language)} />
        </Suspense>
      </Container>
    </Section>
  );
}

interface Choice {
  sourceId: string;
  /** null: loading; else the route's answer. */
  answer: NewsListingAnswer | null;
}

function Listing({ first, options }: { first: NewsListingArgs; options: NewsSourceOption[] }) {
  const t = useTranslate();
  const editing = useIsEditing();
  const facts = usePageFacts();
  const key = dataKey(first);
  const server = useBlockData<NewsListingData>('news-listing', key, first);
  const showCountry = showCountryOf(Object.fromEntries(new URLSearchParams(facts.search)));
  const [choice, setChoice] = useState<Choice | null>(null);
  const [page, setPage] = useState(1);
  const top = useRef<HTMLDivElement>(null);
  const request = useRef(0);
  const selectId = useStableId('news-country');

  const result = choice ? choice.answer : server;
  const selected = choice?.sourceId ?? first.sourceId;

  const chooseCountry = async (sourceId: string) => {
    setPage(1);
    // A later choice wins: an answer still on its way for an earlier one is dropped.
    const mine = ++request.current;
    if (sourceId === first.sourceId) return setChoice(null);
    setChoice({ sourceId, answer: null });
    const answer = await fetchCountryNews({ page: facts.path, language: facts.language, sourceId });
    if (mine === request.current) setChoice({ sourceId, answer });
  };

  const changePage = (next: number) => {
    setPage(next);
    top.current?.scrollIntoView({ behavior: prefersReducedMotion() ? 'auto' : 'smooth', block: 'start' });
  };

  const cards = result?.ok ? result.value.cards : [];
  const current = clampPage(page, cards.length);

  return (
    <Layout ref={top}>
      <BlockDataScript dataKey={key} result={server} />
      {showCountry && options.length > 1 && (
        <CountryBar>
          <label htmlFor={selectId}>{t('NewsCountry', 'Country')}</label>
          <CountrySelect id={selectId} value={selected} disabled={editing} onChange={(event) => void chooseCountry(event.target.value)}>
            {options.map((option) => (
              <option key={option.id} value={option.id}>
                {option.country}
              </option>
            ))}
          </CountrySelect>
        </CountryBar>
      )}
      {result === null ? (
        <LoadingSpinner />
      ) : !result.ok ? (
        <FailedNotice detail={failureDetail(result.error)} />
      ) : result.value.feedError && cards.length === 0 ? (
        <FailedNotice detail={result.value.feedError} />
      ) : cards.length === 0 ? (
        <EmptyNotice />
      ) : (
        <>
          <Cards cards={cards} page={current} showCountry={showCountry} editing={editing} />
          <Pagination current={current} count={pageCount(cards.length)} onChange={changePage} />
        </>
      )}
    </Layout>
  );
}

function Cards({ cards, page, showCountry, editing }: { cards: NewsCard[]; page: number; showCountry: boolean; editing: boolean }) {
  const groups = pageGroups(cards, page);
  const card = (item: NewsCard, featured = false) => (
    <NewsListingCard key={item.id} card={item} featured={featured} showCountry={showCountry} editing={editing} />
  );
  return (
    <>
      {groups.featuredStart && <Featured>{card(groups.featuredStart, true)}</Featured>}
      {groups.gridStart.length > 0 && <Grid>{groups.gridStart.map((item) => card(item))}</Grid>}
      {groups.featuredEnd && <Featured $end>{card(groups.featuredEnd, true)}</Featured>}
      {groups.gridEnd.length > 0 && <Grid>{groups.gridEnd.map((item) => card(item))}</Grid>}
    </>
  );
}

/** The load failure (spec 003 section 8), with spec 001 section 8's news text when there is one. */
function FailedNotice({ detail }: { detail: string | null }) {
  const t = useTranslate();
  return (
    <Notice $tone="error" role="status" data-news-error="">
      {detail ? (
        <>
          {/* The spec's texts are English: in an Arabic page they keep their own direction (the full stop at their end). */}
          <strong>{t('NewsListingFailed', messages.failed)}</strong> <span dir="auto">{detail}</span>
        </>
      ) : (
        t('NewsListingFailed', messages.failed)
      )}
    </Notice>
  );
}

function EmptyNotice() {
  const t = useTranslate();
  return <Notice role="status">{t('NewsListingEmpty', messages.empty)}</Notice>;
}

function LoadingSpinner() {
  const t = useTranslate();
  return (
    <SpinnerBox role="status" aria-busy="true">
      <Spinner aria-hidden="true" />
      <VisuallyHidden>{t('LoadingNews', 'Loading news')}</VisuallyHidden>
    </SpinnerBox>
  );
}
