import { useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type PointerEvent } from 'react';
import { createPortal } from 'react-dom';
import { useLocale, useStableId, useTranslate } from '../../app/context/index.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { embedUrl } from '../../lib/video-source.ts';
import { Icon } from '../../ui/Icon.tsx';
import { Spinner } from '../../ui/Spinner.ts';
import { swipeAction } from '../../ui/swipe.rules.ts';
import { MODAL_SPINNER_MS, MODAL_SWIPE_PX, canStep, modalStep, type VideoItem } from './video-highlight.rules.ts';
import { Counter, Dialog, ErrorText, Frame, ModalBar, ModalButton, ModalTitle, Overlay, Stage, StepButton } from './video-highlight.styles.ts';

const FOCUSABLE = 'a[href], button:not([disabled]), iframe, video[controls], [tabindex]:not([tabindex="-1"])';

export interface VideoModalProps {
  videos: VideoItem[];
  /** The open video's index (never CLOSED here: the parent renders the modal only when open). */
  index: number;
  onIndex(index: number): void;
  onClose(): void;
}

/**
 * The full-screen video modal (spec 002 sections 2, 4, 8, 9): the open video plays, previous and
 * next move within bounds with a 500 ms spinner between (buttons, arrow keys, a swipe of more than
 * 50 px), Escape and the close button close it. While open the page does not scroll, the focus
 * stays inside (Tab wraps) and starts on the close button; closing returns it to the thumbnail
 * that opened the modal (the parent does that). Rendered into the body, so no transformed carousel
 * ancestor can trap its fixed position.
 */
export function VideoModal({ videos, index, onIndex, onClose }: VideoModalProps) {
  const t = useTranslate();
  const { dir } = useLocale();
  const titleId = useStableId('video-modal-title');
  const dialogRef = useRef<HTMLDivElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const [switching, setSwitching] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const count = videos.length;
  const video = videos[index];

  const step = (action: 'prev' | 'next') => {
    if (!canStep(index, action, count)) return;
    onIndex(modalStep(index, action, count));
    setSwitching(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSwitching(false), MODAL_SPINNER_MS);
  };
  const stepRef = useRef(step);
  stepRef.current = step;
  const closeRef2 = useRef(onClose);
  closeRef2.current = onClose;

  useEffect(() => {
    const release = lockPageScroll();
    closeRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        closeRef2.current();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const dialog = dialogRef.current;
      if (!dialog || !(event.target instanceof Node) || dialog.contains(event.target)) return;
      closeRef.current?.focus({ preventScroll: true });
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      release();
      clearTimeout(timer.current);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
    };
  }, []);

  const onKeyDown = (event: ReactKeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      // Arrow keys belong to the player's own controls when they have the focus.
      if (event.target instanceof HTMLVideoElement) return;
      const forward = (event.key === 'ArrowRight') === (dir === 'ltr');
      event.preventDefault();
      stepRef.current(forward ? 'next' : 'prev');
      return;
    }
    if (event.key !== 'Tab' || !dialogRef.current) return;
    const focusable = Array.from(dialogRef.current.querySelectorAll<HTMLElement>(FOCUSABLE));
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  // "Swipe in the video modal counts only if horizontal movement exceeds 50 px."
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (event.isPrimary) swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!start) return;
    const dx = event.clientX - start.x;
    if (Math.abs(dx) <= MODAL_SWIPE_PX) return;
    const action = swipeAction(dx, event.clientY - start.y, MODAL_SWIPE_PX, dir);
    if (action) step(action);
  };

  if (!video) return null;
  const title = video.headline || t('Video', 'Video');

  return createPortal(
    <Overlay data-video-modal="" data-video-index={index}>
      <Dialog ref={dialogRef} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <ModalBar>
          <ModalTitle id={titleId}>{title}</ModalTitle>
          <Counter aria-hidden="true">
            {index + 1} / {count}
          </Counter>
          <ModalButton ref={closeRef} type="button" aria-label={t('VideoModalClose', 'Close video')} onClick={onClose} data-video-close="">
            <Icon name="close" size={24} />
          </ModalButton>
        </ModalBar>
        <Stage onPointerDown={onPointerDown} onPointerUp={onPointerUp} onPointerCancel={() => void (swipeStart.current = null)}>
          <StepButton
            type="button"
            $side="start"
            aria-label={t('VideoModalPrevious', 'Previous video')}
            disabled={!canStep(index, 'prev', count)}
            onClick={() => step('prev')}
          >
            <Icon name="arrow-left" size={24} />
          </StepButton>
          <Frame aria-busy={switching ? 'true' : undefined}>
            {switching ? (
              <Spinner role="status" aria-label={t('VideoLoading', 'Loading video')} data-video-spinner="" />
            ) : (
              <Player key={video.key} video={video} title={title} />
            )}
          </Frame>
          <StepButton
            type="button"
            $side="end"
            aria-label={t('VideoModalNext', 'Next video')}
            disabled={!canStep(index, 'next', count)}
            onClick={() => step('next')}
          >
            <Icon name="arrow-right" size={24} />
          </StepButton>
        </Stage>
      </Dialog>
    </Overlay>,
    document.body,
  );
}

/**
 * The player of one video, mounted only in the open modal (the visitor asked): the provider's
 * iframe (autoplay with sound and the provider's controls, no loop, no related videos: a video the
 * visitor chose to watch, not a muted background), or the file in a `<video>` with controls. No
 * usable id or url, or a file that fails: 'Error loading video' (spec 002 section 8).
 */
function Player({ video, title }: { video: VideoItem; title: string }) {
  const t = useTranslate();
  const [failed, setFailed] = useState(false);
  const source = video.source;
  if (source.kind === 'none' || failed) {
    return (
      <ErrorText role="alert" data-video-error="">
        {t('VideoModalError', 'Error loading video')}
      </ErrorText>
    );
  }
  if (source.kind === 'embed') {
    return (
      <iframe
        src={embedUrl(source, window.location.origin, { autoplay: true, mute: false, loop: false, controls: true })}
        title={title}
        allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
        referrerPolicy="strict-origin-when-cross-origin"
        data-video-embed={source.provider}
      />
    );
  }
  return <video src={source.url} controls autoPlay playsInline preload="auto" aria-label={title} onError={() => setFailed(true)} data-video-file="" />;
}
