/**
 * Feature card block (spec 002 sections 2, 3 and 4): an image on the left or right of a headline,
 * description and call to action. Pure: the alignment, and what counts as the tap that highlights
 * the card on a phone.
 */
import { readChoice } from '../../lib/choice.ts';

export type ImageAlignment = 'left' | 'right';
export const DEFAULT_IMAGE_ALIGNMENT: ImageAlignment = 'left';

/**
 * `imageAlignment` (a droplist text or droplink item: 'Left', 'right', 'Image Right'…): right
 * when it names right, else left. Left and right are the reading order's start and end: in
 * Arabic the page mirrors, so "left" puts the image on the right, where an Arabic reader starts
 * (our decision, like every other block's layout in the right-to-left pages).
 */
export function imageAlignmentOf(field: unknown): ImageAlignment {
  return /(^|[^a-z])right([^a-z]|$)/i.test(readChoice(field)) ? 'right' : DEFAULT_IMAGE_ALIGNMENT;
}

/**
 * Spec 002 section 4: "Feature card on mobile: a tap adds an active (highlight) state; a tap
 * outside removes it." A tap is a touch (or a pen's touch): a mouse already has its hover state,
 * and a phone is what has touches. Edit mode has no states.
 */
export function isHighlightTap(pointerType: string, editing: boolean): boolean {
  return !editing && (pointerType === 'touch' || pointerType === 'pen');
}
