import type { ReactNode } from 'react';
import './admin-ui.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Given, the column sorts by clicking its header: the API's sort name for it. */
  sortKey?: string;
}

export type SortDirection = 'ascending' | 'descending';
export interface SortState {
  key: string;
  direction: SortDirection;
}

interface DataTableProps<T> {
  caption: string;
  columns: Column<T>[];
  rows: T[];
  rowKey: (row: T) => string;
  sort: SortState;
  onSort: (sort: SortState) => void;
  page: number;
  totalPages: number;
  totalRows: number;
  onPage: (page: number) => void;
  busy?: boolean;
}

/** A table whose headers sort (aria-sort) and whose rows come a page at a time, Page X of Y. */
export function DataTable<T>({ caption, columns, rows, rowKey, sort, onSort, page, totalPages, totalRows, onPage, busy }: DataTableProps<T>) {
  const toggleSort = (key: string) =>
    onSort(sort.key === key ? { key, direction: sort.direction === 'ascending' ? 'descending' : 'ascending' } : { key, direction: 'ascending' });

  return (
    <div className="admin-table-wrap">
      <table className="admin-table" aria-busy={busy || undefined}>
        <caption className="admin-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const sortable = Boolean(column.sortKey);
              const ariaSort = sortable ? (sort.key === column.sortKey ? sort.direction : 'none') : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort}>
                  {column.sortKey ? (
                    <button type="button" className="admin-sort-button" onClick={() => toggleSort(column.sortKey!)}>
                      {column.header}
                      <span aria-hidden="true" className="admin-sort-mark">
                        {sort.key === column.sortKey ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
                      </span>
                    </button>
                  ) : (
                    column.header
                  )}
                </th>
              );
            })}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column) => (
                <td key={column.key} data-label={column.header}>
                  {column.render(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      <nav className="admin-pager" aria-label={`${caption} pages`}>
        <button type="button" className="shell-button" disabled={page <= 1 || busy} onClick={() => onPage(page - 1)}>
          Previous
        </button>
        <span aria-live="polite">
          Page {page} of {totalPages}
        </span>
        <button type="button" className="shell-button" disabled={page >= totalPages || busy} onClick={() => onPage(page + 1)}>
          Next
        </button>
        <span className="admin-pager-count">
          {totalRows} {totalRows === 1 ? 'row' : 'rows'}
        </span>
      </nav>
    </div>
  );
}
