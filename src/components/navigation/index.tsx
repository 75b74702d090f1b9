import { useEffect, useMemo, useRef, useState, type FocusEvent, type KeyboardEvent } from 'react';
import { useStableId } from '../../app/context/stable-id.tsx';
import styled from 'styled-components';
import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageFacts, useTranslate } from '../../app/context/index.ts';
import { EmptyBlockPlaceholder, emptyBlockLabels } from '../../fields/editing.tsx';
import { Link } from '../../fields/Link.tsx';
import { Text } from '../../fields/Text.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { navigationLayout, readNavigation, type NavigationPosition, type NavItem } from './navigation.rules.ts';
import { Item, linkStyles, List, Nav, Panel, Root, Row, SubList, SubToggle, Toggle, ToggleLabel } from './navigation.styles.ts';

const ItemLink = styled(Link)<{ $level: number }>`
  ${linkStyles}
`;

/**
 * SXA navigation (spec 000 sections 2 and 3): a nested menu from Sitecore's navigation items,
 * with a mobile toggle. The `Styles` param chooses the layout (`navigation-horizontal`: a row
 * with dropdowns; otherwise a vertical tree) and the alignment (`position-left|center|right`).
 *
 * Keyboard: the toggle and each dropdown's chevron are real buttons with aria-expanded and
 * aria-controls; Escape closes what is open and puts focus back on the button that opened it.
 * The current page's link carries aria-current="page". Nothing changes state while hydrating:
 * mobile versus desktop is CSS, state moves only on a visitor's action. Inside an SXA row it
 * takes the cells its `GridParameters` give it; in a dark band it takes the band's colours.
 */
export default function Navigation({ rendering, params }: BlockProps) {
  const editing = useIsEditing();
  const { path } = usePageFacts();
  const t = useTranslate();
  // `fields` is an array here (BlockProps' map is empty for it): read the rendering's own.
  const items = useMemo(() => readNavigation(rendering.fields, path), [rendering.fields, path]);
  const layout = navigationLayout(params.Styles);
  const [open, setOpen] = useState(false);
  const [openSub, setOpenSub] = useState<string | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const panelId = useStableId('panel');

  // Escape closes the mobile menu and returns focus to its toggle (a dropdown handles its own first).
  useEffect(() => {
    if (!open) return;
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  // A press outside the menu closes an open dropdown.
  useEffect(() => {
    if (!openSub) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && rootRef.current?.contains(event.target)) return;
      setOpenSub(null);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [openSub]);

  const id = renderingId(params);
  const className = classNames('navigation', layout.classes);
  const placement = gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)));
  if (items.length === 0) {
    if (!editing) return null;
    return (
      <Root id={id} className={className} data-block="navigation" $placement={placement}>
        <EmptyBlockPlaceholder label={emptyBlockLabels.navigation} />
      </Root>
    );
  }

  const mode = { $horizontal: layout.horizontal, $position: layout.position, $editing: editing };
  return (
    <Root ref={rootRef} id={id} className={className} data-block="navigation" $placement={placement}>
      <Nav {...mode} aria-label={t('NavigationLabel', 'Navigation')}>
        <Toggle
          ref={toggleRef}
          type="button"
          $variant="secondary"
          $size="sm"
          $editing={editing}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
          data-navigation-toggle=""
        >
          <Icon name={open ? 'close' : 'menu'} size={18} />
          {/* One name in both states: aria-expanded tells open from closed. */}
          <ToggleLabel>{t('NavigationMenu', 'Menu')}</ToggleLabel>
        </Toggle>
        <Panel id={panelId} $open={open} $editing={editing} data-open={open}>
          <List {...mode}>
            {items.map((item) => (
              <Entry
                key={item.key}
                item={item}
                editing={editing}
                horizontal={layout.horizontal}
                position={layout.position}
                openSub={openSub}
                onOpenSub={setOpenSub}
              />
            ))}
          </List>
        </Panel>
      </Nav>
    </Root>
  );
}

interface EntryProps {
  item: NavItem;
  editing: boolean;
  horizontal: boolean;
  position: NavigationPosition;
  openSub: string | null;
  onOpenSub: (key: string | null) => void;
}

function Entry({ item, editing, horizontal, position, openSub, onOpenSub }: EntryProps) {
  const t = useTranslate();
  const subId = useStableId(`sub-${item.key}`);
  const chevronRef = useRef<HTMLButtonElement>(null);
  const hasChildren = item.children.length > 0;
  // Only the root items of a horizontal menu drop down; deeper levels are indented lists.
  const dropdown = horizontal && item.level === 1 && hasChildren && !editing;
  const expanded = dropdown && openSub === item.key;

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.key !== 'Escape' || !expanded) return;
    event.preventDefault();
    onOpenSub(null);
    chevronRef.current?.focus();
  };
  // Tabbing out of an open dropdown closes it.
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    if (expanded && !event.currentTarget.contains(event.relatedTarget as Node | null)) onOpenSub(null);
  };

  return (
    <Item data-level={item.level} onKeyDown={dropdown ? onKeyDown : undefined} onBlur={dropdown ? onBlur : undefined}>
      <Row>
        <ItemLink
          field={{ value: item.link }}
          $level={item.level}
          aria-current={item.current ? 'page' : undefined}
          data-trail={item.inTrail ? 'true' : undefined}
          emptyLabel={emptyBlockLabels.navigation}
        >
          {editing && item.titleField !== undefined ? <Text field={item.titleField} /> : undefined}
        </ItemLink>
        {dropdown && (
          <SubToggle
            ref={chevronRef}
            type="button"
            aria-expanded={expanded}
            aria-controls={subId}
            aria-label={t('NavigationSubmenu', 'More in {title}', { title: item.title })}
            onClick={() => onOpenSub(expanded ? null : item.key)}
          >
            <Icon name="chevron-down" size={16} />
          </SubToggle>
        )}
      </Row>
      {hasChildren && (
        <SubList id={subId} $dropdown={dropdown} $open={expanded} $position={position}>
          {item.children.map((child) => (
            <Entry key={child.key} item={child} editing={editing} horizontal={horizontal} position={position} openSub={openSub} onOpenSub={onOpenSub} />
          ))}
        </SubList>
      )}
    </Item>
  );
}
