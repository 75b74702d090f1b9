import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, usePageFacts, useTranslate } from '../../app/context/index.ts';
import type { CountryOption } from '../../lib/countries.ts';
import { Icon } from '../../ui/Icon.tsx';
import { useSelectedCountry } from '../../ui/country-language/use-selected-country.ts';
import { useScrollStrip } from '../../ui/scroll-strip/use-scroll-strip.ts';
import { EntryPicker } from './EntryPicker.tsx';
import {
  EMPTY_LINKS_MESSAGE,
  SUB_NAVIGATION_FADE_MS,
  activeLinkIndex,
  chooseEntry,
  linksFor,
  readSubNavigation,
  type SubNavigationEntry,
  type SubNavigationLink,
  type SubNavigationModel,
} from './sub-navigation.rules.ts';
import { Bar, EditorNotice, Frame, Inner, Item, List, LiveDot, Nav, NavLink, ScrollButton } from './sub-navigation.styles.ts';
import { useFadeSwap } from './use-fade-swap.ts';

/**
 * Sub-navigation bar (spec 001 sections 2, 3, 4, 9): a sticky, horizontally scrolling row of
 * links under the header, optionally with a country or port dropdown that swaps the link set.
 * The rules live in sub-navigation.rules.ts; hydration-time state (selection, scroll arrows)
 * stays inside this leaf block (docs/architecture.md#known-traps).
 */
export default function SubNavigation({ fields, params }: BlockProps) {
  const model = useMemo(() => readSubNavigation(fields, params), [fields, params]);
  if (model.dropdown === 'country') return <CountrySubNavigation model={model} />;
  if (model.dropdown === 'port') return <PortSubNavigation model={model} />;
  return <SubNavigationBar model={model} entry={undefined} picker={null} />;
}

function toOption(entry: SubNavigationEntry): CountryOption {
  return { id: entry.id, name: entry.name, code: entry.code, href: entry.href, disabled: false };
}

/** Country mode: the selection is the site's selected country (session storage, events). */
function CountrySubNavigation({ model }: { model: SubNavigationModel }) {
  const { path } = usePageFacts();
  const options = useMemo(() => model.entries.map(toOption), [model.entries]);
  const [country, setCountry] = useSelectedCountry(options);
  const entry = chooseEntry(model.entries, {
    selectedCode: country.code === 'global' ? null : country.code,
    currentPath: path,
  });
  const onSelect = useCallback(
    (id: string) => {
      const option = options.find((o) => o.id === id);
      if (option) setCountry(option);
    },
    [options, setCountry],
  );
  return <SubNavigationBar model={model} entry={entry} picker={<EntryPicker kind="country" entries={model.entries} selected={entry} onSelect={onSelect} />} />;
}

/**
 * Port mode: the visitor picks a port here; a country announced elsewhere on the page (or in
 * another tab) moves the bar to that country's first port.
 */
function PortSubNavigation({ model }: { model: SubNavigationModel }) {
  const { path } = usePageFacts();
  const options = useMemo(() => {
    const seen = new Set<string>();
    const list: CountryOption[] = [];
    for (const entry of model.entries) {
      if (!entry.code || seen.has(entry.code)) continue;
      seen.add(entry.code);
      list.push({ id: `country-${entry.code}`, name: entry.code, code: entry.code, href: null, disabled: false });
    }
    return list;
  }, [model.entries]);
  const [country] = useSelectedCountry(options);
  const [portId, setPortId] = useState<string | null>(null);
  const countryCode = country.code === 'global' ? null : country.code;
  // A newly announced country overrides the port picked before it.
  const lastCountry = useRef(countryCode);
  useEffect(() => {
    if (lastCountry.current !== countryCode) {
      lastCountry.current = countryCode;
      setPortId(null);
    }
  }, [countryCode]);
  const entry = chooseEntry(model.entries, { selectedId: portId, selectedCode: countryCode, currentPath: path });
  return <SubNavigationBar model={model} entry={entry} picker={<EntryPicker kind="port" entries={model.entries} selected={entry} onSelect={setPortId} />} />;
}

function SubNavigationBar({ model, entry, picker }: { model: SubNavigationModel; entry: SubNavigationEntry | undefined; picker: ReactNode }) {
  const editing = useIsEditing();
  const t = useTranslate();
  const target = linksFor(model, entry);
  const swapKey = `${entry?.id ?? ''}:${target.map((link) => link.key).join('|')}`;
  const { shown, fading } = useFadeSwap(target, swapKey, SUB_NAVIGATION_FADE_MS, !editing);

  if (shown.length === 0 && target.length === 0 && model.entries.length === 0) {
    if (!editing) return null;
    return (
      <Bar $sticky={false} id={model.sectionId} data-block="sub-navigation">
        <Inner>
          <EditorNotice>{EMPTY_LINKS_MESSAGE}</EditorNotice>
        </Inner>
      </Bar>
    );
  }

  return (
    <Bar $sticky={!editing} id={model.sectionId} data-block="sub-navigation">
      <Inner>
        {picker}
        <Nav aria-label={t('SubNavigation', 'In this section')}>
          {shown.length === 0 ? (
            editing ? (
              <EditorNotice>{EMPTY_LINKS_MESSAGE}</EditorNotice>
            ) : null
          ) : (
            <ScrollingLinks links={shown} fading={fading} swapKey={swapKey} animate={!editing} />
          )}
        </Nav>
      </Inner>
    </Bar>
  );
}

function ScrollingLinks({ links, fading, swapKey, animate }: { links: SubNavigationLink[]; fading: boolean; swapKey: string; animate: boolean }) {
  const { path } = usePageFacts();
  const { dir } = useLocale();
  const t = useTranslate();
  const listId = useStableId('list');
  const { listRef, controls, step, onKeyDown, reveal } = useScrollStrip({ animate, dir, resetKey: swapKey });
  const active = activeLinkIndex(links, path);

  // Bring the active link into view without moving the page vertically.
  useEffect(() => {
    reveal(listRef.current?.querySelector<HTMLElement>('[aria-current="page"]') ?? null);
  }, [reveal, listRef, swapKey]);

  return (
    <Frame data-fade-start={controls.previous} data-fade-end={controls.next}>
      <ScrollButton
        type="button"
        $side="start"
        hidden={!controls.previous}
        aria-controls={listId}
        aria-label={t('SubNavigationPrevious', 'Scroll links back')}
        onClick={() => step('previous')}
      >
        <Icon name="chevron-left" size={20} />
      </ScrollButton>
      <List ref={listRef} id={listId} $fading={fading} $animate={animate} aria-busy={fading || undefined} onKeyDown={onKeyDown}>
        {links.map((link, index) => (
          <Item key={link.key}>
            <NavLink
              field={link.field}
              $active={index === active}
              $live={link.showAsLive}
              $highlight={link.highlightLink}
              aria-current={index === active ? 'page' : undefined}
              data-live={link.showAsLive || undefined}
            >
              {link.showAsLive && <LiveDot aria-hidden="true" />}
              {link.text}
            </NavLink>
          </Item>
        ))}
      </List>
      <ScrollButton
        type="button"
        $side="end"
        hidden={!controls.next}
        aria-controls={listId}
        aria-label={t('SubNavigationNext', 'Scroll links forward')}
        onClick={() => step('next')}
      >
        <Icon name="chevron-right" size={20} />
      </ScrollButton>
    </Frame>
  );
}
