import { fieldsOf, readImage, readItems, readText } from '../../fields/read.ts';
import { countsUp, readCountedFigure, type CountedFigure } from '../../ui/count-up/count-up.rules.ts';

/** Parallax numbers (spec 003): cards with a counted number between two drifting images. */

/** Spec 003 section 9: "Parallax numbers count-up 1.5 s". */
export const PARALLAX_COUNT_MS = 1500;
/**
 * Spec 003 section 4 says "when in view" without a share: half the card, as the statistics
 * block's "once in view" (src/components/statistics, COUNTER_IN_VIEW_THRESHOLD).
 */
export const PARALLAX_VISIBILITY = 0.5;

export interface ParallaxCardModel extends CountedFigure {
  key: string;
  fields: Record<string, unknown>;
  title: string;
  description: string;
  hasLeft: boolean;
  hasRight: boolean;
}

/**
 * The cards (`cards`: items with number, unit, title, description, leftImage, rightImage and
 * their mobile variants). Outside editing a card with no number, title or description is dropped.
 */
export function parallaxCardsOf(fields: Record<string, unknown>, editing: boolean): ParallaxCardModel[] {
  const models = readItems(fields.cards).map((item, index) => {
    const own = fieldsOf(item.fields);
    return {
      key: item.id || `${index}`,
      fields: own,
      ...readCountedFigure(own),
      title: readText(own.title).trim(),
      description: readText(own.description).trim(),
      hasLeft: readImage(own.leftImage) !== undefined || readImage(own.mobileLeftImage) !== undefined,
      hasRight: readImage(own.rightImage) !== undefined || readImage(own.mobileRightImage) !== undefined,
    };
  });
  return editing ? models : models.filter((m) => m.raw !== '' || m.title !== '' || m.description !== '');
}

/** Spec 003 section 4: "final value shown in editing mode"; reduced motion also shows it at once. */
export const parallaxNumbersCount = countsUp;
