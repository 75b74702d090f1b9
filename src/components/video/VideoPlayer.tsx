import { useCallback, useEffect, useRef, useState, type FocusEvent, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { useLogger, useTranslate } from '../../app/context/index.ts';
import { REDUCED_MOTION_QUERY } from '../../lib/reduced-motion.ts';
import { canAutoplay, readPlaybackEnvironment } from '../../lib/video-playback.ts';
import { Icon, preloadIcons } from '../../ui/Icon.tsx';
import {
  CONTROLS_HIDE_MS,
  IN_VIEW_ROOT_MARGIN,
  IN_VIEW_THRESHOLDS,
  embedCommand,
  embedUrl,
  formatTime,
  isInView,
  progressShare,
  seekTime,
  shouldLoadPlayer,
  shouldPlay,
  timeAtPointer,
  type VideoSource,
} from './video.rules.ts';
import { EmbedFrame, Message, Poster, Progress, ProgressFill, ProgressTrack, RetryButton, Spinner, Stage, Toggle, VideoElement } from './video.styles.ts';
import { VideoErrorBoundary } from './VideoErrorBoundary.tsx';

export type PlayableSource = Exclude<VideoSource, { kind: 'none' }>;

export interface VideoPlayerProps {
  source: PlayableSource;
  /** The thumbnail, server-rendered; it stays until the player has a picture. */
  poster: ReactNode;
  /** The video's name for assistive technology (the headline, else 'Video'). */
  title: string;
  editing: boolean;
}

/**
 * The player with its failure state (spec 000 sections 4 and 8): a render error inside the player
 * (caught by the boundary) or a media error of the video file shows 'Video temporarily
 * unavailable' with 'Try again', which mounts a fresh player that starts at once (the visitor
 * asked for it). Focus follows: to 'Try again' when the failure took the focused control away,
 * back to the play/pause control after retrying.
 */
export function VideoPlayer(props: VideoPlayerProps) {
  const t = useTranslate();
  const logger = useLogger();
  const rootRef = useRef<HTMLDivElement>(null);
  const retryRef = useRef<HTMLButtonElement>(null);
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const [focusRetry, setFocusRetry] = useState(false);

  const fail = useCallback(
    (error: unknown, kind: 'render' | 'media') => {
      logger.warn({ err: error, kind, source: props.source.kind }, 'video failed');
      const root = rootRef.current;
      setFocusRetry(root !== null && typeof document !== 'undefined' && root.contains(document.activeElement));
      setFailed(true);
    },
    [logger, props.source.kind],
  );

  useEffect(() => {
    if (failed && focusRetry) retryRef.current?.focus();
  }, [failed, focusRetry]);

  const retry = () => {
    setFailed(false);
    setAttempt((n) => n + 1);
  };

  return (
    <div ref={rootRef} style={{ display: 'contents' }}>
      {failed ? (
        <Message data-video-unavailable="">
          <p role="alert">{t('VideoUnavailable', 'Video temporarily unavailable')}</p>
          <RetryButton ref={retryRef} type="button" $variant="white" $size="sm" onClick={retry}>
            {t('VideoTryAgain', 'Try again')}
          </RetryButton>
        </Message>
      ) : (
        <VideoErrorBoundary key={attempt} onError={(error) => fail(error, 'render')}>
          <Player {...props} retried={attempt > 0} onMediaError={(error) => fail(error, 'media')} />
        </VideoErrorBoundary>
      )}
    </div>
  );
}

export interface PlayerProps extends VideoPlayerProps {
  /** Mounted by 'Try again': play at once and take the focus. */
  retried: boolean;
  onMediaError: (error: unknown) => void;
}

/** The player itself (VideoPlayer adds the failure state); exported for its server-render test. */
export function Player({ source, poster, title, editing, retried, onMediaError }: PlayerProps) {
  const t = useTranslate();
  const stageRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const iframeRef = useRef<HTMLIFrameElement>(null);

  // Server render and first client render agree: no autoplay, out of view, nothing loaded.
  const [autoplay, setAutoplay] = useState(false);
  // Try again was pressed in view: it counts as on screen until the observer says otherwise.
  const [inView, setInView] = useState(retried);
  const [startedByHand, setStartedByHand] = useState(retried);
  const [pausedByHand, setPausedByHand] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [time, setTime] = useState(0);
  const [duration, setDuration] = useState(Number.NaN);
  const [pointerActive, pokeControls, hideControls] = useAutoHide(CONTROLS_HIDE_MS);
  const [focusWithin, setFocusWithin] = useState(false);
  // The page's origin, for YouTube's `origin` parameter: read in the browser, after mounting (a
  // render must not touch `window`). The frame waits for it.
  const [pageOrigin, setPageOrigin] = useState<string | null>(null);

  const playback = { editing, autoplay, inView, startedByHand, pausedByHand };
  const wantsPlay = shouldPlay(playback);
  // Once loaded, the player stays: scrolling away pauses it, it does not throw the buffer away.
  if (!loaded && shouldLoadPlayer(playback)) setLoaded(true);

  useEffect(() => {
    const update = () => setAutoplay(canAutoplay(readPlaybackEnvironment()));
    update();
    setPageOrigin(window.location.origin);
    const query = typeof window.matchMedia === 'function' ? window.matchMedia(REDUCED_MOTION_QUERY) : undefined;
    query?.addEventListener?.('change', update);
    void preloadIcons(['play', 'pause']);
    return () => query?.removeEventListener?.('change', update);
  }, []);

  useEffect(() => {
    const stage = stageRef.current;
    if (!stage) return;
    if (typeof IntersectionObserver !== 'function') {
      setInView(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        const entry = entries[entries.length - 1];
        if (entry) setInView(isInView(entry));
      },
      { threshold: [...IN_VIEW_THRESHOLDS], rootMargin: IN_VIEW_ROOT_MARGIN },
    );
    observer.observe(stage);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (retried) toggleRef.current?.focus();
  }, [retried]);

  // The file: play() and pause() follow the decision. A refused play() (a browser that allows no
  // autoplay, even muted) leaves it paused with the play button, as if paused by hand.
  useEffect(() => {
    const video = videoRef.current;
    if (!video || source.kind !== 'file') return;
    if (wantsPlay) {
      video.muted = true;
      const started = video.play();
      started?.catch((error: unknown) => {
        if (error instanceof Error && error.name === 'NotAllowedError') setPausedByHand(true);
      });
    } else if (!video.paused) {
      video.pause();
    }
  }, [wantsPlay, loaded, source.kind]);

  // The embed: play and pause by message once its frame has loaded (no script of ours in it).
  // It starts playing by itself (autoplay=1), so only a change is sent.
  const embedPlaying = useRef(true);
  useEffect(() => {
    if (source.kind !== 'embed' || !ready || embedPlaying.current === wantsPlay) return;
    const target = iframeRef.current?.contentWindow;
    if (!target) return;
    const { message, targetOrigin } = embedCommand(source.provider, wantsPlay ? 'play' : 'pause');
    target.postMessage(message, targetOrigin);
    embedPlaying.current = wantsPlay;
  }, [wantsPlay, ready, source]);

  const toggle = () => {
    pokeControls();
    if (wantsPlay) {
      setPausedByHand(true);
      return;
    }
    setPausedByHand(false);
    setStartedByHand(true);
    // Pressed, so on screen, even when less than the first threshold shows.
    setInView(true);
  };

  const seekTo = (seconds: number) => {
    const video = videoRef.current;
    if (!video) return;
    video.currentTime = seconds;
    setTime(seconds);
  };

  const onProgressKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const target = seekTime(event.key, videoRef.current?.currentTime ?? time, duration);
    if (target === undefined) return;
    event.preventDefault();
    pokeControls();
    seekTo(target);
  };

  const onProgressPointer = (event: PointerEvent<HTMLDivElement>) => {
    if (event.type === 'pointermove' && !event.currentTarget.hasPointerCapture(event.pointerId)) return;
    if (event.type === 'pointerdown') event.currentTarget.setPointerCapture(event.pointerId);
    const box = event.currentTarget.getBoundingClientRect();
    const target = timeAtPointer(event.clientX, box.left, box.width, duration);
    if (target !== undefined) seekTo(target);
  };

  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocusWithin(false);
  };

  const busy = loaded && (!ready || (buffering && wantsPlay));
  const controlsVisible = !wantsPlay || pointerActive || focusWithin;
  const share = progressShare(time, duration);

  return (
    <Stage
      ref={stageRef}
      role="group"
      aria-label={title}
      data-video-player=""
      data-video-state={!loaded ? 'idle' : !ready ? 'loading' : wantsPlay ? 'playing' : 'paused'}
      data-controls={controlsVisible ? 'shown' : 'hidden'}
      $idle={wantsPlay && ready && !controlsVisible}
      onPointerMove={pokeControls}
      onPointerEnter={pokeControls}
      onPointerLeave={hideControls}
      onFocus={(event) => setFocusWithin(isFocusVisible(event.target))}
      onBlur={onBlur}
    >
      <Poster $hidden={loaded && ready}>{poster}</Poster>
      {loaded && source.kind === 'file' && (
        <VideoElement
          ref={videoRef}
          src={source.url}
          muted
          loop
          playsInline
          preload="auto"
          disablePictureInPicture
          aria-hidden="true"
          tabIndex={-1}
          onLoadedMetadata={(event) => setDuration(event.currentTarget.duration)}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onLoadedData={() => setReady(true)}
          onWaiting={() => setBuffering(true)}
          onPlaying={() => setBuffering(false)}
          onCanPlay={() => setBuffering(false)}
          onTimeUpdate={(event) => setTime(event.currentTarget.currentTime)}
          onError={(event) => onMediaError(event.currentTarget.error ?? new Error('media error'))}
        />
      )}
      {loaded && source.kind === 'embed' && pageOrigin !== null && (
        <EmbedFrame
          ref={iframeRef}
          src={embedUrl(source, pageOrigin)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          referrerPolicy="strict-origin-when-cross-origin"
          tabIndex={-1}
          onLoad={() => setReady(true)}
        />
      )}
      {busy && <Spinner role="status" aria-label={t('VideoLoading', 'Loading video')} />}
      <Toggle
        ref={toggleRef}
        type="button"
        aria-label={wantsPlay ? t('VideoPause', 'Pause video') : t('VideoPlay', 'Play video')}
        data-video-toggle=""
        $visible={controlsVisible}
        $corner={editing}
        $busy={busy && wantsPlay}
        onClick={toggle}
      >
        <span>
          <Icon name={wantsPlay ? 'pause' : 'play'} size={28} />
        </span>
      </Toggle>
      {loaded && source.kind === 'file' && (
        <Progress
          role="slider"
          tabIndex={0}
          dir="ltr"
          aria-label={t('VideoProgress', 'Video progress')}
          aria-valuemin={0}
          aria-valuemax={Number.isFinite(duration) ? Math.round(duration) : 0}
          aria-valuenow={Math.round(time)}
          aria-valuetext={t('VideoTimeOf', '{time} of {duration}', { time: formatTime(time), duration: formatTime(duration) })}
          data-video-progress=""
          $visible={controlsVisible}
          onKeyDown={onProgressKey}
          onPointerDown={onProgressPointer}
          onPointerMove={onProgressPointer}
        >
          <ProgressTrack>
            <ProgressFill style={{ transform: `scaleX(${share})` }} />
          </ProgressTrack>
        </Progress>
      )}
    </Stage>
  );
}

/**
 * Keyboard focus keeps the controls on screen; the focus a mouse click leaves on the toggle does
 * not (or the controls of a video started by click would never hide).
 */
function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return true; // a browser without :focus-visible: keep them visible, as for the keyboard
  }
}

/**
 * Shown on hover or pointer movement, hidden again after `ms` without movement, at once when the
 * pointer leaves (spec 000 section 4: "Controls show on hover or pointer move and hide after 3
 * seconds").
 */
export function useAutoHide(ms: number): [active: boolean, poke: () => void, hide: () => void] {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const poke = useCallback(() => {
    setActive(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setActive(false), ms);
  }, [ms]);
  const hide = useCallback(() => {
    clearTimeout(timer.current);
    setActive(false);
  }, []);
  useEffect(() => () => clearTimeout(timer.current), []);
  return [active, poke, hide];
}

/** Moved to src/ui/ProviderThumbnail.tsx (shared with the video highlight). */
export { ProviderThumbnail } from '../../ui/ProviderThumbnail.tsx';
