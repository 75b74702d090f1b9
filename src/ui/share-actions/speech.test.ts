import { describe, expect, it, vi } from 'vitest';
import { SPEECH_KEEP_ALIVE_MS } from './share-actions.rules.ts';
import { createSpeechReader } from './speech.ts';

class FakeUtterance {
  lang = '';
  onend: (() => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  constructor(public text: string) {}
}

function setup() {
  const synth = { speak: vi.fn(), cancel: vi.fn(), pause: vi.fn(), resume: vi.fn() };
  const changes: boolean[] = [];
  const errors: unknown[] = [];
  let tick: (() => void) | undefined;
  const clearInterval = vi.fn();
  const reader = createSpeechReader({
    synth,
    Utterance: FakeUtterance as unknown as new (text: string) => SpeechSynthesisUtterance,
    onChange: (reading) => changes.push(reading),
    onError: (error) => errors.push(error),
    setInterval: (fn, ms) => {
      expect(ms).toBe(SPEECH_KEEP_ALIVE_MS);
      tick = fn;
      return 7;
    },
    clearInterval,
  });
  const spoken = () => synth.speak.mock.calls.map((call) => call[0] as FakeUtterance);
  return { synth, changes, errors, reader, spoken, tickKeepAlive: () => tick?.(), clearInterval };
}

describe('createSpeechReader (spec 001 section 4: reading aloud)', () => {
  it('cancels any current speech before speaking, in the page language', () => {
    const { synth, reader, spoken, changes } = setup();
    reader.start('Green corridors.', 'en-GB');
    expect(synth.cancel).toHaveBeenCalledTimes(1);
    expect(synth.cancel.mock.invocationCallOrder[0]).toBeLessThan(synth.speak.mock.invocationCallOrder[0]!);
    expect(spoken()[0]!.text).toBe('Green corridors.');
    expect(spoken()[0]!.lang).toBe('en-GB');
    expect(changes).toEqual([true]);
  });

  it('pauses and resumes every 10 s while reading, and stops doing so when it ends', () => {
    const { synth, reader, spoken, tickKeepAlive, clearInterval, changes } = setup();
    reader.start('Text', 'en-GB');
    tickKeepAlive();
    expect(synth.pause).toHaveBeenCalledTimes(1);
    expect(synth.resume).toHaveBeenCalledTimes(1);
    spoken()[0]!.onend!();
    expect(changes).toEqual([true, false]);
    expect(clearInterval).toHaveBeenCalledWith(7);
    tickKeepAlive();
    expect(synth.pause).toHaveBeenCalledTimes(1);
  });

  it('ends on stop, and on an error (logged, unless it is our own interruption)', () => {
    const a = setup();
    a.reader.start('Text', 'en-GB');
    a.reader.stop();
    expect(a.synth.cancel).toHaveBeenCalledTimes(2);
    expect(a.changes).toEqual([true, false]);

    const b = setup();
    b.reader.start('Text', 'ar-SA');
    b.spoken()[0]!.onerror!({ error: 'synthesis-failed' });
    expect(b.changes).toEqual([true, false]);
    expect(b.errors).toEqual(['synthesis-failed']);

    const c = setup();
    c.reader.start('Text', 'en-GB');
    c.spoken()[0]!.onerror!({ error: 'interrupted' });
    expect(c.errors).toEqual([]);
    expect(c.changes).toEqual([true, false]);
  });

  it('a new start ends the old reading first; the old utterance ending later changes nothing', () => {
    const { reader, spoken, changes } = setup();
    reader.start('First', 'en-GB');
    reader.start('Second', 'en-GB');
    expect(changes).toEqual([true, false, true]);
    spoken()[0]!.onend!();
    expect(changes).toEqual([true, false, true]);
    spoken()[1]!.onend!();
    expect(changes).toEqual([true, false, true, false]);
  });

  it('speaks nothing for an empty page', () => {
    const { synth, reader, changes } = setup();
    reader.start('   ', 'en-GB');
    expect(synth.speak).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });
});
