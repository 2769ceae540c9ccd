import { type ReactNode, useState } from 'react';
// Through the package, so the table uses the kernel's Pagination instead of carrying a copy.
import { Pagination } from 'shared-kernel';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Given, the column sorts by clicking its header: the API's sort name for it. */
  sortKey?: string;
  /** Right-aligned (amounts, counts). */
  numeric?: boolean;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

interface DataTableProps<T> {
  caption: string;
  /** Shows the caption above the table; otherwise it is for screen readers only. */
  showCaption?: boolean;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T, index: number) => string;
  sort?: SortState;
  onSort?: (sort: SortState) => void;
  /** Given, a Pagination follows the table. */
  paging?: { page: number; totalPages: number; totalRows: number; onPage: (page: number) => void };
  busy?: boolean;
  /** On a narrow screen: each row as a card (`stack`, the default) or the table scrolling in its own box. */
  narrow?: 'stack' | 'scroll';
  /** A last row under the last column, e.g. { label: 'Total', value: 'N7,700' }. */
  total?: { label: string; value: ReactNode };
  className?: string;
  /**
   * Given, each row has a last cell with a Details button that opens a row beneath it (the whole
   * table's width) with what the columns leave out: addresses, references. `label` names the
   * button for a screen reader ("Details of EPH-000123").
   */
  details?: { label: (row: T) => string; render: (row: T) => ReactNode };
}

/** A table whose headers may sort (aria-sort), a page at a time, readable on a 360 px phone. */
export function DataTable<T>({
  caption,
  showCaption,
  columns,
  rows,
  rowKey,
  sort,
  onSort,
  paging,
  busy,
  narrow = 'stack',
  total,
  className,
  details,
}: DataTableProps<T>) {
  const toggleSort = (key: string) =>
    onSort?.(
      sort?.key === key ? { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' },
    );
  const tableClass = ['ep-table', narrow === 'stack' ? 'ep-table--stack' : '', className ?? ''].filter(Boolean).join(' ');
  const align = (column: Column<T>) => (column.numeric ? 'ep-table__num' : undefined);

  return (
    <div className="ep-table-box">
      <table className={tableClass} aria-busy={busy || undefined}>
        <caption className={showCaption ? undefined : 'ep-visually-hidden'}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortKey = onSort ? column.sortKey : undefined;
              const ariaSort = sortKey ? (sort?.key === sortKey ? sort.direction : 'none') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort} className={align(column)}>
                  {sortKey ? (
                    <button type="button" className="ep-table__sort" onClick={() => toggleSort(sortKey)}>
                      {column.header}
                      <span aria-hidden="true" className="ep-table__mark">
                        {sort?.key === sortKey ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
            {details ? (
              <th scope="col">
                <span className="ep-visually-hidden">Details</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          <Rows rows={rows} rowKey={rowKey} columns={columns} details={details} />
        </tbody>
        {total && (
          <tfoot>
            <tr>
              <th scope="row" colSpan={columns.length - 1}>
                {total.label}
              </th>
              <td data-label={total.label} className={align(columns[columns.length - 1])}>
                {total.value}
              </td>
              {details ? <td /> : null}
            </tr>
          </tfoot>
        )}
      </table>
      {paging && (
        <Pagination page={paging.page} pages={paging.totalPages} onPage={paging.onPage} label={caption} busy={busy}>
          {paging.totalRows} {paging.totalRows === 1 ? 'row' : 'rows'}
        </Pagination>
      )}
    </div>
  );
}

/** The body's rows; with `details`, each row's Details button opens the row beneath it. */
function Rows<T>({ rows, rowKey, columns, details }: Pick<DataTableProps<T>, 'rows' | 'rowKey' | 'columns' | 'details'>) {
  const [open, setOpen] = useState<ReadonlySet<string>>(new Set());
  const toggle = (key: string) =>
    setOpen((now) => {
      const next = new Set(now);
      if (!next.delete(key)) next.add(key);
      return next;
    });
  return rows.map((row, index) => {
    const key = rowKey(row, index);
    const shown = open.has(key);
    const id = `ep-details-${key.replace(/[^\w-]/g, '_')}`;
    return [
      <tr key={key}>
        {columns.map((column) => (
          <td key={column.key} data-label={column.header} className={column.numeric ? 'ep-table__num' : undefined}>
            {column.render(row)}
          </td>
        ))}
        {details ? (
          <td className="ep-table__toggle">
            <button type="button" className="ep-table__more" aria-expanded={shown} aria-controls={id} onClick={() => toggle(key)}>
              <span aria-hidden="true">{shown ? '▾ ' : '▸ '}</span>
              Details<span className="ep-visually-hidden">{details.label(row).replace(/^Details/, '')}</span>
            </button>
          </td>
        ) : null}
      </tr>,
      details && shown ? (
        <tr key={`${key}-details`} id={id} className="ep-table__details">
          <td colSpan={columns.length + 1}>{details.render(row)}</td>
        </tr>
      ) : null,
    ];
  });
}
