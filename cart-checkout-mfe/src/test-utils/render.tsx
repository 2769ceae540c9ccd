import { StrictMode, type ReactElement } from 'react';
import { cleanup, render } from '@testing-library/react';
import { AxiosError, AxiosHeaders, type AxiosResponse } from 'axios';
import { clearSession, type EventMap, MemoryRouter, on, Route, Routes, setTokens, type ToastMessage, useLocation } from 'shared-kernel';

export const USER_ID = '2b0f4c1e-8d7a-4c55-9e61-0c7f3b1d9a10';

/** An unsigned JWT-shaped token: the browser only decodes, the server verifies. */
export function makeToken(claims: Record<string, unknown>): string {
  const encode = (value: unknown) =>
    Buffer.from(JSON.stringify(value)).toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode(claims)}.signature`;
}

export function signIn(userId = USER_ID): void {
  setTokens({ accessToken: makeToken({ name: 'Ada Obi', role: 'user', UserId: userId }), refreshToken: 'refresh' });
}

/** Unmounts what the test rendered, then ends the session. */
export function signOut(): void {
  cleanup();
  clearSession();
}

/** The error axios raises for an HTTP answer with this status and body. */
export function httpError(status: number, data: unknown): AxiosError {
  const response = { status, statusText: String(status), data, headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse;
  return new AxiosError(`Request failed with status code ${status}`, AxiosError.ERR_BAD_REQUEST, undefined, undefined, response);
}

export function ok<T>(data: T): AxiosResponse<T> {
  return { data, status: 200, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } } as AxiosResponse<T>;
}

function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

/** Renders a page at a URL inside a router, with a probe that shows where the app navigated to. */
export function renderAt(ui: ReactElement, url: string, options: { strict?: boolean } = {}) {
  const tree = (
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={url.split('?')[0]} element={ui} />
        <Route path="*" element={<p>Elsewhere</p>} />
      </Routes>
      <LocationProbe />
    </MemoryRouter>
  );
  return render(options.strict ? <StrictMode>{tree}</StrictMode> : tree);
}

/** Collects what the page sent on the event bus during a test. */
export function collect<K extends keyof EventMap>(name: K): { events: EventMap[K][]; stop: () => void } {
  const events: EventMap[K][] = [];
  const stop = on(name, (detail) => events.push(detail));
  return { events, stop };
}

export type { ToastMessage };
