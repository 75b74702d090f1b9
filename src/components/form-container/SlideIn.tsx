import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { OPEN_MODAL_EVENT, type OpenModalDetail } from '../../lib/modal-events.ts';
import { historyState } from '../../lib/history-state.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { wrapTab } from '../../ui/focus-trap.ts';
import { Icon } from '../../ui/Icon.tsx';
import { firstEditableIn } from './EnquiryForm.tsx';
import { SLIDE_IN_CLOSE_RESET_MS, SLIDE_IN_FOCUS_DELAY_MS, SLIDE_IN_OVERLAY_REMOVAL_MS } from './form-container.rules.ts';
import { CloseButton, EditorNote, InlinePanel, Overlay, PanelBar, PanelBody, SlidePanel } from './form-container.styles.ts';

export interface SlideInProps {
  /** The modal id openers name: the container's sectionId. */
  modalId: string;
  /** Id of the dialog's title (the container's headline). */
  labelledBy: string | undefined;
  /** The dialog's name when there is no title to point to. */
  label: string;
  editing: boolean;
  /** Called 300 ms after closing (spec 000 section 4: "closing resets the state to none"). */
  onClosed(): void;
  /** The panel's contents; `close` closes the slide-in (a Continue button uses it). */
  children(close: () => void): ReactNode;
}

/** The history entry an open slide-in adds, so the browser's Back button closes it. */
const HISTORY_KEY = 'formSlideIn';

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusablesIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter((el) => !el.closest('[hidden]'));
}

/**
 * The slide-in panel (spec 000 sections 4, 7 and 9): opened by the window events
 * `openCustomModal-{id}` and `openCustomModal` carrying `{ id }` (src/lib/modal-events.ts); closed
 * by its close button, a click on the overlay, Escape and the browser's Back button.
 *
 * - Opening adds a history entry (same address, `history.state.formSlideIn = id`): on a phone the
 *   panel fills the screen and Back is how people leave it, so Back closes it instead of leaving
 *   the page. Closing it any other way takes that entry back off (`history.back()`), so the
 *   history does not fill with dead entries.
 * - While open: the page does not scroll (src/lib/scroll-lock.ts), a gradient overlay covers it,
 *   the focus stays inside (Tab wraps; focus that escapes is brought back) and, 100 ms after
 *   opening, goes to the first field a visitor can type into. Closing returns the focus to the
 *   opener, removes the overlay 800 ms later and calls `onClosed` after 300 ms (the slide-out).
 * - Edit mode: shown in the page flow, open, without overlay, listeners or motion.
 */
export function SlideIn({ modalId, labelledBy, label, editing, onClosed, children }: SlideInProps) {
  const t = useTranslate();
  const [open, setOpen] = useState(false);
  const [overlay, setOverlay] = useState(false);
  const panelRef = useRef<HTMLDivElement>(null);
  const openRef = useRef(false);
  const openerRef = useRef<HTMLElement | null>(null);
  const resetTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const overlayTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onClosedRef = useRef(onClosed);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const show = useCallback(() => {
    if (openRef.current) return;
    openRef.current = true;
    clearTimeout(resetTimer.current);
    clearTimeout(overlayTimer.current);
    const active = document.activeElement;
    openerRef.current =
      active instanceof HTMLElement && active !== document.body
        ? active
        : // Safari does not focus a clicked button: the first opener of this id stands in.
          document.querySelector<HTMLElement>(`[data-modal-id="${modalId}"]`);
    try {
      window.history.pushState({ ...historyState(), [HISTORY_KEY]: modalId }, '');
    } catch {
      // A sandboxed frame may refuse; Back then leaves the page, as without the entry.
    }
    setOverlay(true);
    setOpen(true);
  }, [modalId]);

  const hide = useCallback(
    (fromHistory: boolean) => {
      if (!openRef.current) return;
      openRef.current = false;
      setOpen(false);
      if (!fromHistory && historyState()[HISTORY_KEY] === modalId) window.history.back();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      resetTimer.current = setTimeout(() => onClosedRef.current(), SLIDE_IN_CLOSE_RESET_MS);
      overlayTimer.current = setTimeout(() => setOverlay(false), SLIDE_IN_OVERLAY_REMOVAL_MS);
    },
    [modalId],
  );

  const close = useCallback(() => hide(false), [hide]);

  // Opening events (spec 000 section 7).
  useEffect(() => {
    if (editing || !modalId) return;
    const onOwnEvent = () => show();
    const onGenericEvent = (event: Event) => {
      // `{ id }` as openModal sends it; a bare id string as older scripts may.
      const detail = (event as CustomEvent<OpenModalDetail | string | undefined>).detail;
      const id = typeof detail === 'string' ? detail : detail && typeof detail === 'object' ? detail.id : undefined;
      if (id === modalId) show();
    };
    const ownEvent = `${OPEN_MODAL_EVENT}-${modalId}`;
    window.addEventListener(ownEvent, onOwnEvent);
    window.addEventListener(OPEN_MODAL_EVENT, onGenericEvent);
    return () => {
      window.removeEventListener(ownEvent, onOwnEvent);
      window.removeEventListener(OPEN_MODAL_EVENT, onGenericEvent);
    };
  }, [editing, modalId, show]);

  useEffect(
    () => () => {
      clearTimeout(resetTimer.current);
      clearTimeout(overlayTimer.current);
    },
    [],
  );

  // While open: scroll lock, first-field focus, Escape, Back, focus kept inside.
  useEffect(() => {
    if (!open) return;
    const release = lockPageScroll();
    const focusTimer = setTimeout(() => {
      const panel = panelRef.current;
      if (!panel) return;
      (firstEditableIn(panel) ?? panel).focus();
    }, SLIDE_IN_FOCUS_DELAY_MS);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      hide(false);
    };
    const onPopState = () => hide(true);
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      // Closing moves the focus to the opener before this listener is removed: let it.
      if (!openRef.current || !panel || !(event.target instanceof Node) || panel.contains(event.target)) return;
      (focusablesIn(panel)[0] ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('popstate', onPopState);
    return () => {
      release();
      clearTimeout(focusTimer);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('popstate', onPopState);
    };
  }, [open, hide]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) => wrapTab(event, panelRef.current, focusablesIn);

  const closeLabel = t('FormClose', 'Close');

  if (editing) {
    return (
      <InlinePanel data-slide-in={modalId} data-open="true">
        <PanelBar>
          {modalId && <EditorNote>{t('FormEditorSlideIn', 'Slide-in panel: links and buttons with the modal id "{id}" open it.', { id: modalId })}</EditorNote>}
          <CloseButton type="button" aria-label={closeLabel} tabIndex={-1}>
            <Icon name="close" size={22} />
          </CloseButton>
        </PanelBar>
        <PanelBody>{children(() => undefined)}</PanelBody>
      </InlinePanel>
    );
  }

  return (
    <>
      {overlay && <Overlay $open={open} onClick={close} aria-hidden="true" data-slide-in-overlay="" />}
      <SlidePanel
        ref={panelRef}
        $open={open}
        role="dialog"
        aria-modal="true"
        aria-labelledby={labelledBy}
        aria-label={labelledBy ? undefined : label}
        tabIndex={-1}
        inert={!open}
        onKeyDown={trapTab}
        data-slide-in={modalId}
        data-open={open ? 'true' : 'false'}
      >
        <PanelBar>
          <CloseButton type="button" onClick={close} aria-label={closeLabel} data-slide-in-close="">
            <Icon name="close" size={22} />
          </CloseButton>
        </PanelBar>
        <PanelBody>{children(close)}</PanelBody>
      </SlidePanel>
    </>
  );
}
