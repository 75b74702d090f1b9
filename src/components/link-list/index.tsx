import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { EmptyBlockPlaceholder, emptyBlockLabels } from '../../fields/editing.tsx';
import { Text } from '../../fields/Text.tsx';
import { HEADLINE_CLAMP_LINES } from '../../fields/text.rules.ts';
import { classNames, gridColumnRules, parseGridClasses, renderingId } from '../../lib/sxa-params.ts';
import { Icon } from '../../ui/Icon.tsx';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { linkListLayout, readLinkList } from './link-list.rules.ts';
import { Entry, EntryLink, List, Title, Wrapper } from './link-list.styles.ts';

/**
 * SXA link list (spec 000 sections 2 and 3): a title over the links held by the datasource's
 * children. Visitors get nothing when no child has a link to show (a lone title leads nowhere);
 * editors get every child, the title field, and the "Link List" placeholder when there are no
 * children. The title is a headline: clamped to 2 lines outside editing (spec 000 section 5).
 * Inside an SXA row it takes the cells its `GridParameters` give it; in a dark band its text
 * takes the band's light colours.
 */
export default function LinkList({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { title, hasTitle, links } = readLinkList(fields, editing);
  const layout = linkListLayout(params.Styles);
  if (links.length === 0 && !editing) return null;

  const placement = gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)));
  return (
    <Wrapper id={renderingId(params)} className={classNames('link-list', layout.classes)} data-block="link-list" $placement={placement}>
      {(hasTitle || editing) && <Text as={Title} field={title} emptyLabel={emptyBlockLabels.title} clampLines={HEADLINE_CLAMP_LINES} />}
      {links.length === 0 ? (
        <EmptyBlockPlaceholder label={emptyBlockLabels.linkList} />
      ) : (
        <List $horizontal={layout.horizontal}>
          {links.map((link) => (
            <Entry key={link.key}>
              <Icon name="chevron-right" size={16} />
              <EntryLink field={link.field} />
            </Entry>
          ))}
        </List>
      )}
    </Wrapper>
  );
}
