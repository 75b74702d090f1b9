import { useCallback, useEffect, useRef, useState } from 'react';
import { createSpeechReader, type SpeechReader } from './speech.ts';
import { SPEECH_UNSUPPORTED } from './share-actions.rules.ts';

export type SpeechSupport = 'unknown' | 'supported' | 'unsupported';

/**
 * The listen button's state. The server and the first browser render say 'unknown' (the button
 * shows, so hydration matches); after hydration a browser without speech synthesis hides it and
 * logs the spec's message once.
 */
export function useSpeech(): { support: SpeechSupport; reading: boolean; toggle: (text: () => string, lang: string) => void } {
  const [support, setSupport] = useState<SpeechSupport>('unknown');
  const [reading, setReading] = useState(false);
  const reader = useRef<SpeechReader | null>(null);

  useEffect(() => {
    const synth = typeof window !== 'undefined' ? window.speechSynthesis : undefined;
    const Utterance = typeof window !== 'undefined' ? window.SpeechSynthesisUtterance : undefined;
    if (!synth || typeof Utterance !== 'function') {
      console.info(SPEECH_UNSUPPORTED);
      setSupport('unsupported');
      return;
    }
    setSupport('supported');
    const created = createSpeechReader({
      synth,
      Utterance,
      onChange: setReading,
      onError: (error) => console.error('Speech synthesis error', error),
    });
    reader.current = created;
    return () => {
      created.stop();
      reader.current = null;
    };
  }, []);

  const toggle = useCallback(
    (text: () => string, lang: string) => {
      const current = reader.current;
      if (!current) {
        console.error(SPEECH_UNSUPPORTED);
        return;
      }
      if (reading) current.stop();
      else current.start(text(), lang);
    },
    [reading],
  );

  return { support, reading, toggle };
}
