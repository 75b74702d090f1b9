import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { useLogger, useTranslate } from '../../app/context/index.ts';
import type { PlayableVideoSource } from '../../lib/video-card.ts';
import { cardWantsPlay, pressOnLeave, pressToggle, type CardPress } from '../../lib/video-card-playback.ts';
import { canPlayOnHover, readPlaybackEnvironment } from '../../lib/video-playback.ts';
import { embedCommand, embedUrl } from '../../lib/video-source.ts';
import { Icon, preloadIcons } from '../Icon.tsx';
import { Spinner } from '../Spinner.ts';
import { Badge, EmbedFrame, Overlay, Stage, Toggle, VideoElement } from './video-card.styles.ts';

export interface VideoCardProps {
  source: PlayableVideoSource;
  /** The card's image (server-rendered): the thumbnail overlay until the first play. */
  poster: ReactNode;
  /** The card's name for the embed's frame (its headline, else 'Video'). */
  title: string;
  /** The pointer is over the card (useCardHover on the card). */
  hovered: boolean;
  /** The slider card outside edit mode: hovering plays a file video (spec 002 section 4). */
  playsOnHover: boolean;
  /** The id of the card's title, which names what the control plays. */
  describedBy?: string;
  editing: boolean;
}

/**
 * A video card (spec 002 section 4, spec 000 sections 5, 7 and 9): the card's thumbnail over a
 * player that nothing loads until the visitor plays it. A press on the play control toggles it;
 * the thumbnail hides after the first play; a spinner shows until the player is ready and while
 * it buffers; always muted, looping, without controls. A file plays in a `<video>`; YouTube and
 * Vimeo play in their embed, built from the id with muted, looping, autoplay on and controls off
 * (src/lib/video-source.ts embedUrl), paused and resumed by message. In the slider card a file
 * video also plays while hovered (src/lib/video-card-playback.ts decides when it plays).
 *
 * The control is a `<button>` in the server's markup: a tap before the island has hydrated is
 * held and replayed once it has (src/app/input-replay.ts). Editors see the thumbnail and a mark.
 */
