import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing } from '../../app/context/index.ts';
import { RichText as RichTextField } from '../../fields/RichText.tsx';
import { hasText } from '../../fields/read.ts';
import { gridColumnRules, parseGridClasses, sectionIdOf, styleClasses } from '../../lib/sxa-params.ts';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { Prose, Wrapper } from './rich-text.styles.ts';

/**
 * SXA rich text: the `Text` field as long-form prose, with the editor's `Styles` classes. Inside
 * an SXA row (container, column, row) it takes the cells its `GridParameters` give it. Its element
 * id is the datasource's `sectionId` (spec 003: every block may carry one, and an anchor bar links
 * to it), else the rendering's `sectionId` or `RenderingIdentifier` param.
 */
export default function RichText({ fields, params }: BlockProps) {
  const editing = useIsEditing();
  if (!hasText(fields.Text) && !editing) return null;
  const classes = ['rich-text', ...styleClasses(params.Styles)].join(' ');
  const placement = gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)));
  return (
    <Wrapper id={sectionIdOf(fields, params)} data-block="rich-text" $placement={placement}>
      <RichTextField as={Prose} className={classes} field={fields.Text} emptyLabel="Rich text" />
    </Wrapper>
  );
}
