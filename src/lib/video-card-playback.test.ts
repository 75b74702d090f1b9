import { describe, expect, it } from 'vitest';
import { cardWantsPlay, pressOnLeave, pressToggle, type CardPlayback, type CardPress } from './video-card-playback.ts';

/** Plays a visitor's steps on one card; returns whether it plays after each. */
function run(hoverPlays: boolean, steps: Array<'press' | 'enter' | 'leave'>): boolean[] {
  let state: CardPlayback = { press: null as CardPress, hovered: false, hoverPlays };
  return steps.map((step) => {
    if (step === 'press') state = { ...state, press: pressToggle(state) };
    if (step === 'enter') state = { ...state, hovered: true };
    if (step === 'leave') state = { ...state, hovered: false, press: pressOnLeave(state.press) };
    return cardWantsPlay(state);
  });
}

describe('video card playback (spec 002 section 4)', () => {
  it('does not play until asked; a press toggles it', () => {
    expect(cardWantsPlay({ press: null, hovered: false, hoverPlays: true })).toBe(false);
    expect(run(false, ['press', 'press', 'press'])).toEqual([true, false, true]);
  });

  it('plays while hovered in the slider card, and stops when the pointer leaves', () => {
    expect(run(true, ['enter', 'leave', 'enter'])).toEqual([true, false, true]);
  });

  it('does not play on hover where hovering does not play (edit mode, an embed, less motion asked)', () => {
    expect(run(false, ['enter', 'leave'])).toEqual([false, false]);
    // The control still plays it, and the pointer leaving does not stop what was pressed.
    expect(run(false, ['enter', 'press', 'leave'])).toEqual([false, true, true]);
  });

  it('a press pauses a hover-played video until the pointer leaves; the next hover plays again', () => {
    expect(run(true, ['enter', 'press', 'leave', 'enter'])).toEqual([true, false, false, true]);
  });

  it('a video started by a press keeps playing after the pointer leaves, and a press stops it', () => {
    expect(run(true, ['press', 'enter', 'leave', 'press'])).toEqual([true, true, true, false]);
    // Pressed to play while not hovered, then hovered and pressed: paused, and still after leaving.
    expect(run(true, ['press', 'enter', 'press'])).toEqual([true, true, false]);
  });
});
