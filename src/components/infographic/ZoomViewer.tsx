import {
  useCallback,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  type KeyboardEvent as ReactKeyboardEvent,
  type PointerEvent as ReactPointerEvent,
} from 'react';
import { createPortal } from 'react-dom';
import { useStableId, useTranslate } from '../../app/context/index.ts';
import type { ImageValue } from '../../fields/read.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { wrapTab } from '../../ui/focus-trap.ts';
import { CloseGlyph, MinusGlyph, PlusGlyph } from './viewer-icons.tsx';
import { Stage, ToolButton, Toolbar, Viewer, ViewerTitle, ZoomLevel } from './infographic.styles.ts';
import {
  INITIAL_ZOOM,
  MAX_ZOOM,
  MIN_ZOOM,
  clampPan,
  doubleTapZoom,
  isDoubleTap,
  stepZoom,
  wheelFactor,
  zoomAt,
  zoomPercent,
  type Size,
  type Tap,
  type ZoomState,
} from './zoom.rules.ts';

export interface ZoomViewerProps {
  image: ImageValue;
  /** The dialog's name (the headline, else the image's alt text, else the phrase). */
  label: string;
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled])';
/** A pointer that moves less than this between down and up is a tap. */
const TAP_SLOP_PX = 10;

/**
 * The full-screen viewer (spec 003: "max zoom 5x"). Zoom by pinch, wheel (ctrl+wheel is a
 * trackpad's pinch), the + and − buttons or keys, double tap or double click; drag to pan when
 * zoomed. Escape or the close button closes it; Tab stays inside; the page does not scroll
 * meanwhile (src/lib/scroll-lock.ts). The opener gets the focus back (the block does that).
 */
