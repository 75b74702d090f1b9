import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type Condition, decide, evaluate, PERSONALIZE_INPUTS, type PersonalizeInputs, parseRules } from './personalize-rules.ts';
import { placeholdersVariantIds as variantIdsOfPlaceholders } from '../lib/personalize-layout.ts';

const PAGE = '4b4e1157-828e-5461-87d9-129bc456b9de';
const OTHER_PAGE = '572b63ad-2cb9-57be-9f74-e81cf4144180';
const hex = (c: string) => c.repeat(32);
const RENDERING = hex('a');
const OTHER_RENDERING = hex('b');

function rule(id: string, when: unknown, page = PAGE, name = `rule ${id}`): Record<string, unknown> {
  return { id, name, page, when };
}

/** Parses one rule, failing the test when it is left out. */
function one(when: unknown): Condition {
  const { rules, rejected } = parseRules({ variants: [rule(hex('1'), when)] });
  expect(rejected).toEqual([]);
  return rules[0]!.when;
}

describe('conditions', () => {
  const SA: PersonalizeInputs = { country: 'SA', utmCampaign: 'Green-Corridor-2027', referrerHost: 'www.linkedin.com', device: 'mobile' };

  it('is: equal to any of the values, ignoring case', () => {
    expect(evaluate(one({ input: 'country', is: ['AE', 'SA'] }), SA)).toBe(true);
    expect(evaluate(one({ input: 'country', is: ['sa'] }), SA)).toBe(true);
    expect(evaluate(one({ input: 'country', is: ['AE'] }), SA)).toBe(false);
    expect(evaluate(one({ input: 'country', is: [] }), SA)).toBe(false);
    // Equality, not a prefix.
    expect(evaluate(one({ input: 'country', is: ['S'] }), SA)).toBe(false);
  });

  it('startsWith, endsWith and contains, ignoring case', () => {
    expect(evaluate(one({ input: 'utmCampaign', startsWith: 'green-corridor' }), SA)).toBe(true);
    expect(evaluate(one({ input: 'utmCampaign', startsWith: 'corridor' }), SA)).toBe(false);
    expect(evaluate(one({ input: 'referrerHost', endsWith: 'LinkedIn.com' }), SA)).toBe(true);
    expect(evaluate(one({ input: 'referrerHost', endsWith: 'linkedin' }), SA)).toBe(false);
    expect(evaluate(one({ input: 'utmCampaign', contains: 'CORRIDOR' }), SA)).toBe(true);
    expect(evaluate(one({ input: 'utmCampaign', contains: 'harbour' }), SA)).toBe(false);
  });

  it('present: true when the input is sent (not empty), false when it is not', () => {
    expect(evaluate(one({ input: 'device', present: true }), SA)).toBe(true);
    expect(evaluate(one({ input: 'visitor', present: true }), SA)).toBe(false);
    expect(evaluate(one({ input: 'visitor', present: false }), SA)).toBe(true);
    expect(evaluate(one({ input: 'visitor', present: false }), { visitor: '' })).toBe(true);
    expect(evaluate(one({ input: 'device', present: false }), SA)).toBe(false);
  });

  it('a test of an input the request lacks is false, whatever the operator (but present: false)', () => {
    for (const test of [{ is: ['new'] }, { startsWith: '' }, { endsWith: '' }, { contains: '' }, { present: true }]) {
      expect(evaluate(one({ input: 'visitor', ...test }), {}), JSON.stringify(test)).toBe(false);
      expect(evaluate(one({ input: 'visitor', ...test }), { visitor: '' }), JSON.stringify(test)).toBe(false);
    }
    // So `not` of a test of a missing input holds.
    expect(evaluate(one({ not: { input: 'visitor', is: ['new'] } }), {})).toBe(true);
  });

  it('all, any and not combine; an empty all holds, an empty any does not', () => {
    const sa = { input: 'country', is: ['SA'] };
    const ae = { input: 'country', is: ['AE'] };
    expect(evaluate(one({ all: [sa, { input: 'device', is: ['mobile'] }] }), SA)).toBe(true);
    expect(evaluate(one({ all: [sa, ae] }), SA)).toBe(false);
    expect(evaluate(one({ any: [ae, sa] }), SA)).toBe(true);
    expect(evaluate(one({ any: [ae] }), SA)).toBe(false);
    expect(evaluate(one({ not: ae }), SA)).toBe(true);
    expect(evaluate(one({ not: { not: sa } }), SA)).toBe(true);
    expect(evaluate(one({ all: [] }), {})).toBe(true);
    expect(evaluate(one({ any: [] }), SA)).toBe(false);
    expect(evaluate(one({ all: [{ any: [ae, { not: { input: 'visitor', present: true } }] }, sa] }), SA)).toBe(true);
  });

  it('property: not inverts, all is every, any is some, case never matters', () => {
    const inputName = fc.constantFrom(...PERSONALIZE_INPUTS);
    // Letters whose case mapping is one to one, so upper and lower case versions compare alike.
    const text = fc.string({ unit: fc.constantFrom(...'aAbBsS-_ 1'), maxLength: 6 });
    const test = fc.oneof(
      fc.record({ input: inputName, is: fc.array(text, { maxLength: 3 }) }),
      fc.record({ input: inputName, startsWith: text }),
      fc.record({ input: inputName, endsWith: text }),
      fc.record({ input: inputName, contains: text }),
      fc.record({ input: inputName, present: fc.boolean() }),
    );
    const inputs = fc.dictionary(inputName, text) as fc.Arbitrary<PersonalizeInputs>;
    fc.assert(
      fc.property(fc.array(test, { maxLength: 4 }), inputs, (tests, given) => {
        const parts = tests.map((t) => one(t));
        const each = parts.map((part) => evaluate(part, given));
        expect(evaluate({ all: parts }, given)).toBe(each.every(Boolean));
        expect(evaluate({ any: parts }, given)).toBe(each.some(Boolean));
        for (const [i, part] of parts.entries()) {
          expect(evaluate({ not: part }, given)).toBe(!each[i]);
          const upper = Object.fromEntries(Object.entries(given).map(([k, v]) => [k, v.toUpperCase()]));
          expect(evaluate(part, upper)).toBe(each[i]);
        }
      }),
    );
  });
});

