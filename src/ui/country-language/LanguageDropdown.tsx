import type { LanguageOption } from '../../lib/languages.ts';
import { Icon } from '../Icon.tsx';
import { VisuallyHidden } from '../visually-hidden.tsx';
import { LanguageList } from './LanguageList.tsx';
import { usePageFacts } from './shared.tsx';
import { SelectorDropdown } from './SelectorDropdown.tsx';

export { LanguageList, navigateToLanguage, languageUrl, type LanguageListProps } from './LanguageList.tsx';

/** Spec 001 section 9: language dropdown 300 px wide, at most 400 px high. */
export const LANGUAGE_DROPDOWN_WIDTH = 300;
export const LANGUAGE_DROPDOWN_MAX_HEIGHT = 400;

export interface LanguageDropdownProps {
  options: LanguageOption[];
  current: string;
  onSelect(option: LanguageOption): void;
  /** Optional: the dropdown opens and closes by itself (a popover); a parent may close it with `open={false}`. */
  open?: boolean;
  onOpenChange?(open: boolean): void;
  /** Id of the list; the toggle's aria-controls. */
  id: string;
}

/** Desktop language selector: a globe and the current language, the list under it (SelectorDropdown). */
export function LanguageDropdown({ options, current, onSelect, open, onOpenChange, id }: LanguageDropdownProps) {
  const { translate, language } = usePageFacts();
  const currentCode = (current || language).toLowerCase();
  const currentOption = options.find((o) => o.code.toLowerCase() === currentCode);
  return (
    <SelectorDropdown
      kind="language"
      open={open}
      onOpenChange={onOpenChange}
      id={id}
      width={LANGUAGE_DROPDOWN_WIDTH}
      maxHeight={LANGUAGE_DROPDOWN_MAX_HEIGHT}
      label={
        <>
          <Icon name="globe" size={18} />
          <VisuallyHidden>{translate('LanguageSelectorLanguage', 'Language')}: </VisuallyHidden>
          <span lang={currentOption?.code}>{currentOption?.label ?? currentCode.toUpperCase()}</span>
        </>
      }
    >
      {(close) => (
        <LanguageList
          id={id}
          options={options}
          current={currentCode}
          onSelect={(option) => {
            onSelect(option);
            close(true);
          }}
        />
      )}
    </SelectorDropdown>
  );
}
