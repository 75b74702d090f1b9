import type { Language } from '../../app/page-context.ts';
import { iconGroups, mirroredInRtl, type IconGroup } from '../../ui/icon-groups.ts';
import type { IconName } from '../../ui/icon-names.ts';

/** One group as the catalogue block shows it: its heading in the page's language and its icons. */
export interface CatalogueGroup {
  id: string;
  title: string;
  names: readonly IconName[];
}

const mirrored: ReadonlySet<string> = new Set(mirroredInRtl);

/** Whether the icon is drawn mirrored on right-to-left pages (the catalogue says so under it). */
export const isMirroredInRtl = (name: string): boolean => mirrored.has(name);

/**
 * The groups to show: those the `Groups` parameter names (ids separated by spaces, commas or
 * pipes: `social arrows`), in the catalogue's order, or every group when it names none it knows.
 */
export function catalogueGroups(groupsParam: string | undefined, language: Language, groups: readonly IconGroup[] = iconGroups): CatalogueGroup[] {
  const wanted = new Set(
    (groupsParam ?? '')
      .toLowerCase()
      .split(/[\s,|]+/)
      .filter(Boolean),
  );
  const chosen = groups.filter((group) => wanted.has(group.id));
  return (chosen.length > 0 ? chosen : groups).map((group) => ({
    id: group.id,
    title: language === 'ar' ? group.title.ar : group.title.en,
    names: group.names,
  }));
}