describe('parseRules', () => {
  it('keeps well-formed rules in order, page or component, with the page id normalised', () => {
    const { rules, rejected } = parseRules({
      variants: [rule(hex('1'), { all: [] }, `{${PAGE.toUpperCase()}}`), rule(`${RENDERING}_${hex('2')}`, { input: 'visitor', is: ['returning'] })],
    });
    expect(rejected).toEqual([]);
    expect(rules).toEqual([
      { id: hex('1'), name: `rule ${hex('1')}`, page: PAGE, kind: 'page', rendering: null, when: { all: [] } },
      {
        id: `${RENDERING}_${hex('2')}`,
        name: `rule ${RENDERING}_${hex('2')}`,
        page: PAGE,
        kind: 'component',
        rendering: RENDERING,
        when: { input: 'visitor', is: ['returning'] },
      },
    ]);
  });

  it.each<[string, unknown, RegExp]>([
    ['an unknown operator', { input: 'country', equals: 'SA' }, /unknown operator "equals"/],
    ['an unknown combinator', { none: [] }, /unknown operator "none"/],
    ['two operators in one test', { input: 'country', is: ['SA'], contains: 'S' }, /one operator/],
    ['a test with no operator', { input: 'country' }, /one operator/],
    ['an unknown input', { input: 'city', is: ['Jeddah'] }, /"input" must be one of/],
    ['an input in the wrong case', { input: 'Country', is: ['SA'] }, /"input" must be one of/],
    ['is that is not an array', { input: 'country', is: 'SA' }, /"is" must be an array of strings/],
    ['is with a number', { input: 'country', is: ['SA', 1] }, /"is" must be an array of strings/],
    ['startsWith that is not a string', { input: 'utmCampaign', startsWith: 1 }, /"startsWith" must be a string/],
    ['present that is not a boolean', { input: 'visitor', present: 'yes' }, /"present" must be true or false/],
    ['all that is not an array', { all: { input: 'country', is: ['SA'] } }, /must be an array of conditions/],
    ['all beside another key', { all: [], any: [] }, /stands alone/],
    ['not beside another key', { not: { all: [] }, input: 'country' }, /stands alone/],
    ['a malformed part deep inside', { all: [{ any: [{ not: { input: 'country', like: 'S%' } }] }] }, /when\.all\[0\]\.any\[0\]\.not: unknown operator "like"/],
    ['a condition that is not an object', ['SA'], /a condition is an object/],
    ['conditions nested too deep', Array.from({ length: 40 }).reduce<unknown>((inner) => ({ not: inner }), { all: [] }), /deeper than/],
  ])('leaves out a rule with %s, with the reason, and keeps the others', (_case, when, reason) => {
    const { rules, rejected } = parseRules({ variants: [rule(hex('1'), when), rule(hex('2'), { all: [] })] });
    expect(rules.map((r) => r.id)).toEqual([hex('2')]);
    expect(rejected).toEqual([{ index: 0, id: hex('1'), name: `rule ${hex('1')}`, reason: expect.stringMatching(reason) }]);
  });

  it.each<[string, unknown, RegExp]>([
    ['not an object', 'rule', /a rule is an object/],
    ['an id that is not a variant id', rule('jeddah', { all: [] }), /"id" must be 32 lower-case hex/],
    ['an upper-case id', rule(hex('A'), { all: [] }), /"id" must be 32 lower-case hex/],
    ['a component id of a short uid', rule(`abc_${hex('1')}`, { all: [] }), /"id" must be/],
    ['no name', { id: hex('1'), page: PAGE, when: { all: [] } }, /"name"/],
    ['a page that is not a GUID', rule(hex('1'), { all: [] }, '/about'), /"page" must be the route item id/],
    ['no condition', { id: hex('1'), name: 'x', page: PAGE }, /"when" is required/],
    ['an unknown key', { ...rule(hex('1'), { all: [] }), priority: 1 }, /unknown key "priority"/],
  ])('leaves out a rule that is %s', (_case, entry, reason) => {
    const { rules, rejected } = parseRules({ variants: [entry] });
    expect(rules).toEqual([]);
    expect(rejected).toHaveLength(1);
    expect(rejected[0]!.reason).toMatch(reason);
  });

  it('keeps the first rule of a variant id listed twice', () => {
    const { rules, rejected } = parseRules({ variants: [rule(hex('1'), { all: [] }, PAGE, 'first'), rule(hex('1'), { any: [] }, PAGE, 'second')] });
    expect(rules.map((r) => r.name)).toEqual(['first']);
    expect(rejected).toEqual([{ index: 1, id: hex('1'), name: 'second', reason: expect.stringMatching(/earlier rule/) }]);
  });

  it('refuses a file that is not { variants: [...] }', () => {
    for (const raw of [null, [], {}, { variants: {} }]) expect(() => parseRules(raw)).toThrow(/variants/);
    expect(parseRules({ variants: [] })).toEqual({ rules: [], rejected: [] });
  });
});

