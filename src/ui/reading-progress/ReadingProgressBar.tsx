import { useEffect, useRef, useState } from 'react';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Text } from '../../fields/Text.tsx';
import { hasText } from '../../fields/read.ts';
import { Container } from '../layout.tsx';
import { isProgressBarShown, readingProgress } from './reading-progress.rules.ts';
import { Fill, ProgressInner, ProgressLabel, ProgressRoot, ProgressTitle, Track } from './reading-progress.styles.ts';

export { READING_PROGRESS_PHRASES } from './reading-progress.phrases.ts';

/** The page parts whose heights the progress leaves out (spec 001 section 4): the page layout's own header and footer. */
const HEADER = 'header';
const FOOTER = 'footer';
const RELATED = '[data-block="related-articles"]';

function heightOf(selector: string): number {
  const element = document.querySelector(selector);
  return element ? element.getBoundingClientRect().height : 0;
}

/**
 * The sticky reading progress bar: the page's title (articleProgressBarTitle or
 * newsProgressBarTitle) and a bar filling as the reader scrolls. The server renders it hidden at
 * 0 (what the first browser render repeats); after hydration scroll and resize move it.
 */
export function ReadingProgressBar({ titleField, emptyLabel }: { titleField: unknown; emptyLabel: string }) {
  const t = useTranslate();
  const editing = useIsEditing();
  const [state, setState] = useState({ shown: false, progress: 0 });
  const frame = useRef(0);

  useEffect(() => {
    if (editing) return;
    const measure = () => {
      frame.current = 0;
      const scrollY = window.scrollY;
      const next = {
        shown: isProgressBarShown(scrollY, window.innerHeight),
        progress: readingProgress({
          scrollY,
          pageHeight: document.documentElement.scrollHeight,
          headerHeight: heightOf(HEADER),
          footerHeight: heightOf(FOOTER),
          relatedHeight: heightOf(RELATED),
        }),
      };
      setState((current) => (current.shown === next.shown && Math.abs(current.progress - next.progress) < 0.001 ? current : next));
    };
    const schedule = () => {
      if (!frame.current) frame.current = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      cancelAnimationFrame(frame.current);
    };
  }, [editing]);

  if (!editing && !hasText(titleField)) return null;
  const percent = Math.round(state.progress * 100);
  const shown = editing || state.shown;

  return (
    <ProgressRoot $inline={editing} $shown={shown} data-progress-bar="" data-shown={shown ? 'true' : 'false'} aria-hidden={shown ? undefined : true}>
      <Container>
        <ProgressInner>
          <ProgressLabel>{t('NowReading', 'Now reading')}</ProgressLabel>
          <Text as={ProgressTitle} field={titleField} emptyLabel={emptyLabel} />
        </ProgressInner>
      </Container>
      <Track role="progressbar" aria-label={t('ReadingProgress', 'Reading progress')} aria-valuemin={0} aria-valuemax={100} aria-valuenow={percent}>
        <Fill data-progress={percent} style={{ transform: `scaleX(${state.progress})` }} />
      </Track>
    </ProgressRoot>
  );
}
