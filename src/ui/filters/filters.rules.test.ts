import { describe, expect, it } from 'vitest';
import {
  activeFilterTypes,
  clearType,
  compareTags,
  filterItems,
  hasMore,
  initialSelection,
  optionsFor,
  pageSizeOf,
  readFilterTypes,
  readTag,
  readTagList,
  selectedLabel,
  sortKey,
  toggleOption,
  visibleCounts,
  type FilterTag,
} from './filters.rules.ts';

const tag = (name: string, label: string): FilterTag => ({ id: `id-${name}`, name, label });
const india = tag('india', 'India');
const uae = tag('united-arab-emirates', 'United Arab Emirates');
const uk = tag('united-kingdom', 'United Kingdom');
const mundra = tag('mundra-gateway', 'Mundra Gateway');
const nhava = tag('nhava-sheva', 'Nhava Sheva');
const ras = tag('ras-maysan', 'Ras Maysan');
const felix = tag('felixport', 'Felixport');

const items = [
  { id: 'a', country: [india], port: [mundra] },
  { id: 'b', country: [india], port: [nhava, mundra] },
  { id: 'c', country: [uae], port: [ras] },
  { id: 'd', country: [uk], port: [felix] },
  { id: 'e', country: [uae, india], port: [] },
];

describe('readTag', () => {
  it('reads displayName first, then fields.value', () => {
    expect(readTag({ id: '1', name: 'india', displayName: 'India', fields: { value: { value: 'Ignored' } } })).toEqual({
      id: '1',
      name: 'india',
      label: 'India',
    });
    expect(readTag({ id: '1', name: 'india', fields: { value: { value: 'الهند' } } })).toEqual({ id: '1', name: 'india', label: 'الهند' });
    expect(readTag({ id: '1', name: 'india', displayName: '  ', fields: { value: 'India' } })?.label).toBe('India');
  });
  it('falls back to the name for the label and for the id', () => {
    expect(readTag({ name: 'egypt' })).toEqual({ id: 'egypt', name: 'egypt', label: 'egypt' });
  });
  it('drops what is not a tag', () => {
    expect(readTag(null)).toBeUndefined();
    expect(readTag('india')).toBeUndefined();
    expect(readTag({ fields: {} })).toBeUndefined();
  });
});

describe('readTagList', () => {
  it('reads arrays, { value } and { jsonValue } and drops duplicates and junk', () => {
    const raw = [{ id: '1', name: 'a', displayName: 'A' }, 7, { id: '1', name: 'a' }, { id: '2', name: 'b' }];
    expect(readTagList(raw)?.map((t) => t.id)).toEqual(['1', '2']);
    expect(readTagList({ value: raw })?.length).toBe(2);
    expect(readTagList({ jsonValue: raw })?.length).toBe(2);
    expect(readTagList({ jsonValue: { value: raw } })?.length).toBe(2);
  });
  it('tells a missing field (undefined) from an empty list ([])', () => {
    expect(readTagList(undefined)).toBeUndefined();
    expect(readTagList({ value: 'x' })).toBeUndefined();
    expect(readTagList([])).toEqual([]);
  });
});

describe('readFilterTypes', () => {
  it('reads filterType and the label, in order, each key once', () => {
    const types = readFilterTypes([
      { id: '1', name: 'Country', fields: { filterType: { value: 'country' }, filterNameToDisplay: { value: 'Country' } } },
      { id: '2', name: 'Port', fields: { filterType: { value: 'port' }, displayName: { value: 'Port name' } } },
      { id: '3', name: 'Again', fields: { filterType: { value: 'country' } } },
      { id: '4', name: 'Nothing', fields: {} },
      'junk',
    ]);
    expect(types).toEqual([
      { key: 'country', label: 'Country' },
      { key: 'port', label: 'Port name' },
    ]);
  });
  it('is empty for anything that is not a list', () => {
    expect(readFilterTypes(undefined)).toEqual([]);
    expect(readFilterTypes({ value: 3 })).toEqual([]);
  });
});

describe('activeFilterTypes', () => {
  const types = [
    { key: 'country', label: 'Country' },
    { key: 'port', label: 'Port' },
    { key: 'function', label: 'Function' },
  ];
  it('keeps a type only when some item has tags in that field', () => {
    expect(activeFilterTypes(types, items).map((t) => t.key)).toEqual(['country', 'port']);
  });
  it('drops a type whose field exists but is empty everywhere', () => {
    expect(activeFilterTypes(types, [{ country: [], port: [] }])).toEqual([]);
  });
});

describe('sorting', () => {
  it('ignores case and punctuation', () => {
    expect(sortKey("Côte-d'Or, Port")).toBe('côtedor port');
    const sorted = [tag('b', 'beta'), tag('a', '(Alpha)'), tag('c', 'Gamma'), tag('d', 'DELTA')].sort(compareTags);
    expect(sorted.map((t) => t.label)).toEqual(['(Alpha)', 'beta', 'DELTA', 'Gamma']);
  });
});

