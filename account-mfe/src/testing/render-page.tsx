// Test helpers: a page at its route inside a router, stub pages for where it may go, and the toasts a user would see.
import { Suspense, useEffect, useState, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AxiosError, AxiosHeaders } from 'axios';
import { MemoryRouter, on, Route, Routes, setTokens, type ToastMessage, useLocation } from 'shared-kernel';

function Toasts() {
  const [toasts, setToasts] = useState<ToastMessage[]>([]);
  useEffect(() => on('toast:show', (message) => setToasts((list) => [...list, message])), []);
  return (
    <ul aria-label="Notifications">
      {toasts.map((toast, index) => (
        <li key={index} data-toast-type={toast.type}>
          {toast.summary}: {toast.detail}
        </li>
      ))}
    </ul>
  );
}

function Location() {
  const location = useLocation();
  return (
    <div data-testid="location" aria-hidden="true">
      {location.pathname + location.search}
    </div>
  );
}

const DESTINATIONS = ['/', '/dashboard', '/login', '/signup', '/reactivate', '/user-orders', '/categories'];

/** Renders `element` at route `path`, starting from `url`. */
export function renderPage(element: ReactElement, { path, url }: { path: string; url: string }) {
  return render(
    <MemoryRouter initialEntries={[url]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
      <Suspense fallback={null}>
        <Routes>
          <Route path={path} element={element} />
          {DESTINATIONS.filter((destination) => destination !== path).map((destination) => (
            <Route key={destination} path={destination} element={<p>Arrived at {destination}</p>} />
          ))}
          <Route path="/order/:orderId" element={<p>Order page</p>} />
          <Route path="/track/:orderId" element={<p>Track page</p>} />
        </Routes>
      </Suspense>
      <Location />
      <Toasts />
    </MemoryRouter>,
  );
}

export function makeToken(claims: { name: string; role?: 'admin' | 'user'; UserId: string; pharmacyStaff?: boolean }): string {
  const encode = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ role: 'user', ...claims, exp: 4_102_444_800 })}.signature`;
}

export function signIn(userId = '11111111-1111-4111-8111-111111111111', name = 'Ada Obi'): string {
  setTokens({ accessToken: makeToken({ name, UserId: userId }), refreshToken: 'refresh-1' });
  return userId;
}

/** A failed call as apiClient rejects it. */
export function httpError(status: number, data: unknown): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(`Request failed with status code ${status}`, 'ERR_BAD_REQUEST', config, null, {
    status,
    statusText: '',
    data,
    headers: {},
    config,
  });
}

export function ok<T>(data: T) {
  return { data, status: 200, statusText: 'OK', headers: {}, config: { headers: new AxiosHeaders() } };
}

/** GET /api/account/consents for a shopper who has (or has not) given the health-data consent for `use`. */
export function healthConsents(use: 'prescriptions' | 'conversations', given: boolean) {
  const titles = { prescriptions: 'Using my prescriptions', conversations: 'Using my conversations with a pharmacist' };
  return {
    items: [
      {
        purpose: 'health-data',
        channel: use,
        title: titles[use],
        wording:
          use === 'prescriptions' ? 'Let the pharmacists keep and read the prescriptions I upload.' : 'Keep what I write to a pharmacist.',
        wordingVersion: '2026-11-26',
        needsPhone: false,
        given: given ? { at: '2026-11-26T10:00:00.000Z', via: 'account', wordingVersion: '2026-11-26', phone: null } : null,
        withdrawn: null,
      },
    ],
  };
}

/** Answers the consents read with `consents`, any other read with `other`. */
export const withConsents =
  (consents: ReturnType<typeof healthConsents>, other: (url: string) => unknown) =>
  async (url: string): Promise<never> =>
    (url === '/api/account/consents' ? ok(consents) : other(url)) as never;
