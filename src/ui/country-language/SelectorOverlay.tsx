import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import styled from 'styled-components';
import { Icon } from '../Icon.tsx';
import { usePageFacts } from './shared.tsx';

export interface SelectorOverlayProps {
  title: string;
  open: boolean;
  /** Back to the menu that opened the overlay. */
  onBack(): void;
  /** Close everything (the overlay and the menu under it). */
  onClose(): void;
  children: ReactNode;
  /** Id of the dialog, for an opener's aria-controls. */
  id?: string;
  /** Distinguishes this overlay's element ids from another's in the same block. */
  name: string;
}

const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

const Dialog = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1000;
  display: flex;
  flex-direction: column;
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  &[hidden] {
    display: none;
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
 * Full-screen selector for small screens (spec 001 section 2): Back and Close, a modal dialog that
 * keeps the focus inside while open; Escape closes; on closing the focus returns to the opener.
 */
export function SelectorOverlay({ title, open, onBack, onClose, children, id, name }: SelectorOverlayProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useStableId(`${name}-title`);
  const { translate } = usePageFacts();

  useEffect(() => {
    if (!open) return;
    openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const dialog = dialogRef.current;
    const current = dialog?.querySelector<HTMLElement>('[aria-current="true"]');
    (current ?? dialog?.querySelector<HTMLElement>(FOCUSABLE) ?? dialog)?.focus();
    return () => {
      const opener = openerRef.current;
      openerRef.current = null;
      // Back to the opener, unless the focus has already gone somewhere meaningful.
      if (opener && opener.isConnected) {
        const active = document.activeElement;
        if (!active || active === document.body || (dialog && dialog.contains(active))) opener.focus();
      }
    };
  }, [open]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
      return;
    }
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
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      hidden={!open}
      onKeyDown={onKeyDown}
      data-selector-overlay=""
    >
      <Bar>
        <BarButton type="button" onClick={onBack}>
          <Icon name="arrow-left" size={20} />
          <span>{translate('SelectorBack', 'Back')}</span>
        </BarButton>
        <Title id={titleId}>{title}</Title>
        <BarButton type="button" onClick={onClose} aria-label={translate('SelectorClose', 'Close')}>
          <Icon name="close" size={22} />
        </BarButton>
      </Bar>
      <Body>{open ? children : null}</Body>
    </Dialog>
  );
}