describe('decide', () => {
  const SA_ID = hex('1');
  const CAMPAIGN_ID = hex('2');
  const RETURNING = `${RENDERING}_${hex('3')}`;
  const MOBILE = `${RENDERING}_${hex('4')}`;
  const OTHER = `${OTHER_RENDERING}_${hex('5')}`;
  const { rules } = parseRules({
    variants: [
      rule(CAMPAIGN_ID, { input: 'utmCampaign', is: ['green-corridor'] }),
      rule(SA_ID, { input: 'country', is: ['SA'] }),
      rule(RETURNING, { input: 'visitor', is: ['returning'] }),
      rule(MOBILE, { input: 'device', is: ['mobile'] }),
      rule(OTHER, { all: [] }),
      rule(hex('6'), { all: [] }, OTHER_PAGE),
    ],
  });
  const ALL = [SA_ID, CAMPAIGN_ID, RETURNING, MOBILE, OTHER, hex('6')];

  it('picks the first page variant whose condition holds, in list order', () => {
    expect(decide(rules, PAGE, ALL, { country: 'SA' }).variantId).toBe(SA_ID);
    expect(decide(rules, PAGE, ALL, { utmCampaign: 'green-corridor' }).variantId).toBe(CAMPAIGN_ID);
    // Both hold: the campaign is listed first.
    expect(decide(rules, PAGE, ALL, { country: 'sa', utmCampaign: 'GREEN-CORRIDOR' }).variantId).toBe(CAMPAIGN_ID);
    expect(decide(rules, PAGE, ALL, { country: 'AE' }).variantId).toBeNull();
  });

  it('picks, for each rendering, the first of its component variants whose condition holds', () => {
    expect(decide(rules, PAGE, ALL, { visitor: 'returning', device: 'mobile' }).componentVariantIds).toEqual([RETURNING, OTHER]);
    expect(decide(rules, PAGE, ALL, { device: 'mobile' }).componentVariantIds).toEqual([MOBILE, OTHER]);
    expect(decide(rules, PAGE, ALL, {})).toEqual({ variantId: null, componentVariantIds: [OTHER] });
  });

  it("chooses only among the request's variant ids and the page's rules", () => {
    expect(decide(rules, PAGE, [SA_ID], { country: 'SA', utmCampaign: 'green-corridor' }).variantId).toBe(SA_ID);
    expect(decide(rules, PAGE, [MOBILE], { visitor: 'returning', device: 'mobile' })).toEqual({ variantId: null, componentVariantIds: [MOBILE] });
    expect(decide(rules, PAGE, [], { country: 'SA' })).toEqual({ variantId: null, componentVariantIds: [] });
    // The other page's rule holds for everyone, but not on this page.
    expect(decide(rules, OTHER_PAGE, ALL, { country: 'SA' })).toEqual({ variantId: hex('6'), componentVariantIds: [] });
    expect(decide(rules, `{${PAGE.toUpperCase()}}`, [SA_ID.toUpperCase()], { country: 'SA' }).variantId).toBe(SA_ID.toUpperCase());
  });

  it('property: the answer is always among the offered ids, at most one per rendering', () => {
    fc.assert(
      fc.property(
        fc.subarray(ALL),
        fc.dictionary(fc.constantFrom(...PERSONALIZE_INPUTS), fc.constantFrom('SA', 'returning', 'mobile', 'green-corridor', '')),
        (offered, inputs) => {
          const { variantId, componentVariantIds } = decide(rules, PAGE, offered, inputs as PersonalizeInputs);
          if (variantId !== null) expect(offered).toContain(variantId);
          for (const id of componentVariantIds) expect(offered).toContain(id);
          const renderings = componentVariantIds.map((id) => id.split('_')[0]);
          expect(new Set(renderings).size).toBe(renderings.length);
        },
      ),
    );
  });
});

describe('variantIdsOfPlaceholders', () => {
  it('lists experience keys anywhere in the placeholders, page variants first, each once, in order of first appearance', () => {
    const comp = (n: string) => `${RENDERING}_${hex(n)}`;
    const placeholders = {
      'headless-hero': [{ uid: 'x', componentName: 'Hero', experiences: { [comp('1')]: {}, [hex('2')]: {} } }],
      'headless-main': [
        { uid: 'y', componentName: 'Text' },
        {
          uid: 'z',
          componentName: 'Container',
          experiences: { [hex('3')]: { placeholders: { inner: [{ uid: 'w', experiences: { [hex('4')]: {} } }] } } },
          placeholders: { column: [{ uid: 'v', componentName: 'Promo', experiences: { [hex('2')]: {}, [comp('5')]: {} } }] },
        },
      ],
    };
    expect(variantIdsOfPlaceholders(placeholders)).toEqual([hex('2'), hex('3'), hex('4'), comp('1'), comp('5')]);
    expect(variantIdsOfPlaceholders({ main: [{ uid: 'a', componentName: 'Text' }] })).toEqual([]);
    expect(variantIdsOfPlaceholders(undefined)).toEqual([]);
  });
});
