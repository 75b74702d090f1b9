/**
 * Media gallery (spec 002 sections 2, 3, 4, 9): its items, which slide a key or a swipe makes
 * active, and the slider's constants. Pure: no React, no browser.
 */
import { fieldsOf, hasText, readImage, readItems } from '../../fields/read.ts';
import type { CarouselAction } from '../../ui/carousel.rules.ts';

/** "Gallery slider: speed 500 ms, centre padding 15% (10% on small screens), navigation bar strip width 336 px." */
export const GALLERY_SPEED_MS = 500;
export const CENTRE_PADDING_SHARE = 0.15;
export const CENTRE_PADDING_SMALL_SHARE = 0.1;
/** "Small screens": below the theme's sm breakpoint (768 px), where the phone layouts begin. */
export const SMALL_MAX_PX = 767;
export const BAR_STRIP_PX = 336;
/**
 * Not in the spec for the gallery: a swipe counts from 50 px, the threshold the spec gives the
 * other swiped carousels of this page (documents, the video modal).
 */
export const GALLERY_SWIPE_PX = 50;

export interface GalleryItem {
  key: string;
  fields: Record<string, unknown>;
}

/**
 * "Gallery item: image, headline." Outside edit mode an item without an image is left out (a
 * gallery shows pictures; a title alone has nothing to caption); in edit mode every item stays.
 */
export function galleryItemsOf(field: unknown, editing: boolean): GalleryItem[] {
  const items: GalleryItem[] = [];
  readItems(field).forEach((item, index) => {
    const fields = fieldsOf(item.fields);
    if (!editing && readImage(fields.image) === undefined) return;
    items.push({ key: item.id || `item-${index}`, fields });
  });
  return items;
}

export function hasCaption(item: GalleryItem): boolean {
  return hasText(item.fields.headline);
}

export type GalleryLayout = 'empty' | 'single' | 'stacked' | 'carousel';

/** "With one item a plain image is shown. In edit mode all items are listed stacked." */
export function galleryLayout(count: number, editing: boolean): GalleryLayout {
  if (editing) return count === 0 ? 'empty' : 'stacked';
  if (count === 0) return 'empty';
  return count === 1 ? 'single' : 'carousel';
}

/**
 * The slide a previous/next step (an arrow key or a swipe) makes active: within bounds, except
 * that next from the last wraps to the first, as a click on the active last slide does
 * (`slideAfterClick` in src/ui/carousel.rules.ts), so the keyboard reaches the same wrap as the pointer.
 */
export function slideAfterStep(action: CarouselAction, active: number, count: number): number {
  if (count <= 0) return 0;
  if (action === 'next') return active >= count - 1 ? 0 : active + 1;
  return Math.max(0, active - 1);
}
