import { useRef, type KeyboardEvent, type MouseEvent } from 'react';
import { useSiteHref } from '../../app/context/site-href.tsx';
import { switchLanguagePath, type LanguageOption } from '../../lib/languages.ts';
import { Check, ItemLabel, ItemLink, List, moveFocus, usePageFacts } from './shared.tsx';

/** The URL of this page in language `code`: the current path rewritten, query and hash kept. */
export function languageUrl(code: string, location: Pick<Location, 'pathname' | 'search' | 'hash'>): string {
  return switchLanguagePath(location.pathname, code) + location.search + location.hash;
}

/** Full navigation to this page in another language (spec 001 section 4). */
export function navigateToLanguage(code: string): void {
  window.location.assign(languageUrl(code, window.location));
}

export interface LanguageListProps {
  options: LanguageOption[];
  /** Code of the page's language. */
  current: string;
  onSelect(option: LanguageOption): void;
  label?: string;
  id?: string;
  /** The current language takes the focus when the popover around it opens (`autofocus`, no script needed). */
  autoFocusCurrent?: boolean;
}

/**
 * The languages, each a link to this page in that language (so it works before hydration and
 * opens in a new tab); a plain click calls onSelect and navigates with the live path, query and hash.
 */
export function LanguageList({ options, current, onSelect, label, id, autoFocusCurrent = false }: LanguageListProps) {
  const listRef = useRef<HTMLUListElement>(null);
  const { translate, language, path, search } = usePageFacts();
  const siteHref = useSiteHref();
  // Inside a fragment on another site the link itself (absolute on our origin) is the way to go.
  const embedded = siteHref('/') !== '/';
  const currentCode = (current || language).toLowerCase();
  return (
    <List
      ref={listRef}
      id={id}
      aria-label={label ?? translate('LanguageSelectorList', 'Select language')}
      onKeyDown={(event: KeyboardEvent<HTMLElement>) => moveFocus(event, listRef.current)}
    >
      {options.map((option) => {
        const isCurrent = option.code.toLowerCase() === currentCode;
        // Server-rendered href: the page path from the context is without the language prefix.
        const href = siteHref(switchLanguagePath(path, option.code) + search);
        return (
          <li key={option.code}>
            <ItemLink
              href={href}
              hrefLang={option.code}
              lang={option.code}
              data-selector-item=""
              data-language={option.code}
              {...(isCurrent ? { 'aria-current': 'true' as const } : {})}
              {...(isCurrent && autoFocusCurrent ? { autoFocus: true } : {})}
              onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                onSelect(option);
                if (embedded) return;
                event.preventDefault();
                if (!isCurrent) navigateToLanguage(option.code);
              }}
            >
              <ItemLabel>{option.label}</ItemLabel>
              {isCurrent && <Check />}
            </ItemLink>
          </li>
        );
      })}
    </List>
  );
}
