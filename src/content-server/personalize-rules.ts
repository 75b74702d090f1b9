/**
 * The embedded CMS's personalisation rules engine (docs/personalisation.md, "The rules"): a pure
 * module, no I/O. It reads a site's `personalize.json` into rules (leaving out, with a reason, each
 * rule that is malformed), tests a rule's condition against a visitor's inputs, and chooses a
 * page's variants: for the page, the first page variant whose condition holds; for each rendering,
 * the first of its component variants whose condition holds. Priority is the order of the list.
 *
 * The variant ids a stored route carries come from src/lib/personalize-layout.ts (`placeholdersVariantIds`), which is what
 * Edge answers as `personalization { variantIds }`.
 */

import { itemIdOf } from '../lib/item-id.ts';

/** The inputs a condition may test (docs/personalisation.md, "Inputs"). */
export const PERSONALIZE_INPUTS = ['country', 'utmCampaign', 'utmSource', 'referrerHost', 'visitor', 'device', 'language'] as const;
export type PersonalizeInputName = (typeof PERSONALIZE_INPUTS)[number];

/** A visitor's inputs: all strings, all optional. An empty string counts as absent. */
export type PersonalizeInputs = Partial<Record<PersonalizeInputName, string>>;

/** A test of one input. Text comparisons ignore case. */
export type InputTest =
  | { input: PersonalizeInputName; is: readonly string[] }
  | { input: PersonalizeInputName; startsWith: string }
  | { input: PersonalizeInputName; endsWith: string }
  | { input: PersonalizeInputName; contains: string }
  | { input: PersonalizeInputName; present: boolean };

export type Condition = { all: readonly Condition[] } | { any: readonly Condition[] } | { not: Condition } | InputTest;

export interface PersonalizeRule {
  /** The variant id as the experiences key it: `<32 hex>` (page) or `<rendering uid, 32 hex>_<32 hex>` (component). */
  id: string;
  name: string;
  /** The route item id the variant belongs to, lower case with dashes. */
  page: string;
  kind: 'page' | 'component';
  /** For a component variant: the rendering's uid without dashes (the part before `_`). */
  rendering: string | null;
  when: Condition;
}

/** A rule left out, with its position in the file and why. */
export interface RejectedRule {
  index: number;
  id: string | null;
  name: string | null;
  reason: string;
}

export interface ParsedRules {
  rules: PersonalizeRule[];
  rejected: RejectedRule[];
}

/** What a decision answers: the page variant (null: the default) and the component variants chosen. */
export interface PersonalizeDecision {
  variantId: string | null;
  componentVariantIds: string[];
}

export const PAGE_VARIANT_ID = /^[0-9a-f]{32}$/;
export const COMPONENT_VARIANT_ID = /^([0-9a-f]{32})_[0-9a-f]{32}$/;

/** Deeper conditions than this are refused as malformed (no editor writes them; a stack must not overflow). */
const MAX_DEPTH = 32;
const TEXT_OPERATORS = ['startsWith', 'endsWith', 'contains'] as const;

class MalformedRule extends Error {}

/**
 * Reads a rules file (`{ "variants": [ … ] }`). Throws a TypeError when the file as a whole is not
 * one (the loader reports it as an invalid content file); each malformed rule is left out, with a
 * reason, and the rest still apply. A variant id listed twice keeps its first rule.
 */
export function parseRules(raw: unknown): ParsedRules {
  if (!isRecord(raw) || !Array.isArray(raw.variants)) throw new TypeError('expected { "variants": [ … ] }');
  const rules: PersonalizeRule[] = [];
  const rejected: RejectedRule[] = [];
  const seen = new Set<string>();
  raw.variants.forEach((entry: unknown, index) => {
    const id = isRecord(entry) && typeof entry.id === 'string' ? entry.id : null;
    const name = isRecord(entry) && typeof entry.name === 'string' ? entry.name : null;
    try {
      const rule = parseRule(entry);
      if (seen.has(rule.id)) throw new MalformedRule(`variant id ${rule.id} has an earlier rule`);
      seen.add(rule.id);
      rules.push(rule);
    } catch (error) {
      if (!(error instanceof MalformedRule)) throw error;
      rejected.push({ index, id, name, reason: error.message });
    }
  });
  return { rules, rejected };
}

function parseRule(entry: unknown): PersonalizeRule {
  if (!isRecord(entry)) throw new MalformedRule('a rule is an object { id, name, page, when }');
  const unknown = Object.keys(entry).filter((key) => !['id', 'name', 'page', 'when'].includes(key));
  if (unknown.length > 0) throw new MalformedRule(`unknown key ${JSON.stringify(unknown[0])}`);
  const { id, name, page, when } = entry;
  if (typeof id !== 'string') throw new MalformedRule('"id" must be a string');
  const component = COMPONENT_VARIANT_ID.exec(id);
  if (!component && !PAGE_VARIANT_ID.test(id)) {
    throw new MalformedRule(
      `"id" must be 32 lower-case hex digits (a page variant) or <rendering uid, 32 hex>_<32 hex> (a component variant), not ${JSON.stringify(id)}`,
    );
  }
  if (typeof name !== 'string' || name.trim() === '') throw new MalformedRule('"name" must be a non-empty string');
  const pageId = typeof page === 'string' ? normalizeGuid(page) : null;
  if (pageId === null) throw new MalformedRule('"page" must be the route item id (a GUID)');
  if (when === undefined) throw new MalformedRule('"when" is required');
  return {
    id,
    name,
    page: pageId,
    kind: component ? 'component' : 'page',
    rendering: component?.[1] ?? null,
    when: parseCondition(when, 'when', 0),
  };
}

