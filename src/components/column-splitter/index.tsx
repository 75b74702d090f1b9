import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { placeholderHasRenderings } from '../../app/placeholder.rules.ts';
import { classNames, gridColumnRules, parseGridClasses, renderingId, styleClasses } from '../../lib/sxa-params.ts';
import { Container, Notice } from '../../ui/layout.tsx';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { splitterColumns } from './column-splitter.rules.ts';
import { Column, Splitter } from './column-splitter.styles.ts';

/**
 * SXA column splitter (spec 000 section 2): up to 8 columns side by side, each a `column-N-{*}`
 * placeholder, widths from ColumnWidthN (column-splitter.rules.ts). Visitors get nothing when
 * every column is empty; an empty column among full ones keeps its place in the row.
 */
export default function ColumnSplitter({ rendering, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const columns = splitterColumns(params);
  if (!editing && !columns.some((column) => placeholderHasRenderings(rendering, column.placeholder))) return null;
  if (columns.length === 0) {
    return (
      <Container data-block="column-splitter">
        <Notice role="status">{t('ColumnSplitterNoColumns', 'Column splitter: no columns are enabled (EnabledPlaceholders)')}</Notice>
      </Container>
    );
  }

  return (
    <Splitter
      id={renderingId(params)}
      className={classNames('column-splitter', styleClasses(params.Styles))}
      data-block="column-splitter"
      $placement={gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)))}
    >
      {columns.map((column) => (
        <Column
          key={column.slot}
          className={classNames(`column-${column.slot}`, column.classes)}
          data-column={column.slot}
          $placement={gridPlacementStyle(column.grid)}
        >
          <Placeholder name={column.placeholder} rendering={rendering} />
        </Column>
      ))}
    </Splitter>
  );
}
