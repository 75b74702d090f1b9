import type { BlockProps } from '../../app/registry.ts';
import { useIsEditing, useTranslate } from '../../app/context/index.ts';
import { Placeholder } from '../../app/Placeholder.tsx';
import { placeholderHasRenderings } from '../../app/placeholder.rules.ts';
import { classNames, gridColumnRules, parseGridClasses, renderingId, styleClasses } from '../../lib/sxa-params.ts';
import { Container, Notice } from '../../ui/layout.tsx';
import { gridPlacementStyle } from '../../ui/sxa-grid.ts';
import { splitterRows } from './row-splitter.rules.ts';
import { Band, Splitter } from './row-splitter.styles.ts';

/**
 * SXA row splitter (spec 000 section 2): up to 8 full-width rows, each a `row-N-{*}` placeholder
 * (row-splitter.rules.ts). Visitors get nothing for an empty row, and nothing at all when every
 * row is empty; editors get every enabled row with its drop zone.
 */
export default function RowSplitter({ rendering, params }: BlockProps) {
  const editing = useIsEditing();
  const t = useTranslate();
  const rows = splitterRows(params).filter((row) => editing || placeholderHasRenderings(rendering, row.placeholder));
  if (rows.length === 0 && !editing) return null;
  if (rows.length === 0) {
    return (
      <Container data-block="row-splitter">
        <Notice role="status">{t('RowSplitterNoRows', 'Row splitter: no rows are enabled (EnabledPlaceholders)')}</Notice>
      </Container>
    );
  }

  return (
    <Splitter
      id={renderingId(params)}
      className={classNames('row-splitter', styleClasses(params.Styles))}
      data-block="row-splitter"
      $placement={gridPlacementStyle(gridColumnRules(parseGridClasses(params.GridParameters)))}
    >
      {rows.map((row) => (
        <Band key={row.slot} className={classNames(`row-${row.slot}`, row.classes)} data-row={row.slot} $tone={row.tone}>
          <Placeholder name={row.placeholder} rendering={rendering} />
        </Band>
      ))}
    </Splitter>
  );
}
