import { useEffect, useRef, type ReactNode } from 'react';
import { useStableId } from '../../app/context/index.ts';
import { CardGrid, CardItem, CardListEmpty } from './card-list.styles.ts';
import type { FilterableItem } from './filters.rules.ts';
import { Filters } from './Filters.tsx';
import { LoadMoreButton } from './LoadMoreButton.tsx';
import type { FilteredList } from './use-filtered-list.ts';

export interface FilteredCardListProps<T extends FilterableItem & { id: string }> {
  /** Names the grid's id (`{name}-grid`) and test hooks (`data-{name}-grid`, `data-{name}-empty`). */
  name: string;
  /** All the cards (the filters' options come from them). */
  items: readonly T[];
  list: FilteredList<T>;
  /** The text shown in place of the grid when no card matches. */
  emptyText: string;
  /** 4 columns on large screens (tools); else 3 at most (people). */
  fourFromLarge?: boolean;
  renderCard(card: T): ReactNode;
}

/**
 * The body of a filtered card list (spec 002 sections 4, 5 and 9): the filters, the grid of the
 * matching cards (the cards beyond the mobile page hidden below 1025 px) or the empty text, and
 * load more. After a load, focus goes to the link of the first card it revealed.
 */
export function FilteredCardList<T extends FilterableItem & { id: string }>({
  name,
  items,
  list,
  emptyText,
  fourFromLarge = false,
  renderCard,
}: FilteredCardListProps<T>) {
  const gridId = useStableId(`${name}-grid`);
  const gridRef = useRef<HTMLUListElement>(null);
  const focusAfterLoad = useRef(false);

  useEffect(() => {
    if (!focusAfterLoad.current) return;
    focusAfterLoad.current = false;
    gridRef.current?.querySelectorAll<HTMLElement>(':scope > li')[list.firstNewIndex()]?.querySelector<HTMLElement>('a')?.focus();
  });

  const shown = list.matches.slice(0, list.shown.desktop);
  return (
    <>
      <Filters types={list.types} items={items} selection={list.selection} onChange={list.select} />
      {shown.length === 0 ? (
        <CardListEmpty role="status" {...{ [`data-${name}-empty`]: '' }}>
          {emptyText}
        </CardListEmpty>
      ) : (
        <CardGrid ref={gridRef} id={gridId} $fourFromLarge={fourFromLarge} {...{ [`data-${name}-grid`]: '' }}>
          {shown.map((card, index) => (
            <CardItem key={card.id} {...(index >= list.shown.mobile ? { 'data-beyond-mobile-page': '' } : {})}>
              {renderCard(card)}
            </CardItem>
          ))}
        </CardGrid>
      )}
      <LoadMoreButton
        more={list.more}
        controls={gridId}
        onLoadMore={() => {
          focusAfterLoad.current = true;
          list.loadMore();
        }}
      />
    </>
  );
}
