import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'shared-kernel';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';

/** An unsigned JWT-shaped token: the browser only decodes, the server verifies. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

/** What axios rejects with when the server answers with an error status. */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  const response = { status, statusText: String(status), data, headers: {}, config } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, {}, response);
}

export function ok<T>(data: T, headers: Record<string, string> = {}): AxiosResponse<T> {
  return { status: 200, statusText: 'OK', data, headers, config: { headers: new AxiosHeaders() } } as AxiosResponse<T>;
}

/**
 * Answers GETs like the commerce API's admin lists: without page/pageSize the whole list, else one page;
 * `sort` by a name (leading - for descending); the total in X-Total-Count.
 */
export function listServer<T>(rows: T[], sortValues: Record<string, (row: T) => string | number>) {
  return async (_url: string, config?: { params?: { page?: number; pageSize?: number; sort?: string } }) => {
    const { page, pageSize, sort = '' } = config?.params ?? {};
    const key = sort.replace(/^-/, '');
    const value = sortValues[key];
    const sorted = value
      ? [...rows].sort((a, b) => {
          const [x, y] = [value(a), value(b)];
          const order = typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
          return sort.startsWith('-') ? -order : order;
        })
      : rows;
    if (page === undefined && pageSize === undefined) return ok(sorted, { 'x-total-count': String(rows.length) });
    const size = pageSize ?? 50;
    const start = ((page ?? 1) - 1) * size;
    return ok(sorted.slice(start, start + size), { 'x-total-count': String(rows.length) });
  };
}

function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/** Renders a page or form inside a router at `path`, with the current path shown for assertions. */
export function renderAt(ui: ReactElement, { path = '/', route = '/', extra = [] as { path: string; element: ReactElement }[] } = {}) {
  const user = userEvent.setup();
  const result = render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path={route} element={ui} />
        {extra.map((entry) => (
          <Route key={entry.path} path={entry.path} element={entry.element} />
        ))}
        <Route path="*" element={<p>elsewhere</p>} />
      </Routes>
      <Where />
    </MemoryRouter>,
  );
  return { user, ...result };
}

/** A promise the test settles when it wants (to see loading states). */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}
