import type { MouseEvent } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import type { FacetState } from '../../lib/article-search.ts';
import { Icon } from '../../ui/Icon.tsx';
import { facetSearch, paginationItems } from './article-listing.rules.ts';
import { PageGap, PageLink, PageList, PaginationNav, RangeSummary, StepDisabled } from './article-listing.styles.ts';
import { phrase } from './listing-phrases.ts';

/**
 * Pagination (spec 001 sections 2 and 5): previous, the page numbers (all up to 5, else a window
 * of 5, an ellipsis and the last page), next, and on tablets the range summary. Every page is a
 * real link (`?page=2` with the facets), so crawlers and new tabs work; a plain click is handled
 * in place once the island has hydrated.
 */
export function Pagination({
  page,
  total,
  pageSize,
  facets,
  onPage,
}: {
  page: number;
  total: number;
  pageSize: number;
  facets: FacetState;
  onPage: (page: number) => void;
}) {
  const t = useTranslate();
  const pages = total > 0 ? Math.ceil(total / pageSize) : 0;
  const items = paginationItems(page, pages);
  if (items.length === 0) return null;
  const href = (n: number) => facetSearch(facets, n);
  const go = (n: number) => (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    onPage(n);
  };
  const from = (page - 1) * pageSize + 1;
  const to = Math.min(page * pageSize, total);
  return (
    <PaginationNav aria-label={phrase(t, 'ArticleListingPagination')}>
      <RangeSummary>{phrase(t, 'ArticleListingRange', { from, to, total })}</RangeSummary>
      <PageList>
        <li>
          {page > 1 ? (
            <PageLink href={href(page - 1)} rel="prev" onClick={go(page - 1)} aria-label={phrase(t, 'ArticleListingPrevious')}>
              <Icon name="chevron-left" size={18} />
            </PageLink>
          ) : (
            <StepDisabled aria-hidden="true">
              <Icon name="chevron-left" size={18} />
            </StepDisabled>
          )}
        </li>
        {items.map((item, i) =>
          item === 'ellipsis' ? (
            <li key={`gap-${i}`}>
              <PageGap aria-hidden="true">…</PageGap>
            </li>
          ) : (
            <li key={item}>
              <PageLink
                href={href(item)}
                onClick={go(item)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={phrase(t, 'ArticleListingPage', { n: item })}
              >
                {item}
              </PageLink>
            </li>
          ),
        )}
        <li>
          {page < pages ? (
            <PageLink href={href(page + 1)} rel="next" onClick={go(page + 1)} aria-label={phrase(t, 'ArticleListingNext')}>
              <Icon name="chevron-right" size={18} />
            </PageLink>
          ) : (
            <StepDisabled aria-hidden="true">
              <Icon name="chevron-right" size={18} />
            </StepDisabled>
          )}
        </li>
      </PageList>
    </PaginationNav>
  );
}
