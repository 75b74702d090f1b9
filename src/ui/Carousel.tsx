import {
  Children,
  useCallback,
  useEffect,
  useMemo,
  useRef,
  useState,
  type DragEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
  type ReactNode,
} from 'react';
import { useStableId } from '../app/context/stable-id.tsx';
import useEmblaCarousel from 'embla-carousel-react';
import type { EmblaOptionsType } from 'embla-carousel';
import styled, { css } from 'styled-components';
import { useLocale, useTranslate } from '../app/context/index.ts';
import { REDUCED_MOTION_QUERY } from '../lib/reduced-motion.ts';
import {
  activeSlideOf,
  arrowKeyAction,
  emblaDurationForMs,
  initialControls,
  sameControls,
  slideLabel,
  wrapsOnClick,
  type ControlsState,
} from './carousel.rules.ts';
import { Icon } from './Icon.tsx';
import { isLocked, swipeAction, type SwipeOptions } from './swipe.rules.ts';

/**
 * The one carousel of the site (embla). Each child is a slide.
 *
 * Layout is decided by CSS, never by hydration-time state: inside `activeMedia` (all viewports by
 * default) the slides form a scrolling row with previous/next buttons; outside it, and whenever
 * `enabled` is false (edit mode, nothing to scroll), the same slides form a plain grid. Embla is
 * switched on and off with the same media query (its `breakpoints` option), so server HTML,
 * hydration and the live page agree at every width.
 *
 * Sizing comes from custom properties the block sets (with its own media queries):
 * `--carousel-gap` (default 24px), `--carousel-slide-size` (row mode, default 100%),
 * `--carousel-columns` (grid mode, default 3).
 */
export interface CarouselProps {
  children: ReactNode;
  /** Accessible name of the carousel region. */
  label: string;
  /** false: always a plain grid, no embla, no buttons. */
  enabled?: boolean;
  /** Media query (without @media) where it is a carousel; a grid elsewhere. Default: everywhere. */
  activeMedia?: string;
  /** Scroll speed in milliseconds (converted to embla's duration, see carousel.rules.ts). */
  durationMs?: number;
  /**
   * Move one slide per swipe past a threshold, then ignore swipes for a lock time (the news
   * carousel), instead of embla's free dragging.
   */
  swipe?: SwipeOptions;
  /**
   * A click on the active last slide scrolls back to the first (spec 002 section 4, the video
   * carousel): the active slide is the one at the start edge, or the last once the row is at its
   * end (`activeSlideOf`). The click still reaches the slide's own control.
   */
  wrapFromLast?: boolean;
  /** Told when a click wrapped the row (after the slide's own click handlers have run). */
  onWrap?: () => void;
  className?: string;
  id?: string;
}

