import { SPEECH_KEEP_ALIVE_MS } from './share-actions.rules.ts';

/**
 * Reading aloud (spec 001 section 4): idle to reading and back. Starting cancels any current
 * speech; the reading ends on finish, error or stop; while it reads, a pause/resume every 10 s
 * keeps Chrome from cutting long texts off. Written against the two browser objects it needs so
 * tests can hand it fakes.
 */
export interface SpeechSynthesisLike {
  speak(utterance: SpeechSynthesisUtterance): void;
  cancel(): void;
  pause(): void;
  resume(): void;
}

export interface SpeechReader {
  start(text: string, lang: string): void;
  stop(): void;
}

export interface SpeechReaderOptions {
  synth: SpeechSynthesisLike;
  Utterance: new (text: string) => SpeechSynthesisUtterance;
  /** Called with true when reading starts and false when it ends, whatever ended it. */
  onChange: (reading: boolean) => void;
  onError?: (error: unknown) => void;
  setInterval?: (fn: () => void, ms: number) => unknown;
  clearInterval?: (id: unknown) => void;
}

export function createSpeechReader(options: SpeechReaderOptions): SpeechReader {
  const { synth, Utterance, onChange } = options;
  const every = options.setInterval ?? ((fn, ms) => globalThis.setInterval(fn, ms));
  const clear = options.clearInterval ?? ((id) => globalThis.clearInterval(id as ReturnType<typeof setInterval>));
  let current: SpeechSynthesisUtterance | undefined;
  let keepAlive: unknown;

  const finish = (utterance: SpeechSynthesisUtterance | undefined) => {
    // An old utterance's end (cancelled by a new start) must not end the new reading.
    if (utterance !== current) return;
    current = undefined;
    if (keepAlive !== undefined) clear(keepAlive);
    keepAlive = undefined;
    onChange(false);
  };

  return {
    start(text, lang) {
      const previous = current;
      current = undefined;
      if (keepAlive !== undefined) clear(keepAlive);
      keepAlive = undefined;
      synth.cancel();
      if (previous) onChange(false);
      if (text.trim() === '') return;
      const utterance = new Utterance(text);
      utterance.lang = lang;
      utterance.onend = () => finish(utterance);
      utterance.onerror = (event) => {
        const error = (event as { error?: unknown })?.error;
        // 'interrupted' and 'canceled' are our own stop or a new start, not failures.
        if (error !== 'interrupted' && error !== 'canceled') options.onError?.(error ?? event);
        finish(utterance);
      };
      current = utterance;
      onChange(true);
      synth.speak(utterance);
      keepAlive = every(() => {
        if (current !== utterance) return;
        synth.pause();
        synth.resume();
      }, SPEECH_KEEP_ALIVE_MS);
    },
    stop() {
      const utterance = current;
      synth.cancel();
      finish(utterance);
    },
  };
}
