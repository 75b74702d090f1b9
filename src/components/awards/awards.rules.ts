import { isRecord, readList, readText } from '../../fields/read.ts';
import { readDateField } from '../../lib/date-field.ts';
import { formatDate } from '../../lib/dates.ts';
import { dayKeyOf } from '../../lib/today.ts';

/** Awards constants (spec 003 section 9): "5 year groups per step; 3-column grid on desktop". */
export const AWARD_YEARS_STEP = 5;
export const AWARD_COLUMNS_DESKTOP = 3;

export interface AwardModel {
  key: string;
  fields: Record<string, unknown>;
  /** Null when missing, 0001-01-01 or invalid (spec 003 section 5: "counts as no date"). */
  date: Date | null;
}

export interface AwardYearModel {
  key: string;
  fields: Record<string, unknown>;
  awards: AwardModel[];
}

function itemsOf(field: unknown, prefix: string): { key: string; fields: Record<string, unknown> }[] {
  return readList(field).flatMap((entry, index) => {
    if (!isRecord(entry) || !isRecord(entry.fields)) return [];
    const id = typeof entry.id === 'string' && entry.id !== '' ? entry.id : prefix;
    return [{ key: `${id}#${index}`, fields: entry.fields }];
  });
}

/**
 * The year groups and their awards, in the editor's order. Outside edit mode a group without any
 * award is left out (decision: a year with nothing under it says nothing to a visitor); editors
 * see every group.
 */
export function awardYearsOf(field: unknown, editing: boolean): AwardYearModel[] {
  const years = itemsOf(field, 'year').map((year) => ({
    ...year,
    awards: itemsOf(year.fields.awards, 'award').map((award) => ({ ...award, date: readDateField(award.fields.awardDate) })),
  }));
  return editing ? years : years.filter((year) => year.awards.length > 0);
}

/** How many year groups show after one more "Load more" (5 more, never more than there are). */
export function nextShown(shown: number, total: number): number {
  return Math.min(total, Math.max(0, shown) + AWARD_YEARS_STEP);
}

/** Whether some year groups are still hidden. */
export function hasMore(shown: number, total: number): boolean {
  return shown < total;
}

/** An award's date as shown (Intl, in the page's language, UTC) and as a `datetime`; none when no date. */
export function awardDate(award: Pick<AwardModel, 'date'>, language: string): { text: string; iso: string } | undefined {
  if (!award.date) return undefined;
  return { text: formatDate(award.date, language), iso: dayKeyOf(award.date) };
}

const AWARD_FIELDS = ['awardTitle', 'awardSubtitle', 'awardDate'] as const;

/**
 * The block's fields as the island carries them (decision record 009): the header fields, each
 * year's awardYear and each award's three fields (not names, display names or template fields).
 */
export function compactAwards(fields: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const compact: Record<string, unknown> = {};
  for (const key of ['headline', 'description', 'sectionId'] as const) if (key in fields) compact[key] = fields[key];
  compact.awardYears = readList(fields.awardYears).flatMap((entry) => {
    if (!isRecord(entry) || !isRecord(entry.fields)) return [];
    const awards = readList(entry.fields.awards).flatMap((award) =>
      isRecord(award) && isRecord(award.fields)
        ? [{ ...(typeof award.id === 'string' ? { id: award.id } : {}), fields: pick(award.fields, AWARD_FIELDS) }]
        : [],
    );
    const year: Record<string, unknown> = { awards };
    if ('awardYear' in entry.fields) year.awardYear = entry.fields.awardYear;
    return [{ ...(typeof entry.id === 'string' ? { id: entry.id } : {}), fields: year }];
  });
  return compact;
}

function pick(fields: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.filter((key) => key in fields).map((key) => [key, fields[key]]));
}

/** The year a group is headed with (its awardYear text, trimmed). */
export function yearOf(year: AwardYearModel): string {
  return readText(year.fields.awardYear).trim();
}