export function VideoCard({ source, poster, title, hovered, playsOnHover, describedBy, editing }: VideoCardProps) {
  const t = useTranslate();
  const logger = useLogger();
  const videoRef = useRef<HTMLVideoElement>(null);
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [press, setPress] = useState<CardPress>(null);
  const [wasHovered, setWasHovered] = useState(hovered);
  // Read in the browser after mounting: server and first client render agree (no hover play).
  const [hoverAllowed, setHoverAllowed] = useState(false);
  const [pageOrigin, setPageOrigin] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(false);
  const [ready, setReady] = useState(false);
  const [buffering, setBuffering] = useState(false);
  const [started, setStarted] = useState(false);
  const [failed, setFailed] = useState(false);

  // The pointer left: a pause pressed while it was over the card is forgotten.
  if (hovered !== wasHovered) {
    setWasHovered(hovered);
    if (!hovered) setPress(pressOnLeave(press));
  }
  // Hover plays files only: an embed loads the provider's player, which waits for a press.
  const playback = { press, hovered, hoverPlays: playsOnHover && hoverAllowed && source.kind === 'file' && !editing };
  const wantsPlay = !failed && cardWantsPlay(playback);
  if (wantsPlay && !loaded) setLoaded(true);

  useEffect(() => {
    setHoverAllowed(canPlayOnHover(readPlaybackEnvironment()));
    setPageOrigin(window.location.origin);
    void preloadIcons(['play', 'pause']);
  }, []);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (wantsPlay) {
      video.muted = true;
      video.play()?.catch((error: unknown) => {
        // A browser that refuses even a muted play: shown as paused, the control plays again.
        if (error instanceof Error && error.name === 'NotAllowedError') setPress('pause');
      });
    } else {
      video.pause();
    }
  }, [wantsPlay, loaded]);

  // The embed starts by itself (autoplay=1); afterwards each change is a message to its player.
  const embedPlaying = useRef(true);
  useEffect(() => {
    if (source.kind !== 'embed' || !ready || embedPlaying.current === wantsPlay) return;
    const target = frameRef.current?.contentWindow;
    if (!target) return;
    const { message, targetOrigin } = embedCommand(source.provider, wantsPlay ? 'play' : 'pause');
    target.postMessage(message, targetOrigin);
    embedPlaying.current = wantsPlay;
  }, [wantsPlay, ready, source]);

  if (editing) {
    return (
      <Stage data-video-card="" data-video-state="idle">
        <Overlay $hidden={false}>{poster}</Overlay>
        <Badge aria-hidden="true">
          <Icon name="play" size={18} />
        </Badge>
      </Stage>
    );
  }

  const busy = loaded && wantsPlay && (!ready || buffering);
  const state = !loaded ? 'idle' : !ready ? 'loading' : wantsPlay ? 'playing' : 'paused';
  return (
    <Stage data-video-card="" data-video-state={failed ? 'failed' : state} data-video-overlay={started && !failed ? 'hidden' : 'shown'}>
      {loaded && !failed && source.kind === 'file' && (
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
          onLoadedData={() => setReady(true)}
          onWaiting={() => setBuffering(true)}
          onCanPlay={() => setBuffering(false)}
          onPlaying={() => {
            setBuffering(false);
            setStarted(true);
          }}
          onError={(event) => {
            logger.warn({ err: event.currentTarget.error ?? undefined, src: source.url }, 'video card failed');
            setFailed(true);
          }}
        />
      )}
      {loaded && source.kind === 'embed' && pageOrigin !== null && (
        <EmbedFrame
          ref={frameRef}
          src={embedUrl(source, pageOrigin)}
          title={title}
          allow="autoplay; encrypted-media; picture-in-picture"
          referrerPolicy="strict-origin-when-cross-origin"
          tabIndex={-1}
          onLoad={() => {
            setReady(true);
            setStarted(true);
          }}
        />
      )}
      <Overlay $hidden={started && !failed}>{poster}</Overlay>
      {busy && <Spinner role="status" aria-label={t('VideoLoading', 'Loading video')} />}
      {!failed && (
        <Toggle
          type="button"
          aria-label={wantsPlay ? t('VideoPause', 'Pause video') : t('VideoPlay', 'Play video')}
          aria-describedby={describedBy}
          data-video-card-toggle=""
          onClick={() => setPress(pressToggle(playback))}
        >
          <Icon name={wantsPlay ? 'pause' : 'play'} size={18} />
        </Toggle>
      )}
    </Stage>
  );
}

/**
 * Whether a mouse or pen is over an element (put the ref on it). A touch is no hover: on a touch
 * device the card's video plays with its control, and a tap elsewhere follows the card's link.
 * Off when `enabled` is false (edit mode, no video), so those cards listen to nothing.
 *
 * The browser's own pointerenter and pointerleave, not React's onPointerEnter/Leave: React makes
 * those from pointerover/pointerout pairs within one root, and each island is a root of its own,
 * so a pointer coming straight from another hydrated island (the header, say) never "entered"
 * the card, and one leaving into another island never left it.
 */
export function useCardHover<T extends HTMLElement>(enabled: boolean): [hovered: boolean, ref: RefObject<T | null>] {
  const ref = useRef<T>(null);
  const [hovered, setHovered] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!enabled || !element) return;
    const enter = (event: PointerEvent) => {
      if (event.pointerType !== 'touch') setHovered(true);
    };
    const leave = () => setHovered(false);
    element.addEventListener('pointerenter', enter);
    element.addEventListener('pointerleave', leave);
    return () => {
      element.removeEventListener('pointerenter', enter);
      element.removeEventListener('pointerleave', leave);
      setHovered(false);
    };
  }, [enabled]);
  return [enabled && hovered, ref];
}