/** Checks a condition and returns a copy made of known keys only. */
export function parseCondition(raw: unknown, where: string, depth: number): Condition {
  if (depth > MAX_DEPTH) throw new MalformedRule(`${where}: conditions nest deeper than ${MAX_DEPTH}`);
  if (!isRecord(raw)) throw new MalformedRule(`${where}: a condition is an object`);
  const keys = Object.keys(raw);
  if ('all' in raw || 'any' in raw) {
    const operator = 'all' in raw ? 'all' : 'any';
    if (keys.length !== 1) throw new MalformedRule(`${where}: "${operator}" stands alone (found ${keys.join(', ')})`);
    const list = raw[operator];
    if (!Array.isArray(list)) throw new MalformedRule(`${where}.${operator}: must be an array of conditions`);
    const parts = list.map((part: unknown, i) => parseCondition(part, `${where}.${operator}[${i}]`, depth + 1));
    return operator === 'all' ? { all: parts } : { any: parts };
  }
  if ('not' in raw) {
    if (keys.length !== 1) throw new MalformedRule(`${where}: "not" stands alone (found ${keys.join(', ')})`);
    return { not: parseCondition(raw.not, `${where}.not`, depth + 1) };
  }
  if (!('input' in raw)) throw new MalformedRule(`${where}: unknown operator ${JSON.stringify(keys[0] ?? '(none)')}`);
  const input = raw.input;
  if (typeof input !== 'string' || !(PERSONALIZE_INPUTS as readonly string[]).includes(input)) {
    throw new MalformedRule(`${where}: "input" must be one of ${PERSONALIZE_INPUTS.join(', ')} (got ${JSON.stringify(input)})`);
  }
  const name = input as PersonalizeInputName;
  const operators = keys.filter((key) => key !== 'input');
  if (operators.length !== 1) {
    throw new MalformedRule(`${where}: a test of "${name}" has one operator (is, startsWith, endsWith, contains or present); found ${operators.length}`);
  }
  const operator = operators[0]!;
  const operand = raw[operator];
  if (operator === 'is') {
    if (!Array.isArray(operand) || !operand.every((value) => typeof value === 'string')) {
      throw new MalformedRule(`${where}: "is" must be an array of strings`);
    }
    return { input: name, is: [...(operand as string[])] };
  }
  if ((TEXT_OPERATORS as readonly string[]).includes(operator)) {
    if (typeof operand !== 'string') throw new MalformedRule(`${where}: "${operator}" must be a string`);
    return { input: name, [operator]: operand } as InputTest;
  }
  if (operator === 'present') {
    if (typeof operand !== 'boolean') throw new MalformedRule(`${where}: "present" must be true or false`);
    return { input: name, present: operand };
  }
  throw new MalformedRule(`${where}: unknown operator ${JSON.stringify(operator)}`);
}

/**
 * Whether `condition` holds for `inputs`. A test of an input the visitor lacks (absent or empty) is
 * false, except `present: false`; an empty `all` holds and an empty `any` does not.
 */
export function evaluate(condition: Condition, inputs: PersonalizeInputs): boolean {
  if ('all' in condition) return condition.all.every((part) => evaluate(part, inputs));
  if ('any' in condition) return condition.any.some((part) => evaluate(part, inputs));
  if ('not' in condition) return !evaluate(condition.not, inputs);
  const raw = inputs[condition.input];
  const value = typeof raw === 'string' && raw !== '' ? raw.toLowerCase() : undefined;
  if ('present' in condition) return condition.present === (value !== undefined);
  if (value === undefined) return false;
  if ('is' in condition) return condition.is.some((candidate) => candidate.toLowerCase() === value);
  if ('startsWith' in condition) return value.startsWith(condition.startsWith.toLowerCase());
  if ('endsWith' in condition) return value.endsWith(condition.endsWith.toLowerCase());
  return value.includes(condition.contains.toLowerCase());
}

/**
 * Chooses a page's variants among `variantIds` (the ones the request offers): the first page
 * variant of `page` whose condition holds, and for each rendering the first of its component
 * variants whose condition holds, in the rules' order. Rules of other pages, and variants not
 * offered, take no part. Ids compare ignoring case; the answer spells them as the request did.
 */
export function decide(rules: readonly PersonalizeRule[], page: string, variantIds: readonly string[], inputs: PersonalizeInputs): PersonalizeDecision {
  const pageId = normalizeGuid(page);
  const offered = new Map(variantIds.map((id) => [id.toLowerCase(), id] as const));
  let variantId: string | null = null;
  const componentVariantIds: string[] = [];
  const decided = new Set<string>();
  for (const rule of rules) {
    if (rule.page !== pageId) continue;
    const requested = offered.get(rule.id);
    if (requested === undefined) continue;
    if (rule.kind === 'page') {
      if (variantId === null && evaluate(rule.when, inputs)) variantId = requested;
    } else if (rule.rendering !== null && !decided.has(rule.rendering) && evaluate(rule.when, inputs)) {
      decided.add(rule.rendering);
      componentVariantIds.push(requested);
    }
  }
  return { variantId, componentVariantIds };
}

/** A GUID in any spelling ({GUID}, GUID, N format) as lower case with dashes; null when it is not one. */
export function normalizeGuid(raw: string): string | null {
  return itemIdOf(raw) ?? null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
