import { useEffect, useMemo, useState, type ReactNode } from 'react';
import './admin-ui.css';

export interface Column<T> {
  key: string;
  header: string;
  render: (row: T) => ReactNode;
  /** Given, the column sorts by clicking its header. */
  sortValue?: (row: T) => string | number;
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
  pageSize?: number;
  initialSort?: SortState;
}

export const DEFAULT_PAGE_SIZE = 20;

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { numeric: true, sensitivity: 'base' });
}

/** A table that sorts by its headers (aria-sort) and pages on the client, Page X of Y. */
export function DataTable<T>({ caption, columns, rows, rowKey, pageSize = DEFAULT_PAGE_SIZE, initialSort }: DataTableProps<T>) {
  const [sort, setSort] = useState<SortState | null>(initialSort ?? null);
  const [page, setPage] = useState(1);

  const sorted = useMemo(() => {
    const column = columns.find((c) => c.key === sort?.key);
    if (!column?.sortValue || !sort) return rows;
    const factor = sort.direction === 'ascending' ? 1 : -1;
    const value = column.sortValue;
    return [...rows].sort((a, b) => factor * compare(value(a), value(b)));
  }, [columns, rows, sort]);

  const totalPages = Math.max(1, Math.ceil(sorted.length / pageSize));
  useEffect(() => {
    if (page > totalPages) setPage(totalPages);
  }, [page, totalPages]);
  useEffect(() => setPage(1), [rows]);

  const current = Math.min(page, totalPages);
  const visible = sorted.slice((current - 1) * pageSize, current * pageSize);

  const toggleSort = (key: string) => {
    setSort((previous) =>
      previous?.key === key
        ? { key, direction: previous.direction === 'ascending' ? 'descending' : 'ascending' }
        : { key, direction: 'ascending' },
    );
    setPage(1);
  };

  return (
    <div className="admin-table-wrap">
      <table className="admin-table">
        <caption className="admin-visually-hidden">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => {
              const ariaSort = sort?.key === column.key ? sort.direction : column.sortValue ? 'none' : undefined;
              return (
                <th key={column.key} scope="col" aria-sort={ariaSort}>
                  {column.sortValue ? (
                    <button type="button" className="admin-sort-button" onClick={() => toggleSort(column.key)}>
                      {column.header}
                      <span aria-hidden="true" className="admin-sort-mark">
                        {sort?.key === column.key ? (sort.direction === 'ascending' ? ' ▲' : ' ▼') : ' ↕'}
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
          {visible.map((row) => (
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
        <button type="button" className="shell-button" disabled={current <= 1} onClick={() => setPage(current - 1)}>
          Previous
        </button>
        <span aria-live="polite">
          Page {current} of {totalPages}
        </span>
        <button type="button" className="shell-button" disabled={current >= totalPages} onClick={() => setPage(current + 1)}>
          Next
        </button>
        <span className="admin-pager-count">
          {sorted.length} {sorted.length === 1 ? 'row' : 'rows'}
        </span>
      </nav>
    </div>
  );
}
