import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, usePageContext } from '../../app/context/index.ts';
import { RichText } from '../../fields/RichText.tsx';
import { classNames, gridColumnRules, parseGridClasses, renderingId, styleClasses } from '../../lib/sxa-params.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { pageContentField } from './page-content.rules.ts';
import { Prose, Wrapper } from './page-content.styles.ts';

/**
 * SXA page content: the page's (or the datasource's) `Content` rich text as long-form prose
 * (page-content.rules.ts). Nothing for visitors when empty; editors see the 'Content' placeholder
 * (spec 000 section 8).
 */
export default function PageContent({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  const { layout } = usePageContext();
  const field = pageContentField(fields, layout.sitecore.route?.fields, editing);
  if (field === undefined && !editing) return null;
  return (
    <Wrapper
      id={renderingId(params)}
      className={classNames('page-content', styleClasses(params.Styles))}
      data-block="page-content"
      $placement={gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)))}
    >
      <RichText as={Prose} className="field-content" field={field} emptyLabel="Content" />
    </Wrapper>
  );
}
