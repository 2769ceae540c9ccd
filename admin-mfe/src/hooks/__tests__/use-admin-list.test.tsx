import { act, renderHook, waitFor } from '@testing-library/react';
import { type ListFilters, type PageQuery, type PageResult, useAdminList } from '../use-admin-list';

interface Row {
  name: string;
  n: number;
}
const rows: Row[] = Array.from({ length: 45 }, (_, i) => ({ name: `row ${i + 1}`, n: i + 1 }));
const sortValues = { n: (r: Row) => r.n };

/** A server that pages and sorts by n, and filters by "min" (the rows with n at least min). */
function pagingServer() {
  return jest.fn(async (query: PageQuery, filters: ListFilters): Promise<PageResult<Row>> => {
    const min = Number(filters.min ?? 0);
    const matched = rows.filter((r) => r.n >= min);
    const ordered = query.sort.startsWith('-') ? [...matched].reverse() : matched;
    if (query.page === undefined) return { items: ordered, total: ordered.length, paged: false };
    const size = query.pageSize ?? 20;
    return { items: ordered.slice((query.page - 1) * size, query.page * size), total: ordered.length, paged: true };
  });
}

describe('useAdminList', () => {
  it('asks the server for a page with its filters, and goes back to page 1 when they change', async () => {
    const server = pagingServer();
    const { result, rerender } = renderHook(
      ({ min }: { min?: string }) =>
        useAdminList(server, { defaultSort: { key: 'n', direction: 'ascending' }, failure: 'Could not load.', filters: { min } }),
      { initialProps: {} },
    );
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
    act(() => result.current.setPage(3));
    await waitFor(() => expect(result.current.state).toMatchObject({ page: 3, busy: false }));
    expect(server).toHaveBeenLastCalledWith({ page: 3, pageSize: 20, sort: 'n' }, {});
    expect(result.current.state).toMatchObject({ total: 45, totalPages: 3, rows: rows.slice(40) });

    rerender({ min: '30' });
    await waitFor(() => expect(result.current.state).toMatchObject({ page: 1, busy: false, total: 16 }));
    expect(server).toHaveBeenLastCalledWith({ page: 1, pageSize: 20, sort: 'n' }, { min: '30' });
  });

  it('reads the whole list once while a filter the API lacks is in use, and filters, sorts and pages it here', async () => {
    const server = pagingServer();
    const even = (r: Row) => r.n % 2 === 0;
    const { result } = renderHook(() =>
      useAdminList(server, {
        defaultSort: { key: 'n', direction: 'descending' },
        failure: 'Could not load.',
        local: { key: 'even', matches: even, sortValues },
      }),
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', busy: false }));
    expect(server).toHaveBeenLastCalledWith({ sort: '-n' }, {});
    expect(result.current.filtering).toBe(true);
    expect(result.current.state).toMatchObject({ total: 22, totalPages: 2, everEmpty: false });
    const shown = result.current.state.status === 'ready' ? result.current.state.rows : [];
    expect(shown.map((r) => r.n).slice(0, 3)).toEqual([44, 42, 40]);
    const calls = server.mock.calls.length;
    act(() => result.current.setPage(2));
    expect(result.current.state).toMatchObject({ page: 2, rows: [rows[3], rows[1]] });
    expect(server.mock.calls.length).toBe(calls);
  });

  it('keeps the rows on show while it asks again, and loads afresh after a failure', async () => {
    const server = pagingServer();
    const { result } = renderHook(() =>
      useAdminList(server, { defaultSort: { key: 'n', direction: 'ascending' }, failure: 'Could not load.' }),
    );
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', busy: false }));
    act(() => result.current.reload());
    expect(result.current.state).toMatchObject({ status: 'ready', busy: true });
    await waitFor(() => expect(result.current.state).toMatchObject({ status: 'ready', busy: false }));

    server.mockRejectedValueOnce(new Error('down'));
    act(() => result.current.reload());
    await waitFor(() => expect(result.current.state).toEqual({ status: 'error', message: 'Could not load.' }));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(result.current.state.status).toBe('ready'));
  });
});
