import type { MouseEvent } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { setPopoverOpen, usePopoverOpen } from '../../ui/popover.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import type { FeaturedCard, NavColumn, NavItem, NavLink } from './header.rules.ts';
import {
  ColumnTitle,
  Columns,
  FeaturedBody,
  FeaturedCardBox,
  FeaturedCta,
  FeaturedList,
  FeaturedMeta,
  FeaturedText,
  FeaturedTitle,
  LinkList,
  MegaInner,
  MegaPanel,
  MegaTitle,
  MenuLink,
  NavAnchor,
  NavEntry,
  NavToggle,
} from './header.styles.ts';

export const megaPanelId = (id: string) => `${id}-menu`;
export const megaToggleId = (id: string) => `${id}-toggle`;

/**
 * One entry of the desktop bar: a direct link, or the toggle of its mega menu and the menu, a
 * `popover="auto"` the toggle opens with `popovertarget` (next to it, so the toggle's open look
 * is CSS: `:has(+ :popover-open)`). Auto popovers keep one open at a time, close on an outside
 * click and on Escape (the focus back on the toggle), before any script.
 */
export function DesktopNavItem({ item, tone }: { item: NavItem; tone: 'dark' | 'light' }) {
  if (!item.mega) {
    return (
      <NavEntry>
        <NavAnchor
          $tone={tone}
          href={item.href}
          aria-current={item.active ? 'page' : undefined}
          {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
        >
          {item.label}
        </NavAnchor>
      </NavEntry>
    );
  }
  return (
    <NavEntry>
      <MegaToggle item={item} tone={tone} />
      <MegaMenuPanel item={item} />
    </NavEntry>
  );
}

/** A real button (Enter and Space work natively); aria-expanded only once mounted (usePopoverOpen). */
function MegaToggle({ item, tone }: { item: NavItem; tone: 'dark' | 'light' }) {
  const open = usePopoverOpen(megaPanelId(item.id));
  return (
    <NavToggle
      $tone={tone}
      type="button"
      id={megaToggleId(item.id)}
      popoverTarget={megaPanelId(item.id)}
      aria-expanded={open}
      aria-controls={megaPanelId(item.id)}
      data-active={item.active ? 'true' : undefined}
    >
      {item.label}
      <Icon name="chevron-down" size={16} />
    </NavToggle>
  );
}

export function NewTabNotice({ show }: { show: boolean }) {
  const t = useTranslate();
  return show ? <VisuallyHidden> {t('OpensInNewTab', '(Opens in a new tab)')}</VisuallyHidden> : null;
}

export function MenuLinkItem({ link, onNavigate }: { link: NavLink; onNavigate?: (event: MouseEvent<HTMLElement>) => void }) {
  return (
    <li>
      <MenuLink
        href={link.href}
        aria-current={link.active ? 'page' : undefined}
        onClick={onNavigate}
        {...(link.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      >
        {link.label}
        {link.newTab && <Icon name="external" size={14} />}
        <NewTabNotice show={link.newTab} />
      </MenuLink>
    </li>
  );
}

export function ColumnBlock({ column, onNavigate }: { column: NavColumn; onNavigate?: (event: MouseEvent<HTMLElement>) => void }) {
  return (
    <div>
      {column.title !== '' && <ColumnTitle>{column.href ? <a href={column.href}>{column.title}</a> : column.title}</ColumnTitle>}
      {column.links.length > 0 && (
        <LinkList>
          {column.links.map((link) => (
            <MenuLinkItem key={link.id} link={link} {...(onNavigate ? { onNavigate } : {})} />
          ))}
        </LinkList>
      )}
    </div>
  );
}

export function FeaturedCardView({ card, onNavigate }: { card: FeaturedCard; onNavigate?: (event: MouseEvent<HTMLElement>) => void }) {
  return (
    <FeaturedCardBox>
      {card.image && <img src={card.image.src} alt={card.image.alt} width={card.image.width} height={card.image.height} loading="lazy" />}
      <FeaturedBody>
        {(card.eventDate || card.eventLocation) && (
          <FeaturedMeta>
            {card.eventDate && (
              <span>
                <Icon name="calendar" size={14} />
                {card.eventDate}
              </span>
            )}
            {card.eventLocation && (
              <span>
                <Icon name="map-pin" size={14} />
                {card.eventLocation}
              </span>
            )}
          </FeaturedMeta>
        )}
        {card.title && <FeaturedTitle>{card.title}</FeaturedTitle>}
        {card.description && <FeaturedText>{card.description}</FeaturedText>}
        {card.cta && (
          <FeaturedCta href={card.cta.href} onClick={onNavigate} {...(card.cta.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
            {card.cta.text}
            <Icon name="arrow-right" size={16} />
            <NewTabNotice show={card.cta.newTab} />
          </FeaturedCta>
        )}
      </FeaturedBody>
    </FeaturedCardBox>
  );
}

/** Hides the popover around a link that was followed (a link to this page's own anchor leaves the page as it is). */
export function hidePopoverOf(event: MouseEvent<HTMLElement>): void {
  setPopoverOpen(event.currentTarget.closest<HTMLElement>('[popover]'), false);
}

/**
 * The desktop mega menu of one navigation item. Always in the markup (a closed popover) so its
 * toggle's `aria-controls` points at a real element and crawlers see the links.
 */
export function MegaMenuPanel({ item }: { item: NavItem }) {
  if (!item.mega) return null;
  return (
    <MegaPanel id={megaPanelId(item.id)} popover="auto" role="region" aria-labelledby={megaToggleId(item.id)} data-mega-menu>
      <MegaInner>
        <div>
          <MegaTitle>{item.mega.title}</MegaTitle>
          <Columns>
            {item.mega.columns.map((column) => (
              <ColumnBlock key={column.id} column={column} onNavigate={hidePopoverOf} />
            ))}
          </Columns>
        </div>
        {item.mega.featured.length > 0 && (
          <FeaturedList>
            {item.mega.featured.map((card) => (
              <FeaturedCardView key={card.id} card={card} onNavigate={hidePopoverOf} />
            ))}
          </FeaturedList>
        )}
      </MegaInner>
    </MegaPanel>
  );
}
