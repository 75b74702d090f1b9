import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, usePageFacts, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { mq } from '../../ui/theme.ts';
import {
  contactLinkOf,
  DESKTOP_MIN_WIDTH_PX,
  headerThemeFor,
  logoFor,
  logoHrefOf,
  readPrimaryNavigation,
  toggleMenu,
  toggleSection,
  type OpenMenu,
} from './header.rules.ts';
import { Bar, BarInner, DesktopNav, DesktopOnly, IconButton, LogoLink, MenuToggle, NavList, Root, Spacer, Tools } from './header.styles.ts';
import { DesktopNavItem, MegaMenuPanel } from './MegaMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { DesktopSelectors, useHeaderSelections } from './HeaderSelectors.tsx';

export const MOBILE_MENU_ID = 'site-header-mobile-menu';
export const MENU_TOGGLE_ID = 'site-header-menu-toggle';

/**
 * The site header (spec 001 sections 2, 4 and 9): logo, primary navigation with mega menus,
 * country and language dropdowns, the disabled search button and, below the desktop breakpoint,
 * the mobile menu with its country and language overlays.
 *
 * Hydration (docs/architecture.md#known-traps): nothing here changes state while hydrating.
 * Desktop versus mobile is pure CSS; the 'scrolled' state is a data attribute written by a scroll
 * listener, not React state; the remembered country is read in the selector leaves. State changes
 * only on a visitor's action.
 */