describe('filterItems', () => {
  it('keeps the items that carry every selected tag', () => {
    expect(filterItems(items, {}).map((i) => i.id)).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(filterItems(items, { country: india.id }).map((i) => i.id)).toEqual(['a', 'b', 'e']);
    expect(filterItems(items, { country: india.id, port: nhava.id }).map((i) => i.id)).toEqual(['b']);
    expect(filterItems(items, { country: uk.id, port: nhava.id })).toEqual([]);
  });
  it('drops items without the field when that type is selected', () => {
    expect(filterItems([{ id: 'x' }], { country: india.id })).toEqual([]);
  });
});

describe('optionsFor', () => {
  it('lists every tag of the type, sorted, when nothing else is selected', () => {
    expect(optionsFor('country', items, {}).map((t) => t.label)).toEqual(['India', 'United Arab Emirates', 'United Kingdom']);
    expect(optionsFor('port', items, {}).map((t) => t.label)).toEqual(['Felixport', 'Mundra Gateway', 'Nhava Sheva', 'Ras Maysan']);
  });
  it("is narrowed by the other types' selections, not by its own", () => {
    const selection = { country: india.id };
    expect(optionsFor('port', items, selection).map((t) => t.label)).toEqual(['Mundra Gateway', 'Nhava Sheva']);
    expect(optionsFor('country', items, selection).map((t) => t.label)).toEqual(['India', 'United Arab Emirates', 'United Kingdom']);
    expect(optionsFor('country', items, { port: mundra.id }).map((t) => t.label)).toEqual(['India']);
  });
  it('keeps the selected tag listed so it can be cleared', () => {
    const options = optionsFor('port', items, { country: uk.id, port: nhava.id });
    expect(options.map((t) => t.label)).toEqual(['Felixport', 'Nhava Sheva']);
  });
});

describe('toggleOption and clearType', () => {
  it('selects one option per type and clears it when selected again', () => {
    let s = toggleOption({}, 'country', india.id);
    expect(s).toEqual({ country: india.id });
    s = toggleOption(s, 'country', uae.id);
    expect(s).toEqual({ country: uae.id });
    s = toggleOption(s, 'port', ras.id);
    expect(s).toEqual({ country: uae.id, port: ras.id });
    s = toggleOption(s, 'country', uae.id);
    expect(s).toEqual({ port: ras.id });
    expect(clearType(s, 'port')).toEqual({});
    expect(clearType(s, 'country')).toBe(s);
  });
});

describe('initialSelection', () => {
  const types = [{ key: 'country', label: 'Country' }];
  it('takes a preset by id or by name when an item carries that tag', () => {
    expect(initialSelection({ country: india.id }, types, items)).toEqual({ country: india.id });
    expect(initialSelection({ country: 'india' }, types, items)).toEqual({ country: india.id });
  });
  it('ignores a preset nobody carries, an inactive type and an empty one', () => {
    expect(initialSelection({ country: 'egypt' }, types, items)).toEqual({});
    expect(initialSelection({ port: ras.id }, types, items)).toEqual({});
    expect(initialSelection({ country: undefined }, types, items)).toEqual({});
  });
});

describe('selectedLabel', () => {
  it('names the selected tag', () => {
    expect(selectedLabel('country', items, { country: uae.id })).toBe('United Arab Emirates');
    expect(selectedLabel('country', items, {})).toBeUndefined();
  });
});

describe('page sizes and load more', () => {
  it('reads a page size or falls back', () => {
    expect(pageSizeOf({ value: 8 }, 12)).toBe(8);
    expect(pageSizeOf({ value: '6' }, 12)).toBe(6);
    expect(pageSizeOf({ value: 0 }, 12)).toBe(12);
    expect(pageSizeOf({ value: 'many' }, 12)).toBe(12);
    expect(pageSizeOf(undefined, 4)).toBe(4);
    expect(pageSizeOf(2.7, 4)).toBe(2);
  });
  it('shows one page per load on each layout, up to the total', () => {
    const sizes = { desktop: 12, mobile: 4 };
    expect(visibleCounts(1, sizes, 17)).toEqual({ desktop: 12, mobile: 4 });
    expect(visibleCounts(2, sizes, 17)).toEqual({ desktop: 17, mobile: 8 });
    expect(visibleCounts(0, sizes, 3)).toEqual({ desktop: 3, mobile: 3 });
    expect(hasMore(1, sizes, 17)).toEqual({ desktop: true, mobile: true });
    expect(hasMore(2, sizes, 17)).toEqual({ desktop: false, mobile: true });
    expect(hasMore(5, sizes, 17)).toEqual({ desktop: false, mobile: false });
  });
});
