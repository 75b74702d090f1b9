import { useEffect, useRef } from 'react';
import { useTranslate } from '../../app/context/index.ts';
import { prefersReducedMotion } from '../../lib/reduced-motion.ts';
import { Icon } from '../../ui/Icon.tsx';
import type { NavItem } from './header.rules.ts';
import { AccordionPanel, MobileList, MobilePanel, MobileRowButton, MobileRowLink, MobileUtilities } from './header.styles.ts';
import { ColumnBlock, FeaturedCardView, NewTabNotice } from './MegaMenu.tsx';
import { CountryOverlay, LanguageOverlay, LanguagesHint, LocationsHint, type HeaderSelections } from './HeaderSelectors.tsx';

export const mobileSectionId = (id: string) => `${id}-mobile-section`;
export const LOCATIONS_ENTRY_ID = 'site-header-locations';
export const LANGUAGES_ENTRY_ID = 'site-header-languages';

export interface MobileMenuProps {
  id: string;
  open: boolean;
  editing: boolean;
  navigation: NavItem[];
  contact: { href: string; text: string; newTab: boolean } | undefined;
  /** The expanded accordion section (a navigation item id), if any. */
  section: string | null;
  onSection: (id: string) => void;
  selections: HeaderSelections;
  overlay: 'country' | 'language' | null;
  onOverlay: (overlay: 'country' | 'language' | null) => void;
  onClose: () => void;
}

/**
 * The mobile menu under the hamburger (spec 001 sections 2 and 4): accordion sections one at a
 * time (an opened one scrolls into view), Locations and Languages entries that open full-screen
 * overlays, and the contact entry when there is a contact link.
 */
export function MobileMenu({ id, open, editing, navigation, contact, section, onSection, selections, overlay, onOverlay, onClose }: MobileMenuProps) {
  const t = useTranslate();
  const listRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open || !section) return;
    const entries = Array.from(listRef.current?.querySelectorAll<HTMLElement>('[data-section]') ?? []);
    const entry = entries.find((element) => element.dataset.section === section);
    entry?.scrollIntoView?.({ block: 'nearest', behavior: prefersReducedMotion() ? 'auto' : 'smooth' });
  }, [open, section]);

  // Back from an overlay returns focus to the entry that opened it.
  const back = (which: 'country' | 'language') => {
    onOverlay(null);
    requestAnimationFrame(() => document.getElementById(which === 'country' ? LOCATIONS_ENTRY_ID : LANGUAGES_ENTRY_ID)?.focus());
  };

  return (
    <>
      <MobilePanel id={id} hidden={!open} $editing={editing} data-mobile-menu>
        <nav aria-label={t('HeaderMainNavigation', 'Main navigation')}>
          <MobileList ref={listRef}>
            {navigation.map((item) =>
              item.mega ? (
                <li key={item.id} data-section={item.id}>
                  <MobileRowButton
                    type="button"
                    aria-expanded={section === item.id}
                    aria-controls={mobileSectionId(item.id)}
                    onClick={() => onSection(item.id)}
                  >
                    <span>{item.label}</span>
                    <Icon name="chevron-down" size={20} />
                  </MobileRowButton>
                  <AccordionPanel id={mobileSectionId(item.id)} hidden={section !== item.id}>
                    {item.mega.columns.map((column) => (
                      <ColumnBlock key={column.id} column={column} onNavigate={onClose} />
                    ))}
                    {item.mega.featured.map((card) => (
                      <FeaturedCardView key={card.id} card={card} onNavigate={onClose} />
                    ))}
                  </AccordionPanel>
                </li>
              ) : (
                <li key={item.id}>
                  <MobileRowLink
                    href={item.href}
                    aria-current={item.active ? 'page' : undefined}
                    onClick={onClose}
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
                  <MobileRowButton
                    type="button"
                    id={LOCATIONS_ENTRY_ID}
                    aria-haspopup="dialog"
                    aria-expanded={overlay === 'country'}
                    onClick={() => onOverlay('country')}
                  >
                    <Icon name="map-pin" size={20} />
                    <span>{t('HeaderLocations', 'Locations')}</span>
                    <LocationsHint selections={selections} />
                  </MobileRowButton>
                </li>
                {selections.languages.length > 0 && (
                  <li>
                    <MobileRowButton
                      type="button"
                      id={LANGUAGES_ENTRY_ID}
                      aria-haspopup="dialog"
                      aria-expanded={overlay === 'language'}
                      onClick={() => onOverlay('language')}
                    >
                      <Icon name="globe" size={20} />
                      <span>{t('HeaderLanguages', 'Languages')}</span>
                      <LanguagesHint selections={selections} />
                    </MobileRowButton>
                  </li>
                )}
                {contact && (
                  <li>
                    <MobileRowLink href={contact.href} onClick={onClose} {...(contact.newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
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
      </MobilePanel>
      <CountryOverlay selections={selections} open={open && overlay === 'country'} onBack={() => back('country')} onClose={onClose} />
      <LanguageOverlay selections={selections} open={open && overlay === 'language'} onBack={() => back('language')} onClose={onClose} />
    </>
  );
}
