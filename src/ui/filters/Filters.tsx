import { useRef, useState } from 'react';
import { useTranslate } from '../../app/context/translate.tsx';
import { FilterDropdown } from './FilterDropdown.tsx';
import { FILTER_PHRASE_DEFAULTS as T } from './filters.phrases.ts';
import { optionsFor, toggleOption, type FilterableItem, type FilterSelection, type FilterType } from './filters.rules.ts';
import { BarLabel, CountBadge, DesktopBar, FiltersRoot, MobileBar, MobileTrigger } from './filters.styles.ts';
import { MobileFilterPanel } from './MobileFilterPanel.tsx';

export interface FiltersProps {
  /** The active filter types (`activeFilterTypes`), in the editor's order. */
  types: readonly FilterType[];
  /** All the list's items (not only the visible ones): the options come from them. */
  items: readonly FilterableItem[];
  selection: FilterSelection;
  onChange(selection: FilterSelection): void;
}

/**
 * The filters of a list: "Filter by" and one dropdown per type from the desktop width, a "Filter"
 * button opening the panel below it. Both are in the server's markup; CSS shows one.
 */
export function Filters({ types, items, selection, onChange }: FiltersProps) {
  const translate = useTranslate();
  const [panelOpen, setPanelOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement>(null);
  if (types.length === 0) return null;
  const chosen = types.filter((t) => selection[t.key] !== undefined).length;

  const closePanel = () => {
    setPanelOpen(false);
    triggerRef.current?.focus();
  };

  return (
    <FiltersRoot data-filters="">
      <DesktopBar data-filters-desktop="">
        <BarLabel>{translate('filterBy', T.filterBy)}</BarLabel>
        {types.map((type) => (
          <FilterDropdown
            key={type.key}
            name={type.key}
            label={type.label}
            options={optionsFor(type.key, items, selection)}
            selectedId={selection[type.key]}
            onSelect={(id) => onChange(toggleOption(selection, type.key, id))}
          />
        ))}
      </DesktopBar>
      <MobileBar data-filters-mobile="">
        <MobileTrigger
          ref={triggerRef}
          type="button"
          aria-haspopup="dialog"
          aria-expanded={panelOpen}
          data-filter-trigger=""
          onClick={() => setPanelOpen(true)}
        >
          <FilterGlyph />
          {translate('filter', T.filter)}
          {chosen > 0 && <CountBadge aria-hidden="true">{chosen}</CountBadge>}
        </MobileTrigger>
      </MobileBar>
      {panelOpen && (
        <MobileFilterPanel
          types={types}
          items={items}
          selection={selection}
          onClose={closePanel}
          onApply={(next) => {
            onChange(next);
            closePanel();
          }}
        />
      )}
    </FiltersRoot>
  );
}

/** Three sliders: the usual sign for "filter". */
function FilterGlyph() {
  return (
    <svg
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d="M4 6h10M18 6h2M4 12h4M12 12h8M4 18h12M20 18h0" />
      <circle cx="16" cy="6" r="2" />
      <circle cx="10" cy="12" r="2" />
      <circle cx="18" cy="18" r="2" />
    </svg>
  );
}
