import { useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import { useTranslate } from '../../app/context/translate.tsx';
import { lockPageScroll } from '../../lib/scroll-lock.ts';
import { Button } from '../Button.tsx';
import { Icon } from '../Icon.tsx';
import { moveFocus } from './focus.ts';
import { FILTER_PHRASE_DEFAULTS as T } from './filters.phrases.ts';
import { optionsFor, selectedLabel, toggleOption, type FilterableItem, type FilterSelection, type FilterType } from './filters.rules.ts';
import {
  Check,
  IconButton,
  MobileOptionList,
  OptionButton,
  Overlay,
  Panel,
  PanelBody,
  PanelFooter,
  PanelHeader,
  PanelTitle,
  Section,
  SectionChoice,
  SectionToggle,
} from './filters.styles.ts';

export interface MobileFilterPanelProps {
  types: readonly FilterType[];
  items: readonly FilterableItem[];
  /** The real selection: the panel starts from a copy of it. */
  selection: FilterSelection;
  onApply(selection: FilterSelection): void;
  onClose(): void;
}

/**
 * The mobile filter panel (spec 002 section 4): open, the page does not scroll. Choices change a
 * temporary selection; Apply hands it over and closes, Reset empties it, the overlay, the close
 * button and Escape close without applying. One accordion section is open at a time (the first
 * at the start). Focus goes to the panel when it opens and the caller returns it to its trigger.
 */
export function MobileFilterPanel({ types, items, selection, onApply, onClose }: MobileFilterPanelProps) {
  const translate = useTranslate();
  const [draft, setDraft] = useState<FilterSelection>(selection);
  const [openKey, setOpenKey] = useState<string | undefined>(types[0]?.key);
  const panelRef = useRef<HTMLDivElement>(null);
  const titleId = useStableId('filter-panel-title');
  const sectionId = useStableId('filter-panel-section');

  useEffect(() => {
    const release = lockPageScroll();
    panelRef.current?.focus();
    return release;
  }, []);

  const title = translate('filter', T.filter);

  return (
    <>
      <Overlay data-filter-overlay="" onClick={onClose} />
      <Panel
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        data-filter-panel=""
        onKeyDown={(event: KeyboardEvent<HTMLDivElement>) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onClose();
          } else if (event.key === 'Tab') trapTab(event, panelRef.current);
        }}
      >
        <PanelHeader>
          <PanelTitle id={titleId}>{title}</PanelTitle>
          <IconButton type="button" aria-label={translate('close', T.close)} data-filter-close="" onClick={onClose}>
            <Icon name="close" size={20} />
          </IconButton>
        </PanelHeader>
        <PanelBody>
          {types.map((type) => {
            const expanded = openKey === type.key;
            const listId = `${sectionId}-${type.key}`;
            const choice = selectedLabel(type.key, items, draft);
            return (
              <Section key={type.key} data-filter-section={type.key}>
                <SectionToggle type="button" aria-expanded={expanded} aria-controls={listId} onClick={() => setOpenKey(expanded ? undefined : type.key)}>
                  {type.label}
                  {choice && <SectionChoice>{choice}</SectionChoice>}
                  <span data-chevron="">
                    <Icon name="chevron-down" size={16} />
                  </span>
                </SectionToggle>
                <MobileOptionList
                  id={listId}
                  aria-label={type.label}
                  hidden={!expanded}
                  onKeyDown={(event: KeyboardEvent<HTMLUListElement>) => moveFocus(event, event.currentTarget)}
                >
                  {optionsFor(type.key, items, draft).map((option) => (
                    <li key={option.id}>
                      <OptionButton
                        type="button"
                        aria-pressed={draft[type.key] === option.id}
                        data-filter-option={option.name}
                        onClick={() => setDraft(toggleOption(draft, type.key, option.id))}
                      >
                        {option.label}
                        <Check aria-hidden="true" />
                      </OptionButton>
                    </li>
                  ))}
                </MobileOptionList>
              </Section>
            );
          })}
        </PanelBody>
        <PanelFooter>
          <Button variant="secondary" data-filter-reset="" onClick={() => setDraft({})}>
            {translate('reset', T.reset)}
          </Button>
          <Button variant="primary" data-filter-apply="" onClick={() => onApply(draft)}>
            {translate('apply', T.apply)}
          </Button>
        </PanelFooter>
      </Panel>
    </>
  );
}

/** Keeps Tab and Shift+Tab inside the panel while it is open. */
function trapTab(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null): void {
  if (!panel) return;
  const focusable = Array.from(panel.querySelectorAll<HTMLElement>('button:not([disabled]), [href]')).filter((el) => !el.closest('[hidden]'));
  const first = focusable[0];
  const last = focusable[focusable.length - 1];
  if (!first || !last) return;
  if (event.shiftKey && (document.activeElement === first || document.activeElement === panel)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && document.activeElement === last) {
    event.preventDefault();
    first.focus();
  }
}