export default function Header({ fields, params }: BlockProps) {
  const page = usePageFacts();
  const routeFields = useRouteFields();
  const { language } = useLocale();
  const editing = useIsEditing();
  const t = useTranslate();

  const theme = headerThemeFor(routeFields, params);
  const logo = logoFor(fields, theme);
  const navigation = useMemo(() => readPrimaryNavigation(fields.primaryNavigation, page.path, language), [fields.primaryNavigation, page.path, language]);
  const contact = contactLinkOf(fields.contactLink);
  const selections = useHeaderSelections(fields, language);

  const [openMenu, setOpenMenu] = useState<OpenMenu>(null);
  const [mobileOpen, setMobileOpen] = useState(false);
  const [mobileSection, setMobileSection] = useState<string | null>(null);
  const [overlay, setOverlay] = useState<'country' | 'language' | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  const openMenuRef = useRef<OpenMenu>(null);
  openMenuRef.current = openMenu;

  const closeAll = useCallback(() => {
    setOpenMenu(null);
    setMobileOpen(false);
    setMobileSection(null);
    setOverlay(null);
  }, []);

  // 'Scrolled' once the page scrolls (spec 001 section 4): an attribute, not state (see above).
  const hasLogo = logo !== undefined;
  useEffect(() => {
    const bar = barRef.current;
    if (!bar) return;
    const update = () => {
      bar.dataset.scrolled = window.scrollY > 0 ? 'true' : 'false';
    };
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [hasLogo]);

  // A route change closes everything (and so restores scrolling).
  useEffect(() => {
    window.addEventListener('popstate', closeAll);
    return () => window.removeEventListener('popstate', closeAll);
  }, [closeAll]);

  // A click outside the header closes the open menu or dropdown.
  useEffect(() => {
    if (!openMenu) return;
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node | null;
      if (target && rootRef.current?.contains(target)) return;
      // Dropdown lists may be rendered elsewhere (portals): they mark themselves.
      if (target instanceof Element && target.closest('[data-header-popup]')) return;
      setOpenMenu(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openMenu]);

  // Escape closes the open mega menu and returns focus to its toggle; else the mobile menu.
  useEffect(() => {
    if (!openMenu && !mobileOpen) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      const current = openMenuRef.current;
      if (current) {
        setOpenMenu(null);
        if (current.kind === 'mega') document.getElementById(`${current.id}-toggle`)?.focus();
        return;
      }
      if (overlay) return; // the overlay handles its own Escape
      setMobileOpen(false);
      setMobileSection(null);
      document.getElementById(MENU_TOGGLE_ID)?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [openMenu, mobileOpen, overlay]);

  // Page scroll is locked while the mobile menu is open; the previous value comes back after.
  useEffect(() => {
    if (!mobileOpen) return;
    const body = document.body;
    const previous = body.style.overflow;
    body.style.overflow = 'hidden';
    return () => {
      body.style.overflow = previous;
    };
  }, [mobileOpen]);

  // Resizing to desktop closes the mobile menu.
  useEffect(() => {
    if (!mobileOpen || typeof window.matchMedia !== 'function') return;
    const desktop = window.matchMedia(mq.up(DESKTOP_MIN_WIDTH_PX));
    const onChange = () => {
      if (desktop.matches) {
        setMobileOpen(false);
        setMobileSection(null);
        setOverlay(null);
      }
    };
    onChange();
    desktop.addEventListener('change', onChange);
    return () => desktop.removeEventListener('change', onChange);
  }, [mobileOpen]);

  if (!logo) return null;

  const toggleMobile = () => {
    setOpenMenu(null);
    setOverlay(null);
    setMobileSection(null);
    setMobileOpen((open) => !open);
  };

  return (
    <Root ref={rootRef} data-block="header" data-header-theme={theme}>
      {!editing && <Spacer aria-hidden="true" />}
      <Bar ref={barRef} $tone={theme} $editing={editing}>
        <BarInner>
          <LogoLink href={logoHrefOf(fields.logoLink, language)} aria-label={t('HeaderHome', 'Home')}>
            <img src={logo.image.src} alt={logo.image.alt} width={logo.image.width} height={logo.image.height} fetchPriority="high" />
          </LogoLink>
          {navigation.length > 0 && (
            <DesktopNav aria-label={t('HeaderMainNavigation', 'Main navigation')}>
              <NavList>
                {navigation.map((item) => (
                  <DesktopNavItem
                    key={item.id}
                    item={item}
                    tone={theme}
                    open={openMenu?.kind === 'mega' && openMenu.id === item.id}
                    onToggle={() => setOpenMenu((current) => toggleMenu(current, { kind: 'mega', id: item.id }))}
                  />
                ))}
              </NavList>
            </DesktopNav>
          )}
          <Tools>
            <DesktopOnly>
              <DesktopSelectors
                selections={selections}
                openMenu={openMenu}
                onOpenChange={(kind, open) => setOpenMenu(open ? { kind } : (current) => (current?.kind === kind ? null : current))}
              />
            </DesktopOnly>
            <IconButton type="button" disabled aria-label={t('HeaderSearch', 'Search')} data-header-search>
              <Icon name="search" size={22} />
            </IconButton>
            <MenuToggle
              type="button"
              id={MENU_TOGGLE_ID}
              aria-expanded={mobileOpen}
              aria-controls={MOBILE_MENU_ID}
              aria-label={mobileOpen ? t('HeaderCloseMenu', 'Close menu') : t('HeaderOpenMenu', 'Open menu')}
              onClick={toggleMobile}
            >
              <Icon name={mobileOpen ? 'close' : 'menu'} size={24} />
            </MenuToggle>
          </Tools>
        </BarInner>
        {navigation.map((item) =>
          item.mega ? (
            <MegaMenuPanel key={item.id} item={item} open={openMenu?.kind === 'mega' && openMenu.id === item.id} onNavigate={() => setOpenMenu(null)} />
          ) : null,
        )}
      </Bar>
      <MobileMenu
        id={MOBILE_MENU_ID}
        open={mobileOpen}
        editing={editing}
        navigation={navigation}
        contact={contact}
        section={mobileSection}
        onSection={(id) => setMobileSection((current) => toggleSection(current, id))}
        selections={selections}
        overlay={overlay}
        onOverlay={setOverlay}
        onClose={closeAll}
      />
    </Root>
  );
}
