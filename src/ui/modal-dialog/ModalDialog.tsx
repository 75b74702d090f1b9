import { useCallback, useEffect, useRef, useState, type KeyboardEvent as ReactKeyboardEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useStableId, useTranslate } from '../../app/context/index.ts';
import { historyState } from '../../lib/history-state.ts';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Button } from '../Button.tsx';
import { wrapTab } from '../focus-trap.ts';
import { Icon } from '../Icon.tsx';
import { MODAL_HISTORY_KEY, modalTimings, type ModalDialogType } from './modal-dialog.rules.ts';
import { Actions, Backdrop, Body, CloseButton, Panel, Title } from './modal-dialog.styles.ts';

export { MODAL_DIALOG_PHRASES } from './modal-dialog.phrases.ts';

export interface ModalDialogProps {
  /** The parent opens the dialog by setting this; it fades in 50 ms later. */
  open: boolean;
  /** Called when a close has completed (after the 300 ms fade-out): the parent sets `open` false. */
  onClosed(): void;
  type: ModalDialogType;
  /** Unique in the page: names the history entry and the markup (`data-modal-dialog`). */
  name: string;
  title: ReactNode;
  children?: ReactNode;
  /** Disclaimer: Agree runs this; without it Agree opens `agreeUrl` in a new tab. */
  onAgree?: (() => void) | undefined;
  agreeUrl?: string | undefined;
  /** Info: optional actions under the text (a call to action). */
  actions?: ReactNode;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

type Phase = 'entering' | 'shown' | 'closing';

/**
 * The shared modal dialog (spec 002 sections 2, 4 and 9), types 'info' and 'disclaimer'.
 *
 * - Opening: rendered at once (transparent), shown 50 ms later; the page stops scrolling; the focus
 *   moves into the dialog and stays there (Tab wraps), and returns to the opener when it closes.
 * - Closing: Escape, a click on the backdrop, the close button, the disclaimer's Close and Agree,
 *   and the browser's Back button. The dialog fades out for 300 ms; then `onClosed` runs.
 * - Back: opening pushes a history entry with the same address (history.state.modalDialog = name),
 *   so Back closes the dialog and leaves the visitor on the page, where they were. Closing any other
 *   way takes that entry off again (history.back()), so the page's history is what it was before
 *   the dialog opened: no dead entries, and Back after a close leaves the page as usual. The
 *   address never changes, so nothing that reads the URL reacts.
 * - Reduced motion: no fade, no delays.
 */
export function ModalDialog({ open, onClosed, type, name, title, children, onAgree, agreeUrl, actions }: ModalDialogProps) {
  const t = useTranslate();
  const titleId = useStableId(`modal-title-${name}`);
  const [phase, setPhase] = useState<Phase>('entering');
  const panelRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const closingRef = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const onClosedRef = useRef(onClosed);
  const [fadeMs, setFadeMs] = useState(300);

  useEffect(() => {
    onClosedRef.current = onClosed;
  }, [onClosed]);

  const close = useCallback(
    (fromHistory: boolean) => {
      if (closingRef.current) return;
      closingRef.current = true;
      setPhase('closing');
      if (!fromHistory && historyState()[MODAL_HISTORY_KEY] === name) window.history.back();
      const opener = openerRef.current;
      openerRef.current = null;
      if (opener?.isConnected) opener.focus({ preventScroll: true });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => onClosedRef.current(), modalTimings(prefersReducedMotion()).fadeOutMs);
    },
    [name],
  );

  useEffect(() => {
    if (!open) return;
    closingRef.current = false;
    const timings = modalTimings(prefersReducedMotion());
    setFadeMs(timings.fadeOutMs);
    setPhase('entering');
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
    try {
      window.history.pushState({ ...historyState(), [MODAL_HISTORY_KEY]: name }, '');
    } catch {
      // A sandboxed frame may refuse: Back then leaves the page, as without a dialog.
    }
    const release = lockPageScroll();
    panelRef.current?.focus({ preventScroll: true });
    timer.current = setTimeout(() => setPhase('shown'), timings.fadeInDelayMs);
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      close(false);
    };
    const onPopState = () => close(true);
    const onFocusIn = (event: FocusEvent) => {
      const panel = panelRef.current;
      if (closingRef.current || !panel || !(event.target instanceof Node) || panel.contains(event.target)) return;
      (panel.querySelector<HTMLElement>(FOCUSABLE) ?? panel).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    window.addEventListener('popstate', onPopState);
    return () => {
      release();
      clearTimeout(timer.current);
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      window.removeEventListener('popstate', onPopState);
    };
  }, [open, name, close]);

  const trapTab = (event: ReactKeyboardEvent<HTMLDivElement>) =>
    wrapTab(event, panelRef.current, (panel) => Array.from(panel.querySelectorAll<HTMLElement>(FOCUSABLE)));

  const agree = () => {
    // Synchronously inside the click, so the new tab is not taken for a pop-up.
    if (onAgree) onAgree();
    else if (agreeUrl) window.open(agreeUrl, '_blank', 'noopener');
    close(false);
  };

  if (!open || typeof document === 'undefined') return null;
  const shown = phase === 'shown';
  const closeLabel = t('close', 'Close');
  return createPortal(
    <Backdrop
      $shown={shown}
      $fadeMs={fadeMs}
      onClick={(event) => {
        if (event.target === event.currentTarget) close(false);
      }}
      data-modal-dialog={name}
      data-modal-type={type}
      data-state={phase}
    >
      <Panel
        ref={panelRef}
        $shown={shown}
        $fadeMs={fadeMs}
        role={type === 'disclaimer' ? 'alertdialog' : 'dialog'}
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        inert={phase === 'closing'}
        onKeyDown={trapTab}
      >
        <CloseButton type="button" onClick={() => close(false)} aria-label={closeLabel} data-modal-close="">
          <Icon name="close" size={22} />
        </CloseButton>
        <Title id={titleId}>{title}</Title>
        {children && <Body>{children}</Body>}
        {type === 'disclaimer' ? (
          <Actions>
            <Button variant="primary" onClick={agree} data-modal-agree="">
              {t('agree', 'Agree')}
            </Button>
            <Button variant="secondary" onClick={() => close(false)} data-modal-dismiss="">
              {closeLabel}
            </Button>
          </Actions>
        ) : (
          actions && <Actions>{actions}</Actions>
        )}
      </Panel>
    </Backdrop>,
    document.body,
  );
}
