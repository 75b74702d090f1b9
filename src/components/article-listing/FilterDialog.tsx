import { useCallback, useEffect, useRef, useState } from 'react';
import { useStableId, useTranslate } from '../../app/context/index.ts';
import type { FacetState, SearchFacet } from '../../lib/article-search.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { Button } from '../../ui/Button.tsx';
import { Icon } from '../../ui/Icon.tsx';
import { padCount, toggleFacetValue } from './article-listing.rules.ts';
import { CountBadge, Dialog, DialogBody, DialogFooter, DialogHeader, FiltersButton, IconButton, MobileBar } from './article-listing.styles.ts';
import { FacetChoices } from './FilterBar.tsx';
import { facetLabel, phrase } from './listing-phrases.ts';

/** Session storage key of the open mobile filter panel (spec 001 section 4). */
export const OPEN_KEY = 'article-listing-filters-open';

function remembered(scope: string): boolean {
  try {
    return window.sessionStorage.getItem(OPEN_KEY) === scope;
  } catch {
    return false;
  }
}

function remember(scope: string, open: boolean): void {
  try {
    if (open) window.sessionStorage.setItem(OPEN_KEY, scope);
    else window.sessionStorage.removeItem(OPEN_KEY);
  } catch {
    // Storage may be unavailable (private mode, blocked): the panel still works.
  }
}

/**
 * The phone filter panel (spec 001 sections 2 and 4): a modal dialog with close, reset and apply.
 * Choices are kept in the dialog until Apply; Reset clears every facet at once. The open state is
 * remembered in session storage and cleared when the page unloads. The dialog takes the focus when
 * it opens and hands it back to its button when it closes; Escape closes it; the page does not
 * scroll behind it.
 */
export function FilterDialog({
  names,
  facets,
  selected,
  onApply,
  summary,
}: {
  names: readonly string[];
  facets: SearchFacet[];
  selected: FacetState;
  onApply: (facets: FacetState) => void;
  summary: string;
}) {
  const t = useTranslate();
  const scope = useStableId('filters');
  const dialog = useRef<HTMLDialogElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [pending, setPending] = useState<FacetState>(selected);
  const count = Object.values(selected).reduce((n, v) => n + v.length, 0);

  const show = useCallback(() => {
    setPending(selected);
    setOpen(true);
  }, [selected]);
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (remembered(scope)) show();
    const forget = () => remember(scope, false);
    window.addEventListener('pagehide', forget);
    return () => window.removeEventListener('pagehide', forget);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on hydration: a later selection must not reopen the dialog
  }, []);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    remember(scope, open);
    if (!open) {
      if (element.open) {
        element.close();
        trigger.current?.focus();
      }
      return;
    }
    if (!element.open) {
      if (typeof element.showModal === 'function') element.showModal();
      else element.setAttribute('open', '');
    }
    return lockPageScroll();
  }, [open, scope]);

  const titleId = `${scope}-title`;
  return (
    <MobileBar>
      <FiltersButton ref={trigger} type="button" aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <span>{phrase(t, 'ArticleListingFilters')}</span>
        {count > 0 && <CountBadge aria-label={phrase(t, 'ArticleListingSelected', { count })}>{padCount(count)}</CountBadge>}
      </FiltersButton>
      <span>{summary}</span>
      <Dialog
        ref={dialog}
        aria-labelledby={titleId}
        onCancel={(event) => {
          event.preventDefault();
          close();
        }}
        onClose={() => setOpen(false)}
      >
        {open && (
          <>
            <DialogHeader>
              <h2 id={titleId}>{phrase(t, 'ArticleListingFilterBy')}</h2>
              <IconButton type="button" onClick={close} aria-label={phrase(t, 'ArticleListingClose')}>
                <Icon name="close" size={20} />
              </IconButton>
            </DialogHeader>
            <DialogBody>
              {names.map((name) => {
                const facet = facets.find((f) => f.name === name);
                return (
                  <FacetChoices
                    key={name}
                    name={name}
                    facet={facet}
                    selected={pending[name] ?? []}
                    onToggle={(f, v) => setPending((p) => toggleFacetValue(p, f, v))}
                    idPrefix={`${scope}-${name}`}
                    legend={facetLabel(t, name, facet)}
                  />
                );
              })}
            </DialogBody>
            <DialogFooter>
              <Button
                variant="secondary"
                onClick={() => {
                  setPending({});
                  onApply({});
                }}
              >
                {phrase(t, 'ArticleListingReset')}
              </Button>
              <Button
                variant="primary"
                onClick={() => {
                  onApply(pending);
                  close();
                }}
              >
                {phrase(t, 'ArticleListingApply')}
              </Button>
            </DialogFooter>
          </>
        )}
      </Dialog>
    </MobileBar>
  );
}
