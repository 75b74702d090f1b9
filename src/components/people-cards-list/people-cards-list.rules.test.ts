import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { readFilterTypes } from '../../ui/filters/filters.rules.ts';
import { compactPeopleFields, defaultCountryOf, leaderCard, leaderCards } from './people-cards-list.rules.ts';

const india = { id: 'tag-india', name: 'india', displayName: 'India', fields: { value: { value: 'India' } } };
const ops = { id: 'tag-ops', name: 'operations', fields: { value: { value: 'Operations' } } };
const leader = {
  id: 'l1',
  url: '/about/leadership/priya-nair',
  name: 'priya-nair',
  displayName: 'Priya Nair',
  fields: {
    cardImage: { value: { src: '/-/media/p.svg', alt: 'Priya Nair', width: '600', height: '750' } },
    name: { value: 'Priya Nair' },
    designation: { value: 'Head of Logistics, India' },
    country: [india],
    function: [ops],
    bio: { value: '<p>Long text the card never shows</p>' },
  },
};

describe('leader cards', () => {
  it('maps a leader item to a card with its tag lists', () => {
    expect(leaderCard(leader, 0)).toEqual({
      id: 'l1',
      url: '/about/leadership/priya-nair',
      name: 'Priya Nair',
      designation: 'Head of Logistics, India',
      cardImage: { src: '/-/media/p.svg', alt: 'Priya Nair', width: 600, height: 750 },
      country: [{ id: 'tag-india', name: 'india', label: 'India' }],
      function: [{ id: 'tag-ops', name: 'operations', label: 'Operations' }],
    });
  });

  it('survives junk entries, unsafe urls and missing fields', () => {
    const cards = leaderCards([null, 'x', { url: 'javascript:alert(1)', displayName: 'Someone' }, leader]);
    expect(cards.map((c) => c.id)).toEqual(['leader-2', 'l1']);
    expect(cards[0]).toMatchObject({ url: '', name: 'Someone', designation: '' });
    expect(leaderCards(undefined)).toEqual([]);
  });

  it('reads the default country from a droplink, or nothing', () => {
    expect(defaultCountryOf(india)).toBe('tag-india');
    expect(defaultCountryOf(null)).toBeUndefined();
    expect(defaultCountryOf({ value: '' })).toBeUndefined();
  });
});

describe('compact fields (docs/decisions/009-islands.md)', () => {
  it.each(['en', 'ar'])('reads the gallery people list the same from the compact form (%s)', (language) => {
    const page = JSON.parse(readFileSync(new URL(`../../../content/sites/ports-group/${language}/routes/blocks/tools.json`, import.meta.url), 'utf8'));
    const rendering = page.placeholders['headless-main'].find((r: { componentName: string }) => r.componentName === 'PeopleCardsList');
    const fields = { ...rendering.fields, defaultCountry: india };
    const compact = compactPeopleFields(fields);
    expect(leaderCards(compact.leaders)).toEqual(leaderCards(fields.leaders));
    expect(readFilterTypes(compact.filtersToDisplay)).toEqual(readFilterTypes(fields.filtersToDisplay));
    expect(defaultCountryOf(compact.defaultCountry)).toBe(defaultCountryOf(fields.defaultCountry));
    expect(compact.headline).toEqual(fields.headline);
    expect(JSON.stringify(compact).length).toBeLessThan(JSON.stringify(fields).length);
  });

  it('drops what the cards never show', () => {
    const compact = compactPeopleFields({ leaders: [leader] });
    expect(JSON.stringify(compact)).not.toContain('Long text');
  });
});
