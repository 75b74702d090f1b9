import { useRef, type KeyboardEvent, type ReactNode, type ToggleEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import styled from 'styled-components';
import { Icon } from '../Icon.tsx';
import { usePageFacts } from './shared.tsx';

export interface SelectorOverlayProps {
  title: string;
  /** Id of the overlay (a popover): its opener's `popovertarget`. */
  id: string;
  /**
   * Id of the popover Close hides: the menu under the overlay, which hides the overlay with it
   * (nested popovers). Without it, Close hides the overlay only.
   */
  closeTargetId?: string;
  children: ReactNode;
  /** Distinguishes this overlay's element ids from another's in the same block. */
  name: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Dialog = styled.div`
  position: fixed;
  inset: 0;
  inline-size: auto;
  block-size: auto;
  max-inline-size: none;
  max-block-size: none;
  margin: 0;
  padding: 0;
  border: 0;
  overflow: hidden;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &:popover-open {
    display: flex;
  }
`;

const Bar = styled.div`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: 0.5rem;
  min-block-size: 57px;
  padding-inline: 0.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const Title = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-align: center;
`;

const BarButton = styled.button`
  display: inline-flex;
  align-items: center;
  gap: 0.375rem;
  min-block-size: 2.75rem;
  min-inline-size: 2.75rem;
  justify-content: center;
  padding: 0.375rem 0.625rem;
  border: 0;
  border-radius: ${({ theme }) => theme.radii.pill};
  background: transparent;
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  &:focus-visible {
    outline: 3px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

const Body = styled.div`
  flex: 1 1 auto;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding-block: 0.5rem 2rem;

  /* Larger touch targets than the desktop dropdown. */
  [data-selector-item] {
    min-block-size: 3.25rem;
    padding-inline: 1.25rem;
    font-size: ${({ theme }) => theme.fontSizes.base};
  }
  li + li {
    border-block-start: 1px solid ${({ theme }) => theme.colors.surfaceStrong};
  }
`;

/**
 * Full-screen selector for small screens (spec 001 section 2): a `popover="auto"` its opener shows
 * with `popovertarget`, so it opens, goes Back (hides itself) and Closes (hides the menu under it,
 * and with it this overlay) before any script; Escape goes back one level and the focus returns to
 * the opener, as the browser does for popovers; the current item takes the focus on opening
 * (`autofocus` in the list). Script adds: the focus kept inside while it is open (Tab and
 * Shift+Tab wrap), the current item focused again should it have changed after hydration, and
 * the focus back on the opener once it closes (browsers restore it only for the first popover of
 * a stack, and this one is nested in the menu).
 */
export function SelectorOverlay({ title, id, closeTargetId, children, name }: SelectorOverlayProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId(`${name}-title`);
  const { translate } = usePageFacts();

  // Opened: the current item (else the first control) has the focus. Closed: the focus goes back
  // to the control that opened it (the browser does so only for the first popover of a stack).
  const openerRef = useRef<HTMLElement | null>(null);
  const onBeforeToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const active = document.activeElement;
    if (event.newState === 'open') openerRef.current = active instanceof HTMLElement && !dialogRef.current?.contains(active) ? active : null;
  };
  const onToggle = (event: ToggleEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.newState === 'open') {
      const target = dialog.querySelector<HTMLElement>('[aria-current="true"]') ?? dialog.querySelector<HTMLElement>(FOCUSABLE) ?? dialog;
      if (document.activeElement !== target) target.focus();
      return;
    }
    const opener = openerRef.current;
    openerRef.current = null;
    const active = document.activeElement;
    if (opener?.isConnected && (!active || active === document.body || dialog.contains(active))) opener.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Tab') return;
    const focusable = Array.from(dialogRef.current?.querySelectorAll<HTMLElement>(FOCUSABLE) ?? []);
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) {
      event.preventDefault();
      return;
    }
    if (event.shiftKey && (document.activeElement === first || document.activeElement === dialogRef.current)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  };

  return (
    <Dialog
      ref={dialogRef}
      id={id}
      popover="auto"
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      onBeforeToggle={onBeforeToggle}
      onToggle={onToggle}
      data-selector-overlay=""
    >
      <Bar>
        <BarButton type="button" popoverTarget={id} popoverTargetAction="hide" data-selector-back="">
          <Icon name="arrow-left" size={20} />
          <span>{translate('SelectorBack', 'Back')}</span>
        </BarButton>
        <Title id={titleId}>{title}</Title>
        <BarButton
          type="button"
          popoverTarget={closeTargetId ?? id}
          popoverTargetAction="hide"
          aria-label={translate('SelectorClose', 'Close')}
          data-selector-close=""
        >
          <Icon name="close" size={22} />
        </BarButton>
      </Bar>
      <Body>{children}</Body>
    </Dialog>
  );
}
