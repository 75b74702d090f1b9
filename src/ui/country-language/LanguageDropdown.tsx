import { useEffect, useRef, type FocusEvent, type KeyboardEvent, type MouseEvent } from 'react';
import type { LanguageOption } from '../../lib/languages.ts';
import { Icon } from '../Icon.tsx';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { LanguageList } from './LanguageList.tsx';
import { focusCurrent, Panel, Root, Toggle, usePageFacts } from './shared.tsx';

export { LanguageList, navigateToLanguage, languageUrl, type LanguageListProps } from './LanguageList.tsx';

/** Spec 001 section 9: language dropdown 300 px wide, at most 400 px high. */
export const LANGUAGE_DROPDOWN_WIDTH = 300;
export const LANGUAGE_DROPDOWN_MAX_HEIGHT = 400;

export interface LanguageDropdownProps {
  options: LanguageOption[];
  current: string;
  onSelect(option: LanguageOption): void;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Id of the list; the toggle's aria-controls. */
  id: string;
}

/** Desktop language selector: a globe and the current language, the list under it. */
export function LanguageDropdown({ options, current, onSelect, open, onOpenChange, id }: LanguageDropdownProps) {
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const focusListOnOpen = useRef(false);
  const { translate, language } = usePageFacts();
  const currentCode = (current || language).toLowerCase();
  const currentOption = options.find((o) => o.code.toLowerCase() === currentCode);

  useEffect(() => {
    if (open && focusListOnOpen.current) {
      focusListOnOpen.current = false;
      focusCurrent(panelRef.current);
    }
  }, [open]);

  const close = (returnFocus: boolean) => {
    onOpenChange(false);
    if (returnFocus) toggleRef.current?.focus();
  };

  return (
    <Root
      data-language-dropdown=""
      onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          event.stopPropagation();
          close(true);
        }
      }}
      onBlur={(event: FocusEvent<HTMLDivElement>) => {
        const next = event.relatedTarget as Node | null;
        if (open && next && !event.currentTarget.contains(next)) onOpenChange(false);
      }}
    >
      <Toggle
        ref={toggleRef}
        type="button"
        $open={open}
        aria-expanded={open}
        aria-controls={id}
        onClick={(event: MouseEvent) => {
          event.stopPropagation();
          onOpenChange(!open);
        }}
        onKeyDown={(event: KeyboardEvent<HTMLButtonElement>) => {
          if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
          event.preventDefault();
          if (open) focusCurrent(panelRef.current);
          else {
            focusListOnOpen.current = true;
            onOpenChange(true);
          }
        }}
      >
        <Icon name="globe" size={18} />
        <VisuallyHidden>{translate('LanguageSelectorLanguage', 'Language')}: </VisuallyHidden>
        <span lang={currentOption?.code}>{currentOption?.label ?? currentCode.toUpperCase()}</span>
        <span data-chevron="" style={{ display: 'inline-flex' }}>
          <Icon name="chevron-down" size={16} />
        </span>
      </Toggle>
      <Panel ref={panelRef} hidden={!open} $width={LANGUAGE_DROPDOWN_WIDTH} $maxHeight={LANGUAGE_DROPDOWN_MAX_HEIGHT}>
        <LanguageList
          id={id}
          options={options}
          current={currentCode}
          onSelect={(option) => {
            onSelect(option);
            close(true);
          }}
        />
      </Panel>
    </Root>
  );
}
