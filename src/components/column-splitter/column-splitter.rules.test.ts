import { describe, expect, it } from 'vitest';
import { splitterColumns } from './column-splitter.rules.ts';

describe('splitterColumns', () => {
  it('makes one column per enabled placeholder, with its width and styles', () => {
    const columns = splitterColumns({
      EnabledPlaceholders: '1,2,3',
      ColumnWidth1: 'col-12 col-lg-6',
      ColumnWidth2: 'col-12|col-md-6|col-lg-3',
      ColumnWidth3: 'col-12 col-lg-3',
      Styles2: 'highlight  bad"class',
    });
    expect(columns.map((c) => c.placeholder)).toEqual(['column-1-{*}', 'column-2-{*}', 'column-3-{*}']);
    expect(columns[0]!.grid).toEqual([{ gridColumn: '1 / -1' }, { from: 'm', gridColumn: 'auto / span 6' }]);
    expect(columns[1]!.grid).toEqual([{ gridColumn: '1 / -1' }, { from: 'sm', gridColumn: 'auto / span 6' }, { from: 'm', gridColumn: 'auto / span 3' }]);
    expect(columns[1]!.classes).toEqual(['highlight']);
  });

  it('gives columns without a width an equal share from the tablet up', () => {
    const columns = splitterColumns({ EnabledPlaceholders: '1,2,3' });
    for (const column of columns) expect(column.grid).toEqual([{ gridColumn: '1 / -1' }, { from: 'sm', gridColumn: 'auto / span 4' }]);
    expect(splitterColumns({ EnabledPlaceholders: '2,5', ColumnWidth2: 'col', ColumnWidth5: 'col-lg' }).map((c) => c.grid)).toEqual([
      [{ gridColumn: '1 / -1' }, { from: 'xs', gridColumn: 'auto / span 6' }],
      [{ gridColumn: '1 / -1' }, { from: 'm', gridColumn: 'auto / span 6' }],
    ]);
  });

  it('keeps the order EnabledPlaceholders gives and at most eight columns', () => {
    expect(splitterColumns({ EnabledPlaceholders: '3,1' }).map((c) => c.slot)).toEqual([3, 1]);
    expect(splitterColumns({ EnabledPlaceholders: '1,2,3,4,5,6,7,8,9' })).toHaveLength(8);
    expect(splitterColumns({})).toEqual([]);
  });
});
