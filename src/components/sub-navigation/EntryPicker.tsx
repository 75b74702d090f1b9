import { useEffect, useMemo, useRef, useState } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import { useTranslate } from '../../app/context/index.ts';
import type { CountryOption } from '../../lib/countries.ts';
import { CountryDropdown } from '../../ui/country-language/CountryDropdown.tsx';
import type { DropdownKind, SubNavigationEntry } from './sub-navigation.rules.ts';
import { DropdownLabel, DropdownSlot } from './sub-navigation.styles.ts';

/**
 * The country or port dropdown of the bar: the site's country dropdown in its non-navigating
 * mode (choosing swaps the links, it does not leave the page). Closes on an outside click.
 */
export function EntryPicker({
  kind,
  entries,
  selected,
  onSelect,
}: {
  kind: DropdownKind;
  entries: SubNavigationEntry[];
  selected: SubNavigationEntry | undefined;
  onSelect(id: string): void;
}) {
  const t = useTranslate();
  const id = useStableId(`picker-${kind}`);
  const labelId = useStableId(`picker-${kind}-label`);
  const [open, setOpen] = useState(false);
  const slotRef = useRef<HTMLDivElement>(null);
  // The dropdown shows options without a link as disabled; every entry here can be chosen.
  const options = useMemo<CountryOption[]>(
    () => entries.map((entry) => ({ id: entry.id, name: entry.name, code: entry.code, href: entry.href ?? '#', disabled: false })),
    [entries],
  );
  const current = options.find((option) => option.id === selected?.id) ?? options[0];

  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: PointerEvent) => {
      if (slotRef.current && !slotRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  if (!current) return null;
  return (
    <DropdownSlot ref={slotRef} role="group" aria-labelledby={labelId} data-sub-navigation-picker={kind}>
      <DropdownLabel id={labelId}>{kind === 'port' ? t('SubNavigationPort', 'Port') : t('SubNavigationCountry', 'Country')}</DropdownLabel>
      <CountryDropdown
        id={id}
        options={options}
        selected={current}
        navigate={false}
        open={open}
        onOpenChange={setOpen}
        onSelect={(option) => onSelect(option.id)}
      />
    </DropdownSlot>
  );
}
