/**
 * When a video card plays (spec 002 section 4: "Video card: not playing, then playing. A click on
 * the play control toggles it … In the slider card the video plays while hovered on non-edit
 * screens"). Pure: the card's component (src/ui/video-card/VideoCard.tsx) keeps the state.
 *
 * Two inputs decide: the visitor's last press of the play control, and whether the pointer is over
 * the card where hovering plays. Decided where the spec is silent:
 * - A press toggles what the visitor sees: it pauses a video that plays (by hover or by an earlier
 *   press) and plays one that does not.
 * - A video started by a press keeps playing when the pointer leaves: the visitor asked for it.
 * - A video paused by a press stays paused while the pointer stays; leaving the card forgets that
 *   pause, so the next hover plays it again, as the first one did.
 */

/** The visitor's last press of the play control, or null: none, or a pause forgotten on leaving. */
export type CardPress = 'play' | 'pause' | null;

export interface CardPlayback {
  press: CardPress;
  /** A mouse or pen is over the card (a touch is no hover). */
  hovered: boolean;
  /** Hovering plays here: the slider card outside edit mode, a file video, a visitor who has not
   * asked for less motion or data (src/lib/video-playback.ts: canPlayOnHover). */
  hoverPlays: boolean;
}

export function cardWantsPlay({ press, hovered, hoverPlays }: CardPlayback): boolean {
  if (press !== null) return press === 'play';
  return hoverPlays && hovered;
}

/** The press after a click on the play control: the opposite of what the card does now. */
export function pressToggle(state: CardPlayback): CardPress {
  return cardWantsPlay(state) ? 'pause' : 'play';
}

/** The press once the pointer has left the card: a pause is forgotten, a play kept. */
export function pressOnLeave(press: CardPress): CardPress {
  return press === 'pause' ? null : press;
}
