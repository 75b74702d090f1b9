import { useEffect, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStableId, useTranslate } from '../../app/context/index.ts';
import type { FacetState, SearchFacet, SearchFacetValue } from '../../lib/article-search.ts';
import { Icon } from '../../ui/Icon.tsx';
import { padCount } from './article-listing.rules.ts';
import { CountBadge, Dropdown, DropdownButton, DropdownPanel, Option, Options, TextButton, Bar } from './article-listing.styles.ts';
import { facetLabel, phrase } from './listing-phrases.ts';

/** The facet's values, plus any selected value the search no longer lists (so it can be cleared). */
export function optionsOf(facet: SearchFacet | undefined, selected: readonly string[]): SearchFacetValue[] {
  const values = facet ? [...facet.value] : [];
  for (const id of selected) if (!values.some((v) => v.id === id)) values.push({ id, text: id });
  return values;
}

export interface FacetChoiceProps {
  name: string;
  facet: SearchFacet | undefined;
  selected: readonly string[];
  onToggle: (facet: string, value: string) => void;
  idPrefix: string;
  legend?: string;
}

/** A facet's values as checkboxes (the dropdown's panel and the mobile dialog's sections). */
export function FacetChoices({ name, facet, selected, onToggle, idPrefix, legend }: FacetChoiceProps) {
  return (
    <Options>
      {legend && <legend>{legend}</legend>}
      {optionsOf(facet, selected).map((value) => {
        const id = `${idPrefix}-${value.id}`;
        return (
          <Option key={value.id} htmlFor={id}>
            <input id={id} type="checkbox" name={name} value={value.id} checked={selected.includes(value.id)} onChange={() => onToggle(name, value.id)} />
            <span>{value.text}</span>
            {typeof value.count === 'number' && <span>{value.count}</span>}
          </Option>
        );
      })}
    </Options>
  );
}

/**
 * The desktop and tablet filter bar (spec 001 sections 4 and 9): one dropdown per facet, one open
 * at a time, closed by a click outside, Escape (focus back on its button) or the focus leaving it;
 * the selected count padded to two digits; panels at most 325 px tall. Reset clears every facet.
 */
export function FilterBar({
  names,
  facets,
  selected,
  onToggle,
  onReset,
}: {
  names: readonly string[];
  facets: SearchFacet[];
  selected: FacetState;
  onToggle: (facet: string, value: string) => void;
  onReset: () => void;
}) {
  const t = useTranslate();
  const [open, setOpen] = useState<string | null>(null);
  const bar = useRef<HTMLDivElement>(null);
  const baseId = useStableId('facet');
  const anySelected = Object.values(selected).some((v) => v.length > 0);

  useEffect(() => {
    if (open === null) return;
    const outside = (event: PointerEvent) => {
      if (!bar.current?.contains(event.target as Node)) setOpen(null);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>, name: string) => {
    if (event.key === 'Escape' && open === name) {
      event.stopPropagation();
      setOpen(null);
      document.getElementById(`${baseId}-${name}-button`)?.focus();
    }
  };
  const onBlur = (event: FocusEvent<HTMLDivElement>, name: string) => {
    if (open === name && !event.currentTarget.contains(event.relatedTarget as Node | null)) setOpen(null);
  };

  return (
    <Bar ref={bar} role="group" aria-label={phrase(t, 'ArticleListingFilterBy')}>
      {names.map((name) => {
        const facet = facets.find((f) => f.name === name);
        const chosen = selected[name] ?? [];
        const label = facetLabel(t, name, facet);
        const expanded = open === name;
        return (
          <Dropdown key={name} onKeyDown={(e) => onKeyDown(e, name)} onBlur={(e) => onBlur(e, name)} data-facet={name}>
            <DropdownButton
              type="button"
              id={`${baseId}-${name}-button`}
              aria-expanded={expanded}
              aria-controls={`${baseId}-${name}-panel`}
              onClick={() => setOpen(expanded ? null : name)}
            >
              <span>{label}</span>
              {chosen.length > 0 && (
                <CountBadge aria-label={phrase(t, 'ArticleListingSelected', { count: chosen.length })}>{padCount(chosen.length)}</CountBadge>
              )}
              <Icon name="chevron-down" size={16} />
            </DropdownButton>
            <DropdownPanel id={`${baseId}-${name}-panel`} hidden={!expanded}>
              <FacetChoices name={name} facet={facet} selected={chosen} onToggle={onToggle} idPrefix={`${baseId}-${name}`} legend={label} />
            </DropdownPanel>
          </Dropdown>
        );
      })}
      {anySelected && (
        <TextButton type="button" onClick={onReset}>
          {phrase(t, 'ArticleListingReset')}
        </TextButton>
      )}
    </Bar>
  );
}
