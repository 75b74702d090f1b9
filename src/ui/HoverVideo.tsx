import { useCallback, useEffect, useRef, useState, type FocusEvent, type PointerEvent } from 'react';
import styled from 'styled-components';
import { canPlayOnHover, readPlaybackEnvironment } from '../lib/video-playback.ts';

/**
 * A card's video that plays, muted and looping, while the card is hovered or has the keyboard
 * focus (spec 000 section 4: "Card-slider video: plays while hovered outside editing"). It sits
 * over the card's image, which shows whenever the video does not play.
 *
 * Nothing is in the server HTML and nothing downloads until the first hover or focus: the
 * `<video>` is created then. Reduced motion and slow or data-saving connections keep it off
 * (src/lib/video-playback.ts: canPlayOnHover); a video that fails to load simply stays hidden.
 */
export function HoverVideo({ src, active, className }: { src: string; active: boolean; className?: string }) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const [allowed, setAllowed] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    setAllowed(canPlayOnHover(readPlaybackEnvironment()));
  }, []);

  if (active && allowed && !failed && !mounted) setMounted(true);

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active && allowed) {
      video.muted = true;
      video.play()?.catch(() => undefined);
    } else {
      video.pause();
      // The next hover starts from the beginning, like a preview.
      if (video.currentTime > 0) video.currentTime = 0;
    }
  }, [active, allowed, mounted]);

  if (!mounted || failed) return null;
  return (
    <Video
      ref={videoRef}
      className={className}
      src={src}
      muted
      loop
      playsInline
      preload="auto"
      disablePictureInPicture
      aria-hidden="true"
      tabIndex={-1}
      data-hover-video={playing && active ? 'playing' : 'paused'}
      $shown={playing && active}
      onPlaying={() => setPlaying(true)}
      onPause={() => setPlaying(false)}
      onError={() => setFailed(true)}
    />
  );
}

const Video = styled.video<{ $shown: boolean }>`
  position: absolute;
  inset: 0;
  inline-size: 100%;
  block-size: 100%;
  object-fit: cover;
  opacity: ${({ $shown }) => ($shown ? 1 : 0)};
  transition: opacity ${({ theme }) => theme.motion.base} ease;
  pointer-events: none;
`;

export interface HoverHandlers {
  onPointerEnter: (event: PointerEvent<HTMLElement>) => void;
  onPointerLeave: (event: PointerEvent<HTMLElement>) => void;
  onFocus: (event: FocusEvent<HTMLElement>) => void;
  onBlur: (event: FocusEvent<HTMLElement>) => void;
}

/**
 * Hover and focus state of an element (spread the handlers on it): a mouse or pen over it, or
 * the focus inside it. A touch is not a hover: a tap follows the card's link instead. Off when
 * `enabled` is false (edit mode, no video), so those cards keep no state at all.
 */
export function useHoverActivity(enabled: boolean): [active: boolean, handlers: HoverHandlers | undefined] {
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const onPointerEnter = useCallback((event: PointerEvent<HTMLElement>) => {
    if (event.pointerType !== 'touch') setHovered(true);
  }, []);
  const onPointerLeave = useCallback(() => setHovered(false), []);
  const onFocus = useCallback(() => setFocused(true), []);
  const onBlur = useCallback((event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
  }, []);
  if (!enabled) return [false, undefined];
  return [hovered || focused, { onPointerEnter, onPointerLeave, onFocus, onBlur }];
}
