import { useEffect, useMemo, useRef } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, usePageFacts, useRouteFields, useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { setPopoverOpen, usePopoverOpen } from '../../ui/popover.ts';
import { VisuallyHidden } from '../../ui/visually-hidden.tsx';
import { contactLinkOf, headerThemeFor, logoFor, logoHrefOf, readPrimaryNavigation } from './header.rules.ts';
import {
  Bar,
  BarInner,
  DesktopNav,
  DesktopOnly,
  IconButton,
  LogoLink,
  MENU_TOGGLE_ID,
  MOBILE_MENU_ID,
  MenuToggle,
  NavList,
  Root,
  Spacer,
  Tools,
} from './header.styles.ts';
import { DesktopNavItem } from './MegaMenu.tsx';
import { MobileMenu } from './MobileMenu.tsx';
import { DesktopSelectors, useHeaderSelections } from './HeaderSelectors.tsx';

export { MENU_TOGGLE_ID, MOBILE_MENU_ID } from './header.styles.ts';

/**
 * The site header (spec 001 sections 2, 4 and 9): logo, primary navigation with mega menus,
 * country and language dropdowns, the disabled search button and, below the desktop breakpoint,
 * the mobile menu with its country and language overlays.
 *
 * Its menus work with HTML and CSS alone, before any script (docs/header-without-script.md):
 * popovers opened by `popovertarget` buttons, exclusive `<details>`, CSS for the open looks and
 * the scroll lock. The open or closed truth stays in the DOM; the island, once hydrated, only adds
 * what needs script, and keeps no menu state of its own.
 *
 * Hydration (docs/architecture.md#known-traps): nothing here changes state while hydrating.
 * Desktop versus mobile is pure CSS; the 'scrolled' state is a data attribute written by a scroll
 * listener (and, before it, a scroll-driven animation), not React state; the remembered country and
 * the controls' aria-expanded are read after hydration in leaves.
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

  const rootRef = useRef<HTMLDivElement>(null);
  const barRef = useRef<HTMLDivElement>(null);

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
    const closeAll = () => rootRef.current?.querySelectorAll<HTMLElement>('[popover]').forEach((popover) => setPopoverOpen(popover, false));
    window.addEventListener('popstate', closeAll);
    return () => window.removeEventListener('popstate', closeAll);
  }, []);

  if (!logo) return null;

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
                  <DesktopNavItem key={item.id} item={item} tone={theme} />
                ))}
              </NavList>
            </DesktopNav>
          )}
          <Tools>
            <DesktopOnly>
              <DesktopSelectors selections={selections} />
            </DesktopOnly>
            <IconButton type="button" disabled aria-label={t('HeaderSearch', 'Search')} data-header-search>
              <Icon name="search" size={22} />
            </IconButton>
            <MobileMenuToggle />
          </Tools>
        </BarInner>
      </Bar>
      <MobileMenu id={MOBILE_MENU_ID} navigation={navigation} contact={contact} selections={selections} />
    </Root>
  );
}

/**
 * The hamburger: the mobile menu's `popovertarget`. Icon and name (Open menu, Close menu) follow
 * the menu by CSS; aria-expanded is the button's native state, written out only once mounted.
 */
function MobileMenuToggle() {
  const t = useTranslate();
  const open = usePopoverOpen(MOBILE_MENU_ID);
  return (
    <MenuToggle type="button" id={MENU_TOGGLE_ID} popoverTarget={MOBILE_MENU_ID} aria-expanded={open} aria-controls={MOBILE_MENU_ID}>
      <span data-when-closed="">
        <Icon name="menu" size={24} />
        <VisuallyHidden>{t('HeaderOpenMenu', 'Open menu')}</VisuallyHidden>
      </span>
      <span data-when-open="">
        <Icon name="close" size={24} />
        <VisuallyHidden>{t('HeaderCloseMenu', 'Close menu')}</VisuallyHidden>
      </span>
    </MenuToggle>
  );
}
