import { useEffect, useRef, useState, type RefObject } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { canAutoplay, readPlaybackEnvironment } from '../../lib/video-playback.ts';
import { Icon } from '../../ui/Icon.tsx';
import { BANNER_VIDEO_ROOT_MARGIN } from './banner.rules.ts';
import { PauseButton, Video } from './banner.styles.ts';

export type BannerVideoState = 'off' | 'waiting' | 'loading' | 'playing' | 'paused';

/**
 * The banner's background video (spec 003 section 4: "loads when the banner nears view, starts
 * muted and looping, fades in when ready"). Nothing of it is in the server HTML: the still image
 * shows until the video plays. In the browser, when this visitor may have background video
 * (src/lib/video-playback.ts canAutoplay: not with reduced motion, a slow or data-saving
 * connection, fewer than 4 cores or under 4 GB), an IntersectionObserver with a root margin waits
 * until the banner nears the viewport; only then is the `<video>` created (muted, looping,
 * inline), and it fades in on its first `playing`. A video that fails stays hidden over the still.
 * A pause button (WCAG 2.2.2: motion over 5 s can be paused) shows once it plays.
 */
export function BannerVideo({ src, rootRef }: { src: string; rootRef: RefObject<HTMLElement | null> }) {
  const t = useTranslate();
  const videoRef = useRef<HTMLVideoElement>(null);
  const [state, setState] = useState<BannerVideoState>('off');
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const root = rootRef.current;
    if (!root || typeof IntersectionObserver !== 'function') return;
    if (!canAutoplay(readPlaybackEnvironment())) return;
    setState('waiting');
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setState('loading');
      },
      { rootMargin: BANNER_VIDEO_ROOT_MARGIN },
    );
    observer.observe(root);
    return () => observer.disconnect();
  }, [rootRef]);

  const mounted = state === 'loading' || state === 'playing' || state === 'paused';
  useEffect(() => {
    const video = videoRef.current;
    if (!video || state !== 'loading') return;
    // React sets `muted` as a property only: say it again before playing, or autoplay is refused.
    video.muted = true;
    video.play()?.catch(() => undefined);
  }, [state]);

  useEffect(() => {
    rootRef.current?.setAttribute('data-banner-video', failed ? 'failed' : state);
  }, [rootRef, state, failed]);

  if (!mounted || failed) return null;
  const toggle = () => {
    const video = videoRef.current;
    if (!video) return;
    if (video.paused) video.play()?.catch(() => undefined);
    else video.pause();
  };
  return (
    <>
      <Video
        ref={videoRef}
        src={src}
        muted
        loop
        playsInline
        autoPlay
        preload="auto"
        disablePictureInPicture
        aria-hidden="true"
        tabIndex={-1}
        $shown={state !== 'loading'}
        onPlaying={() => setState('playing')}
        onPause={() => setState((now) => (now === 'loading' ? now : 'paused'))}
        onError={() => setFailed(true)}
      />
      {state !== 'loading' && (
        <PauseButton
          type="button"
          onClick={toggle}
          data-banner-video-toggle=""
          aria-label={state === 'paused' ? t('BannerPlayVideo', 'Play background video') : t('BannerPauseVideo', 'Pause background video')}
        >
          <Icon name={state === 'paused' ? 'play' : 'pause'} />
        </PauseButton>
      )}
    </>
  );
}
