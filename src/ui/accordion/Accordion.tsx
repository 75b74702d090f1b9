import type { ReactNode } from 'react';
import type { AccordionControl } from './use-accordion.ts';
import { HeaderTitle, Heading, Indicator, Panel, StaticHeader, Trigger } from './accordion.styles.ts';

export { AccordionItem, AccordionList } from './accordion.styles.ts';
export { useAccordion, type AccordionControl } from './use-accordion.ts';

export type AccordionSize = 'md' | 'lg';

interface HeaderProps {
  control: AccordionControl;
  index: number;
  /** The heading level of the item titles under the block's own heading (default 3). */
  level?: 2 | 3 | 4;
  size?: AccordionSize;
  children: ReactNode;
  className?: string;
}

/**
 * An item's header: a heading holding a real button (aria-expanded, aria-controls) with a
 * plus/minus mark at its end. Enter and Space are the button's own; the arrows, Home and End move
 * between the headers. In editing mode the title is plain (editable) text: no button, nothing to
 * toggle, every panel shown.
 */
export function AccordionHeader({ control, index, level = 3, size = 'md', children, className }: HeaderProps) {
  const tag = `h${level}` as const;
  if (control.editing) {
    return (
      <Heading as={tag} className={className}>
        <StaticHeader id={control.headerId(index)} $size={size}>
          {children}
        </StaticHeader>
      </Heading>
    );
  }
  const open = control.isOpen(index);
  return (
    <Heading as={tag} className={className}>
      <Trigger
        ref={control.headerRef(index)}
        type="button"
        id={control.headerId(index)}
        aria-expanded={open}
        aria-controls={control.panelId(index)}
        onClick={() => control.toggle(index)}
        onKeyDown={(event) => control.onHeaderKeyDown(event, index)}
        $size={size}
        data-accordion-header=""
      >
        <HeaderTitle>{children}</HeaderTitle>
        <Indicator aria-hidden="true" />
      </Trigger>
    </Heading>
  );
}

/**
 * An item's panel: a region named by its header. A closed panel stays in the HTML (`hidden`), so
 * crawlers and the FAQ structured data read the same answers a visitor can open.
 */
export function AccordionPanel({ control, index, children, className }: { control: AccordionControl; index: number; children: ReactNode; className?: string }) {
  const open = control.isOpen(index);
  return (
    <Panel
      role="region"
      id={control.panelId(index)}
      aria-labelledby={control.headerId(index)}
      hidden={!open}
      $animate={control.toggled && !control.editing}
      className={className}
      data-accordion-panel=""
    >
      {children}
    </Panel>
  );
}
