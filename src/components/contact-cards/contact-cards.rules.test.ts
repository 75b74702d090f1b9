import { describe, expect, it } from 'vitest';
import { groupTitle, mailtoHref, readContactGroups, splitLines, telHref } from './contact-cards.rules.ts';

const card = (id: string, f: Record<string, unknown>) => ({ id, name: id, fields: f });
const group = (id: string, title: string, cards: unknown[]) => ({ id, name: id, fields: { accordionItemTitle: { value: title }, contactCards: cards } });

describe('splitLines (spec 003 section 5)', () => {
  it('splits on newlines, trims, drops blanks', () => {
    expect(splitLines({ value: ' +971 4 000 0000 \n\n+971 4 000 0001\r\n   \r+971 50 000 0002 ' })).toEqual([
      '+971 4 000 0000',
      '+971 4 000 0001',
      '+971 50 000 0002',
    ]);
    expect(splitLines({ value: 'a@x.example<br>b@x.example<br />' })).toEqual(['a@x.example', 'b@x.example']);
    expect(splitLines({ value: '   ' })).toEqual([]);
    expect(splitLines(undefined)).toEqual([]);
    expect(splitLines({ value: 42 })).toEqual(['42']);
  });
});

describe('telHref and mailtoHref', () => {
  it('dials the digits, keeping the international +', () => {
    expect(telHref('+971 4 000 0000')).toBe('tel:+97140000000');
    expect(telHref('(022) 0000-0000')).toBe('tel:02200000000');
    expect(telHref('Ask reception')).toBeNull();
  });

  it('links addresses that look like email addresses only', () => {
    expect(mailtoHref(' dubai@meridianports.example ')).toBe('mailto:dubai@meridianports.example');
    expect(mailtoHref('not an address')).toBeNull();
    expect(mailtoHref('a@b')).toBeNull();
    expect(mailtoHref('x@y.example?subject=<script>')).toBeNull();
  });
});

describe('groupTitle (spec 003 section 4)', () => {
  it('appends the card count outside editing mode', () => {
    expect(groupTitle('Dubai', 3, false)).toBe('Dubai (3)');
    expect(groupTitle('دبي', 2, false)).toBe('دبي (2)');
    expect(groupTitle('Dubai', 3, true)).toBe('Dubai');
  });
});

describe('readContactGroups', () => {
  const fields = {
    contactGroups: [
      group('g1', 'Dubai', [
        card('c1', {
          cardTitle: { value: 'Head office' },
          phoneNumber: { value: '+971 4 000 0000\n+971 4 000 0001' },
          email: { value: 'dubai@meridianports.example' },
        }),
        card('c2', { cardTitle: { value: '' }, phoneNumber: { value: '  ' } }),
        'junk',
      ]),
      group('g2', '', [card('c3', { cardTitle: { value: 'Untitled group card' } })]),
      group('g3', 'Empty', []),
      null,
    ],
  };

  it('reads groups and cards for visitors, leaving out empty cards, untitled and empty groups', () => {
    const groups = readContactGroups(fields, false);
    expect(groups.map((g) => g.title)).toEqual(['Dubai']);
    expect(groups[0]!.cards).toHaveLength(1);
    expect(groups[0]!.cards[0]).toMatchObject({
      title: 'Head office',
      phones: ['+971 4 000 0000', '+971 4 000 0001'],
      emails: ['dubai@meridianports.example'],
    });
  });

  it('keeps everything for editors', () => {
    const groups = readContactGroups(fields, true);
    expect(groups.map((g) => [g.title, g.cards.length])).toEqual([
      ['Dubai', 2],
      ['', 1],
      ['Empty', 0],
    ]);
  });

  it('survives junk', () => {
    expect(readContactGroups({}, false)).toEqual([]);
    expect(readContactGroups({ contactGroups: { value: [{ fields: 3 }] } }, true)).toHaveLength(1);
  });
});