export function Carousel({
  children,
  label,
  enabled = true,
  activeMedia,
  durationMs = 500,
  swipe,
  wrapFromLast = false,
  onWrap,
  className,
  id,
}: CarouselProps) {
  const slides = Children.toArray(children);
  const { dir } = useLocale();
  const t = useTranslate();
  const trackId = useStableId('carousel-track');

  const options = useMemo<EmblaOptionsType>(() => {
    const duration = emblaDurationForMs(durationMs);
    const breakpoints: NonNullable<EmblaOptionsType['breakpoints']> = {
      [REDUCED_MOTION_QUERY]: { duration: 0 },
    };
    if (activeMedia) breakpoints[activeMedia] = { active: true };
    return {
      active: enabled && !activeMedia,
      direction: dir,
      align: 'start',
      containScroll: 'trimSnaps',
      slidesToScroll: 1,
      duration,
      breakpoints: enabled ? breakpoints : {},
      ...(swipe ? { watchDrag: false } : {}),
    };
  }, [enabled, activeMedia, durationMs, dir, swipe]);

  const [viewportRef, embla] = useEmblaCarousel(options);
  const [controls, setControls] = useState<ControlsState>(() => initialControls(slides.length));

  useEffect(() => {
    if (!embla) return;
    const update = () => {
      const next = { canPrev: embla.canScrollPrev(), canNext: embla.canScrollNext() };
      setControls((current) => (sameControls(current, next) ? current : next));
    };
    update();
    embla.on('select', update).on('reInit', update).on('resize', update);
    return () => {
      embla.off('select', update).off('reInit', update).off('resize', update);
    };
  }, [embla]);

  const scroll = useCallback(
    (action: 'prev' | 'next') => {
      if (!embla) return false;
      if (action === 'prev' ? !embla.canScrollPrev() : !embla.canScrollNext()) return false;
      if (action === 'prev') embla.scrollPrev();
      else embla.scrollNext();
      return true;
    },
    [embla],
  );

  const swipeStart = useRef<{ x: number; y: number } | null>(null);
  const lastSwipeAt = useRef<number | undefined>(undefined);
  // A drag ends on a card's link: that click is the swipe's, not a visit.
  const dragged = useRef(false);
  const onPointerDown = (event: PointerEvent<HTMLElement>) => {
    if (swipe && event.isPrimary) swipeStart.current = { x: event.clientX, y: event.clientY };
  };
  const onPointerUp = (event: PointerEvent<HTMLElement>) => {
    const start = swipeStart.current;
    swipeStart.current = null;
    if (!swipe || !start || !embla) return;
    dragged.current = Math.abs(event.clientX - start.x) > DRAG_CLICK_PX;
    const action = swipeAction(event.clientX - start.x, event.clientY - start.y, swipe.thresholdPx, dir);
    const now = performance.now();
    if (!action || isLocked(now, lastSwipeAt.current, swipe.lockMs)) return;
    if (scroll(action)) lastSwipeAt.current = now;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (!enabled) return;
    const action = arrowKeyAction(event.key, dir);
    if (action && scroll(action)) event.preventDefault();
  };

  const onSlideClick = (index: number) => {
    if (!embla || !wrapFromLast || !enabled) return;
    // Outside `activeMedia` the slides are a plain grid: nothing to wrap.
    if (activeMedia && !window.matchMedia(activeMedia).matches) return;
    const active = activeSlideOf(embla.selectedScrollSnap(), !embla.canScrollNext(), slides.length);
    if (!wrapsOnClick(index, active, slides.length)) return;
    embla.scrollTo(0);
    onWrap?.();
  };

  const slideTemplate = t('CarouselSlideOf', '{n} of {total}');
  const mode = !enabled ? 'grid' : (activeMedia ?? 'all');

  return (
    <Root
      id={id}
      className={className}
      role="region"
      aria-roledescription={enabled ? t('Carousel', 'carousel') : undefined}
      aria-label={label}
      onKeyDown={onKeyDown}
      $mode={mode}
    >
      <Viewport
        ref={enabled ? viewportRef : undefined}
        data-carousel-viewport=""
        {...(enabled && swipe
          ? {
              onPointerDown,
              onPointerUp,
              onPointerCancel: () => void (swipeStart.current = null),
              // Links and images start a native drag, which cancels the pointer: the swipe is ours.
              onDragStart: (event: DragEvent<HTMLElement>) => event.preventDefault(),
              onClickCapture: (event: MouseEvent<HTMLElement>) => {
                if (!dragged.current) return;
                dragged.current = false;
                event.preventDefault();
                event.stopPropagation();
              },
            }
          : {})}
      >
        <Track id={trackId} data-carousel-track="">
          {slides.map((slide, index) => (
            <Slide
              key={index}
              role="group"
              aria-roledescription={enabled ? t('CarouselSlide', 'slide') : undefined}
              aria-label={slideLabel(slideTemplate, index, slides.length)}
              data-carousel-slide=""
              {...(wrapFromLast && enabled ? { onClick: () => onSlideClick(index) } : {})}
            >
              {slide}
            </Slide>
          ))}
        </Track>
      </Viewport>
      {enabled && (
        <Controls data-carousel-controls="">
          <ControlButton
            type="button"
            aria-controls={trackId}
            aria-label={t('CarouselPrevious', 'Previous')}
            disabled={!controls.canPrev}
            onClick={() => scroll('prev')}
          >
            <Icon name="arrow-left" size={20} />
          </ControlButton>
          <ControlButton
            type="button"
            aria-controls={trackId}
            aria-label={t('CarouselNext', 'Next')}
            disabled={!controls.canNext}
            onClick={() => scroll('next')}
          >
            <Icon name="arrow-right" size={20} />
          </ControlButton>
        </Controls>
      )}
    </Root>
  );
}

/** A pointer moved further than this between down and up was a drag: its click is dropped. */
const DRAG_CLICK_PX = 10;

const Viewport = styled.div``;
const Track = styled.div``;
const Slide = styled.div`
  min-width: 0;
`;
const Controls = styled.div``;

const gridMode = css`
  ${Track} {
    display: grid;
    grid-template-columns: repeat(var(--carousel-columns, 3), minmax(0, 1fr));
    gap: var(--carousel-gap, 24px);
  }
  ${Controls} {
    display: none;
  }
`;

const rowMode = css`
  ${Viewport} {
    overflow: hidden;
    /* Room for card shadows and hover lift inside the clipping box. */
    padding-block: 0.5rem 1.5rem;
    margin-block: -0.5rem -1.5rem;
  }
  ${Track} {
    display: flex;
    gap: 0;
    margin-inline-start: calc(var(--carousel-gap, 24px) * -1);
    touch-action: pan-y pinch-zoom;
    backface-visibility: hidden;
  }
  ${Slide} {
    flex: 0 0 var(--carousel-slide-size, 100%);
    padding-inline-start: var(--carousel-gap, 24px);
  }
  ${Controls} {
    display: flex;
  }
`;

const Root = styled.div<{ $mode: string }>`
  position: relative;
  ${Controls} {
    justify-content: flex-end;
    gap: 0.75rem;
    margin-block-start: 1.5rem;
  }
  ${({ $mode }) =>
    $mode === 'grid'
      ? gridMode
      : $mode === 'all'
        ? rowMode
        : css`
            ${gridMode}
            @media ${$mode} {
              ${rowMode}
            }
          `}
`;

const ControlButton = styled.button`
  display: inline-grid;
  place-items: center;
  width: 3rem;
  height: 3rem;
  padding: 0;
  border: 2px solid ${({ theme }) => theme.colors.ink};
  border-radius: 50%;
  background: transparent;
  color: ${({ theme }) => theme.colors.ink};
  transition:
    background-color ${({ theme }) => theme.motion.fast} ease,
    color ${({ theme }) => theme.motion.fast} ease,
    opacity ${({ theme }) => theme.motion.fast} ease;

  &:hover:not(:disabled) {
    background: ${({ theme }) => theme.colors.ink};
    color: #fff;
  }
  &:disabled {
    opacity: 0.3;
  }
`;
