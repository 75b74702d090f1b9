import { useEffect, useRef, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Icon } from '../../ui/Icon.tsx';
import { mq } from '../../ui/theme.ts';
import { setPopoverOpen, usePopoverOpen } from '../../ui/popover.ts';
import { DESKTOP_MIN_WIDTH_PX, type NavItem } from './header.rules.ts';
import { AccordionPanel, MobileList, MobilePanel, MobileRowButton, MobileRowLink, MobileRowSummary, MobileUtilities } from './header.styles.ts';
import { ColumnBlock, FeaturedCardView, NewTabNotice } from './MegaMenu.tsx';
import { CountryOverlay, LanguageOverlay, LanguagesHint, LocationsHint, type HeaderSelections } from './HeaderSelectors.tsx';

export const mobileSectionId = (id: string) => `${id}-mobile-section`;
export const LOCATIONS_ENTRY_ID = 'site-header-locations';
export const LANGUAGES_ENTRY_ID = 'site-header-languages';
export const COUNTRY_OVERLAY_ID = 'site-header-country-overlay';
export const LANGUAGE_OVERLAY_ID = 'site-header-language-overlay';
/** The accordion's sections share this name: one open at a time (exclusive details). */
export const MOBILE_SECTIONS_NAME = 'site-header-mobile-sections';

export interface MobileMenuProps {
  id: string;
  navigation: NavItem[];
  contact: { href: string; text: string; newTab: boolean } | undefined;
  selections: HeaderSelections;
}

/**
 * The mobile menu under the hamburger (spec 001 sections 2 and 4), working before any script: the
 * panel is a `popover="auto"` (the hamburger its `popovertarget`; Escape closes it), accordion
 * sections are exclusive `<details name>`, and Locations and Languages open full-screen overlays,
 * popovers nested in the menu (Back hides the overlay, Close hides the menu and the overlay with
 * it). Scrolling is locked by CSS while it is open (MobilePanel's styles). Script adds: an opened
 * section scrolls into view, a followed link closes the menu, and resizing to desktop closes it.
 */
export function MobileMenu({ id, navigation, contact, selections }: MobileMenuProps) {
  const t = useTranslate();
  const panelRef = useRef<HTMLDivElement>(null);
  const close = () => setPopoverOpen(panelRef.current, false);

  // Resizing to desktop closes the menu (it is not shown there).
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(mq.up(DESKTOP_MIN_WIDTH_PX));
    const onChange = () => {
      if (desktop.matches) setPopoverOpen(panelRef.current, false);
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, []);

  // An opened section scrolls into view (an enhancement: without script it simply opens).
  const revealSection = (event: SyntheticEvent<HTMLDetailsElement>) => {
    const details = event.currentTarget;
    if (!details.open) return;
    details.closest('li')?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  };

  return (
    <MobilePanel ref={panelRef} id={id} popover="auto" data-mobile-menu>
      <nav aria-label={t('HeaderMainNavigation', 'Main navigation')}>
        <MobileList>
          {navigation.map((item) =>
            item.mega ? (
              <li key={item.id} data-section={item.id}>
                <details name={MOBILE_SECTIONS_NAME} onToggle={revealSection}>
                  <MobileRowSummary>
                    <span>{item.label}</span>
                    <Icon name="chevron-down" size={20} />
                  </MobileRowSummary>
                  <AccordionPanel id={mobileSectionId(item.id)}>
                    {item.mega.columns.map((column) => (
                      <ColumnBlock key={column.id} column={column} onNavigate={close} />
                    ))}
                    {item.mega.featured.map((card) => (
                      <FeaturedCardView key={card.id} card={card} onNavigate={close} />
                    ))}
                  </AccordionPanel>
                </details>
              </li>
            ) : (
              <li key={item.id}>
                <MobileRowLink
                  href={item.href}
                  aria-current={item.active ? 'page' : undefined}
                  onClick={close}
                  {...(item.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                >
                  <span>{item.label}</span>
                  <NewTabNotice show={item.newTab} />
                </MobileRowLink>
              </li>
            ),
          )}
          <MobileUtilities>
            <ul>
              <li>
                <OverlayEntry id={LOCATIONS_ENTRY_ID} overlayId={COUNTRY_OVERLAY_ID}>
                  <Icon name="map-pin" size={20} />
                  <span>{t('HeaderLocations', 'Locations')}</span>
                  <LocationsHint selections={selections} />
                </OverlayEntry>
              </li>
              {selections.languages.length > 0 && (
                <li>
                  <OverlayEntry id={LANGUAGES_ENTRY_ID} overlayId={LANGUAGE_OVERLAY_ID}>
                    <Icon name="globe" size={20} />
                    <span>{t('HeaderLanguages', 'Languages')}</span>
                    <LanguagesHint selections={selections} />
                  </OverlayEntry>
                </li>
              )}
              {contact && (
                <li>
                  <MobileRowLink href={contact.href} onClick={close} {...(contact.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
                    <Icon name="phone" size={20} />
                    <span>{contact.text}</span>
                    <NewTabNotice show={contact.newTab} />
                  </MobileRowLink>
                </li>
              )}
            </ul>
          </MobileUtilities>
        </MobileList>
      </nav>
      <CountryOverlay id={COUNTRY_OVERLAY_ID} menuId={id} selections={selections} />
      {selections.languages.length > 0 && <LanguageOverlay id={LANGUAGE_OVERLAY_ID} menuId={id} selections={selections} />}
    </MobilePanel>
  );
}

/** Locations or Languages: opens its overlay (popovertarget); aria-expanded only once mounted. */
function OverlayEntry({ id, overlayId, children }: { id: string; overlayId: string; children: ReactNode }) {
  const open = usePopoverOpen(overlayId);
  return (
    <MobileRowButton type="button" id={id} popoverTarget={overlayId} aria-haspopup="dialog" aria-expanded={open} aria-controls={overlayId}>
      {children}
    </MobileRowButton>
  );
}
