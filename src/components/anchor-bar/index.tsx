import { useEffect, useMemo } from 'react';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useLocale, useStableId, useTranslate } from '../../app/context/index.ts';
import { Icon } from '../../ui/Icon.tsx';
import { StripBar } from '../../ui/scroll-strip/scroll-strip.styles.ts';
import { useScrollStrip } from '../../ui/scroll-strip/use-scroll-strip.ts';
import { EMPTY_LINKS_MESSAGE, readAnchorBar, type AnchorBarModel } from './anchor-bar.rules.ts';
import { AnchorLink, EditorNotice, Frame, Inner, Item, List, Nav, ScrollButton } from './anchor-bar.styles.ts';
import { useAnchorTracking } from './use-anchor-tracking.ts';

/**
 * Anchor bar (spec 003): a sticky bar of links to sections of this page. The active link follows
 * the section in view; a click scrolls there under the header and bar and writes the hash
 * (use-anchor-tracking.ts). The strip, its arrows and keys are the shared scroll strip (src/ui).
 */
export default function AnchorBar({ fields, params }: BlockProps) {
  const model = useMemo(() => readAnchorBar(fields, params), [fields, params]);
  const editing = useIsEditing();
  if (model.links.length === 0) {
    if (!editing) return null;
    return (
      <StripBar $sticky={false} id={model.sectionId} data-block="anchor-bar">
        <Inner>
          <EditorNotice>{EMPTY_LINKS_MESSAGE}</EditorNotice>
        </Inner>
      </StripBar>
    );
  }
  return <AnchorStrip model={model} editing={editing} />;
}

function AnchorStrip({ model, editing }: { model: AnchorBarModel; editing: boolean }) {
  const t = useTranslate();
  const { dir } = useLocale();
  const listId = useStableId('list');
  const linksKey = model.links.map((link) => link.key).join('|');
  const { listRef, controls, step, onKeyDown, reveal } = useScrollStrip({ animate: !editing, dir, resetKey: linksKey });
  const { active, onLinkClick } = useAnchorTracking(model.links, editing);

  // The active link stays in view inside the bar.
  useEffect(() => {
    if (active) reveal(listRef.current?.querySelector<HTMLElement>('[aria-current="location"]') ?? null);
  }, [active, reveal, listRef]);

  return (
    // Sticky for visitors; in the editor the bar stays in place (spec 001's bars do the same).
    <StripBar $sticky={!editing} id={model.sectionId} data-block="anchor-bar">
      <Inner>
        <Nav aria-label={t('AnchorBar', 'On this page')}>
          <Frame data-fade-start={controls.previous} data-fade-end={controls.next}>
            <ScrollButton
              type="button"
              $side="start"
              hidden={!controls.previous}
              aria-controls={listId}
              aria-label={t('AnchorBarPrevious', 'Scroll sections back')}
              onClick={() => step('previous')}
            >
              <Icon name="chevron-left" size={20} />
            </ScrollButton>
            <List ref={listRef} id={listId} onKeyDown={onKeyDown}>
              {model.links.map((link) => (
                <Item key={link.key}>
                  <AnchorLink
                    href={`#${link.anchorId}`}
                    $active={link.anchorId === active}
                    $highlight={link.highlight}
                    data-highlight={link.highlight || undefined}
                    data-anchor={link.anchorId}
                    aria-current={link.anchorId === active ? 'location' : undefined}
                    onClick={(event) => onLinkClick(event, link.anchorId)}
                  >
                    {link.title}
                  </AnchorLink>
                </Item>
              ))}
            </List>
            <ScrollButton
              type="button"
              $side="end"
              hidden={!controls.next}
              aria-controls={listId}
              aria-label={t('AnchorBarNext', 'Scroll sections forward')}
              onClick={() => step('next')}
            >
              <Icon name="chevron-right" size={20} />
            </ScrollButton>
          </Frame>
        </Nav>
      </Inner>
    </StripBar>
  );
}
