import { useEffect, useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { canAutoplay, readPlaybackEnvironment } from '../../lib/video-playback.ts';
import { Container, Notice } from '../../ui/layout.tsx';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { loaderMedia, remainingMs } from './article-loader.rules.ts';
import { Mark, Media, Overlay } from './article-loader.styles.ts';

/**
 * Article loader overlay (spec 001 section 4): only when the site settings name a loader
 * animation (page facts `loaderAnimation`). It covers the page from the first paint for 3 s from
 * the navigation start, with the page scroll locked meanwhile. Editors see a note instead.
 */
export default function ArticleLoader(_props: BlockProps) {
  const editing = useIsEditing();
  const facts = usePageFacts();
  const t = useTranslate();
  const shown = useLoaderTime(!editing && loaderMedia(facts.loaderAnimation) !== undefined);
  const media = loaderMedia(facts.loaderAnimation);

  if (editing) {
    return (
      <Container data-block="article-loader">
        <Notice role="note">
          {media
            ? 'Article loader: visitors see the loader animation for 3 s when the page opens.'
            : 'Article loader: no loader animation is set in the site settings, so visitors see nothing.'}
        </Notice>
      </Container>
    );
  }
  if (!media || !shown) return null;
  return (
    <Overlay data-block="article-loader" data-article-loader="" role="status" aria-live="polite">
      <Media aria-hidden="true">
        {media.kind === 'video' ? <LoaderVideo src={media.src} /> : media.kind === 'image' ? <img src={media.src} alt="" /> : <Mark />}
      </Media>
      <VisuallyHidden>{t('Loading', 'Loading')}</VisuallyHidden>
    </Overlay>
  );
}

/**
 * The loader's video is a background video: it starts on its own only where spec 003 section 9
 * allows autoplay (not with reduced motion, on a slow or data-saving connection, with fewer than
 * 4 cores or under 4 GB), decided in the browser once the island runs; otherwise its first frame
 * stands still. No `autoPlay` attribute, so it cannot start before that decision.
 */
function LoaderVideo({ src }: { src: string }) {
  const ref = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = ref.current;
    if (!video || !canAutoplay(readPlaybackEnvironment())) return;
    const playing = video.play() as Promise<void> | undefined;
    // A refused play (a browser policy) leaves the first frame; nothing to report.
    playing?.catch?.(() => {});
  }, []);
  return <video ref={ref} src={src} muted loop playsInline preload="auto" data-loader-video="" />;
}

/** True until 3 s after the navigation start; the page scroll is locked meanwhile. */
function useLoaderTime(active: boolean): boolean {
  const [shown, setShown] = useState(true);
  useEffect(() => {
    if (!active) return;
    const release = lockPageScroll();
    const timer = setTimeout(() => {
      release();
      setShown(false);
    }, remainingMs(performance.now()));
    return () => {
      clearTimeout(timer);
      release();
    };
  }, [active]);
  return shown;
}
