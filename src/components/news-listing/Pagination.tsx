import { useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { paginationItems } from '../../lib/pagination.ts';
import { PageButton, PageList, Pager } from './news-listing.styles.ts';

/** Page numbers (spec 001 section 5: all up to 5, else a window of 5, a gap and the last) with previous and next; nothing when there is one page. */
export function Pagination({ current, count, onChange }: { current: number; count: number; onChange: (page: number) => void }) {
  const t = useTranslate();
  if (count <= 1) return null;
  return (
    <Pager aria-label={t('NewsPagination', 'News pages')}>
      <PageList>
        <li>
          <PageButton type="button" aria-label={t('PreviousPage', 'Previous page')} disabled={current <= 1} onClick={() => onChange(current - 1)}>
            <Icon name="arrow-left" size={18} />
          </PageButton>
        </li>
        {paginationItems(current, count).map((n, index) =>
          n === 'ellipsis' ? (
            <li key={`gap-${index}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={n}>
              <PageButton type="button" aria-current={n === current ? 'page' : undefined} $active={n === current} onClick={() => onChange(n)}>
                {n}
              </PageButton>
            </li>
          ),
        )}
        <li>
          <PageButton type="button" aria-label={t('NextPage', 'Next page')} disabled={current >= count} onClick={() => onChange(current + 1)}>
            <Icon name="arrow-right" size={18} />
          </PageButton>
        </li>
      </PageList>
    </Pager>
  );
}
