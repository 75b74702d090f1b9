import { describe, expect, it } from 'vitest';
import { parsePurgePlan } from './purge-plan.ts';
import { parseMessage } from './purge-bus.ts';

describe('parsePurgePlan', () => {
  it('reads back a plan', () => {
    const plan = {
      byLanguage: [
        ['en', ['layout-1', 'item-1']],
        ['', ['dictionary-ar']],
      ],
      routeLists: true,
    };
    expect(parsePurgePlan(JSON.parse(JSON.stringify(plan)))).toEqual(plan);
    // With the sites whose route lists go (a host of several sites).
    const scoped = { ...plan, routeListSites: ['drydocks'] };
    expect(parsePurgePlan(JSON.parse(JSON.stringify(scoped)))).toEqual(scoped);
  });

  it('refuses anything that is not one', () => {
    for (const raw of [
      null,
      'plan',
      {},
      { byLanguage: [], routeLists: 'yes' },
      { byLanguage: [['en']], routeLists: false },
      { byLanguage: [[1, ['t']]], routeLists: false },
      { byLanguage: [['en', 'layout-1']], routeLists: false },
      { byLanguage: [['en', [1]]], routeLists: false },
      { byLanguage: [['en', ['x'.repeat(201)]]], routeLists: false },
      { byLanguage: [['en', Array.from({ length: 50_001 }, () => 't')]], routeLists: false },
      { byLanguage: [], routeLists: true, routeListSites: 'drydocks' },
      { byLanguage: [], routeLists: true, routeListSites: [7] },
    ]) {
      expect(parsePurgePlan(raw)).toBeUndefined();
    }
  });
});

describe('parseMessage', () => {
  it('reads a message from the purge channel', () => {
    const message = { from: 'i-1', release: 'r1', plan: { byLanguage: [['ar', ['layout-1']]], routeLists: false } };
    expect(parseMessage(JSON.stringify(message))).toEqual(message);
  });

  it('ignores junk someone else published on the channel', () => {
    for (const text of ['', 'not json', '[]', '{"from":1,"release":"r","plan":{"byLanguage":[],"routeLists":false}}', '{"from":"a","release":"r","plan":{}}']) {
      expect(parseMessage(text)).toBeUndefined();
    }
  });
});
