import { useEffect, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
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
        {media.kind === 'video' ? (
          <video src={media.src} autoPlay muted loop playsInline preload="auto" />
        ) : media.kind === 'image' ? (
          <img src={media.src} alt="" />
        ) : (
          <Mark />
        )}
      </Media>
      <VisuallyHidden>{t('Loading', 'Loading')}</VisuallyHidden>
    </Overlay>
  );
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