export function ZoomViewer({ image, label, onClose }: ZoomViewerProps) {
  const t = useTranslate();
  const titleId = useStableId('infographic-viewer-title');
  const [zoom, setZoom] = useState<ZoomState>(INITIAL_ZOOM);
  const [animate, setAnimate] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const pointers = useRef(new Map<number, { x: number; y: number; startX: number; startY: number }>());
  const lastTap = useRef<Tap | undefined>(undefined);
  const onCloseRef = useRef(onClose);
  useLayoutEffect(() => {
    onCloseRef.current = onClose;
  });

  /** The image's fitted size at 1x and the stage's size (layout sizes: transforms do not count). */
  const sizes = useCallback((): { image: Size; stage: Size } => {
    const img = imageRef.current;
    const stage = stageRef.current;
    return {
      image: { width: img?.offsetWidth ?? 0, height: img?.offsetHeight ?? 0 },
      stage: { width: stage?.clientWidth ?? 0, height: stage?.clientHeight ?? 0 },
    };
  }, []);

  /** A point relative to the stage's centre. */
  const fromCentre = useCallback((clientX: number, clientY: number) => {
    const rect = stageRef.current?.getBoundingClientRect();
    if (!rect) return { x: 0, y: 0 };
    return { x: clientX - (rect.left + rect.width / 2), y: clientY - (rect.top + rect.height / 2) };
  }, []);

  const zoomTo = useCallback(
    (scale: number | ((current: number) => number), focus = { x: 0, y: 0 }, smooth = true) => {
      setAnimate(smooth);
      setZoom((current) => {
        const { image: img, stage } = sizes();
        const target = typeof scale === 'function' ? scale(current.scale) : scale;
        return zoomAt(current, target, focus, img, stage);
      });
    },
    [sizes],
  );

  useEffect(() => {
    const release = lockPageScroll();
    closeRef.current?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented) return;
      if (event.key === 'Escape') {
        event.preventDefault();
        onCloseRef.current();
      } else if (event.key === '+' || event.key === '=') {
        event.preventDefault();
        zoomTo((s) => stepZoom(s, 1));
      } else if (event.key === '-' || event.key === '_') {
        event.preventDefault();
        zoomTo((s) => stepZoom(s, -1));
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (!panel || !(event.target instanceof Node) || panel.contains(event.target)) return;
      (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    };
    const onResize = () => setZoom((current) => clampPan(current, sizes().image, sizes().stage));
    // Not React's onWheel: that listener is passive, and the page must not scroll or zoom instead.
    const stage = stageRef.current;
    const onWheel = (event: WheelEvent) => {
      event.preventDefault();
      const focus = fromCentre(event.clientX, event.clientY);
      zoomTo((s) => s * wheelFactor(event.deltaY, event.deltaMode, event.ctrlKey), focus, false);
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('resize', onResize);
    stage?.addEventListener('wheel', onWheel, { passive: false });
    return () => {
      release();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('resize', onResize);
      stage?.removeEventListener('wheel', onWheel);
    };
  }, [fromCentre, sizes, zoomTo]);

  const onPointerDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.pointerType === 'mouse' && event.button !== 0) return;
    event.currentTarget.setPointerCapture?.(event.pointerId);
    pointers.current.set(event.pointerId, { x: event.clientX, y: event.clientY, startX: event.clientX, startY: event.clientY });
  };

  const onPointerMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const known = pointers.current.get(event.pointerId);
    if (!known) return;
    const all = [...pointers.current.entries()];
    if (all.length >= 2) {
      // Pinch: the scale follows the distance between the two pointers, about their midpoint.
      const [a, b] = all.map(([id, p]) => (id === event.pointerId ? { ...p, x: event.clientX, y: event.clientY } : p));
      const before = Math.hypot(all[0]![1].x - all[1]![1].x, all[0]![1].y - all[1]![1].y);
      const after = Math.hypot(a!.x - b!.x, a!.y - b!.y);
      const mid = fromCentre((a!.x + b!.x) / 2, (a!.y + b!.y) / 2);
      if (before > 0) zoomTo((s) => s * (after / before), mid, false);
    } else {
      const dx = event.clientX - known.x;
      const dy = event.clientY - known.y;
      setAnimate(false);
      setZoom((current) => (current.scale > MIN_ZOOM ? clampPan({ ...current, x: current.x + dx, y: current.y + dy }, sizes().image, sizes().stage) : current));
    }
    known.x = event.clientX;
    known.y = event.clientY;
  };

  const onPointerUp = (event: ReactPointerEvent<HTMLDivElement>) => {
    const known = pointers.current.get(event.pointerId);
    pointers.current.delete(event.pointerId);
    if (!known || event.pointerType === 'mouse' || pointers.current.size > 0) return;
    if (Math.hypot(event.clientX - known.startX, event.clientY - known.startY) > TAP_SLOP_PX) return;
    const tap = { time: event.timeStamp, x: event.clientX, y: event.clientY };
    if (isDoubleTap(lastTap.current, tap)) {
      lastTap.current = undefined;
      zoomTo((s) => doubleTapZoom(s), fromCentre(event.clientX, event.clientY));
    } else {
      lastTap.current = tap;
    }
  };

  const onPointerCancel = (event: ReactPointerEvent<HTMLDivElement>) => {
    pointers.current.delete(event.pointerId);
  };

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) =>
    wrapTab(event, panelRef.current, (panel) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)));

  const atMax = zoom.scale >= MAX_ZOOM;
  const atMin = zoom.scale <= MIN_ZOOM;
  const percent = zoomPercent(zoom.scale);

  if (typeof document === 'undefined') return null;
  return createPortal(
    <Viewer ref={panelRef} role="dialog" aria-modal="true" aria-labelledby={titleId} tabIndex={-1} onKeyDown={trapTab} data-infographic-viewer="">
      <Toolbar>
        <ViewerTitle id={titleId}>{label}</ViewerTitle>
        <ToolButton
          type="button"
          aria-label={t('InfographicZoomOut', 'Zoom out')}
          aria-disabled={atMin ? 'true' : undefined}
          onClick={() => !atMin && zoomTo((s) => stepZoom(s, -1))}
          data-zoom-out=""
        >
          <MinusGlyph />
        </ToolButton>
        <ZoomLevel aria-live="polite" aria-label={t('InfographicZoomLevel', 'Zoom {percent}%', { percent })} data-zoom-level={percent}>
          {percent}%
        </ZoomLevel>
        <ToolButton
          type="button"
          aria-label={t('InfographicZoomIn', 'Zoom in')}
          aria-disabled={atMax ? 'true' : undefined}
          onClick={() => !atMax && zoomTo((s) => stepZoom(s, 1))}
          data-zoom-in=""
        >
          <PlusGlyph />
        </ToolButton>
        <ToolButton ref={closeRef} type="button" aria-label={t('close', 'Close')} onClick={() => onCloseRef.current()} data-viewer-close="">
          <CloseGlyph />
        </ToolButton>
      </Toolbar>
      <Stage
        ref={stageRef}
        $zoomed={!atMin}
        data-animate={animate ? 'true' : 'false'}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerUp}
        onPointerCancel={onPointerCancel}
        onDoubleClick={(event) => zoomTo((s) => doubleTapZoom(s), fromCentre(event.clientX, event.clientY))}
      >
        <img
          ref={imageRef}
          src={image.src}
          alt={image.alt}
          width={image.width}
          height={image.height}
          draggable={false}
          style={{ transform: `translate(${zoom.x}px, ${zoom.y}px) scale(${zoom.scale})` }}
          data-zoom-scale={zoom.scale}
        />
      </Stage>
    </Viewer>,
    document.body,
  );
}
