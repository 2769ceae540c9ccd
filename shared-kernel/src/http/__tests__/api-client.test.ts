/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:38471/"}
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { apiClient, refreshSession } from '../api-client';
import { setRuntimeConfig } from '../../config/runtime-config';
import { authStore, clearSession, setTokens } from '../../auth/token-store';
import { setNavigator } from '../../navigation/navigation';
import { on } from '../../events/event-bus';
import { makeToken } from '../../auth/__tests__/make-token';

/** A real HTTP server standing in for the API: it accepts only the current access token. */
interface FakeApi {
  server: http.Server;
  refreshCalls: number;
  refreshBodies: unknown[];
  validToken: string;
  /** What the refresh call hands out (normally the valid token). */
  issuedToken: string;
  refreshWorks: boolean;
  seenHeaders: http.IncomingHttpHeaders[];
}

function startServer(port: number, api: Omit<FakeApi, 'server'>): Promise<FakeApi> {
  const state = api as FakeApi;
  state.server = http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    res.setHeader('Access-Control-Allow-Headers', '*');
    res.setHeader('Access-Control-Allow-Methods', 'GET,POST,PUT,DELETE');
    if (req.method === 'OPTIONS') return res.end();
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      state.seenHeaders.push(req.headers);
      res.setHeader('Content-Type', 'application/json');
      if (req.url === '/api/user/refresh') {
        state.refreshCalls += 1;
        state.refreshBodies.push(JSON.parse(body));
        if (!state.refreshWorks) {
          res.statusCode = 403;
          return res.end(JSON.stringify({ message: 'Refresh token is not valid' }));
        }
        // Answer slowly, so that concurrent 401s really overlap with the refresh.
        setTimeout(() => res.end(JSON.stringify({ AccessToken: state.issuedToken, RefreshToken: 'refresh-2' })), 50);
        return;
      }
      if (req.url === '/api/broken') {
        res.statusCode = 500;
        return res.end(JSON.stringify({ message: 'Something broke' }));
      }
      if (req.headers.authorization !== `Bearer ${state.validToken}`) {
        res.statusCode = 401;
        return res.end(JSON.stringify({ message: 'Unauthorized' }));
      }
      res.end(JSON.stringify({ path: req.url }));
    });
  });
  return new Promise((resolve) => state.server.listen(port, '127.0.0.1', () => resolve(state)));
}

const stale = makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1', n: 1 });
const fresh = makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1', n: 2 });

describe('API client', () => {
  let api: FakeApi;
  let visited: string[];
  let toasts: unknown[];
  let offToast: () => void;

  beforeEach(async () => {
    api = await startServer(38471, {
      refreshCalls: 0,
      refreshBodies: [],
      validToken: fresh,
      issuedToken: fresh,
      refreshWorks: true,
      seenHeaders: [],
    });
    setRuntimeConfig({ apiBaseUrl: '' });
    visited = [];
    setNavigator((path) => visited.push(path));
    toasts = [];
    offToast = on('toast:show', (message) => toasts.push(message));
  });

  afterEach(async () => {
    offToast();
    clearSession();
    setNavigator(null);
    await new Promise((resolve) => api.server.close(resolve));
  });

  it('refreshes the session on demand, so a role granted just now arrives as a claim', async () => {
    setTokens({ accessToken: stale, refreshToken: 'refresh-1' });
    api.issuedToken = makeToken({ name: 'Ada Obi', role: 'admin', UserId: 'u-1', pharmacist: true });
    await refreshSession();
    expect(api.refreshCalls).toBe(1);
    expect(api.refreshBodies[0]).toEqual({ AccessToken: stale, RefreshToken: 'refresh-1' });
    expect(authStore.getState().claims).toMatchObject({ UserId: 'u-1', pharmacist: true });
    expect(authStore.getState().refreshToken).toBe('refresh-2');
  });

  it('sends Authorization only when a token exists', async () => {
    await expect(apiClient.get('/api/medicine')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.seenHeaders[0].authorization).toBeUndefined();
    setTokens({ accessToken: fresh, refreshToken: 'refresh-1' });
    await apiClient.get('/api/medicine');
    expect(api.seenHeaders[1].authorization).toBe(`Bearer ${fresh}`);
  });

  it('sends X-XSRF-TOKEN from the cookie on state-changing same-origin requests only', async () => {
    setTokens({ accessToken: fresh, refreshToken: 'refresh-1' });
    document.cookie = 'XSRF-TOKEN=xsrf-value';
    await apiClient.get('/api/a');
    await apiClient.post('/api/b', {});
    expect(api.seenHeaders[0]['x-xsrf-token']).toBeUndefined();
    expect(api.seenHeaders[1]['x-xsrf-token']).toBe('xsrf-value');

    const other = await startServer(0, {
      refreshCalls: 0,
      refreshBodies: [],
      validToken: fresh,
      issuedToken: fresh,
      refreshWorks: true,
      seenHeaders: [],
    });
    const { port } = other.server.address() as AddressInfo;
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
    await apiClient.post('/api/c', {});
    expect(other.seenHeaders.at(-1)?.['x-xsrf-token']).toBeUndefined();
    await new Promise((resolve) => other.server.close(resolve));
  });

  it('shares one refresh among concurrent 401s, stores the new pair and retries each request once', async () => {
    setTokens({ accessToken: stale, refreshToken: 'refresh-1' });
    const results = await Promise.all([apiClient.get('/api/one'), apiClient.get('/api/two'), apiClient.put('/api/three', {})]);
    expect(results.map((r) => r.data.path)).toEqual(['/api/one', '/api/two', '/api/three']);
    expect(api.refreshCalls).toBe(1);
    expect(api.refreshBodies[0]).toEqual({ AccessToken: stale, RefreshToken: 'refresh-1' });
    expect(window.localStorage.getItem('token')).toBe(fresh);
    expect(window.localStorage.getItem('refreshToken')).toBe('refresh-2');
    expect(visited).toEqual([]);
  });

  it('warns once and goes to /login, to come back to the page it was on, when the refresh fails', async () => {
    window.history.pushState({}, '', '/orders/7?tab=items');
    api.refreshWorks = false;
    setTokens({ accessToken: stale, refreshToken: 'refresh-1' });
    const outcomes = await Promise.allSettled([apiClient.get('/api/one'), apiClient.get('/api/two')]);
    expect(outcomes.every((o) => o.status === 'rejected')).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(toasts).toEqual([
      { type: 'warning', summary: 'Session ended', detail: 'Your session has ended. Please log in again to continue.' },
    ]);
    expect(visited).toEqual(['/login?returnTo=%2Forders%2F7%3Ftab%3Ditems']);
    expect(authStore.getState().token).toBeNull();
    window.history.pushState({}, '', '/');
  });

  it('warns again only after a new login, and a session ending on the login page keeps its way back', async () => {
    window.history.pushState({}, '', '/prescriptions');
    api.refreshWorks = false;
    setTokens({ accessToken: stale, refreshToken: 'refresh-1' });
    await expect(apiClient.get('/api/one')).rejects.toMatchObject({ response: { status: 401 } });
    expect(toasts).toHaveLength(1);
    // A new login, then an ended session again: told again, and sent back to the page it was on.
    setTokens({ accessToken: stale, refreshToken: 'refresh-3' });
    window.history.pushState({}, '', '/login?returnTo=%2Fprescriptions');
    await expect(apiClient.get('/api/three')).rejects.toMatchObject({ response: { status: 401 } });
    expect(toasts).toHaveLength(2);
    expect(visited).toEqual(['/login?returnTo=%2Fprescriptions', '/login?returnTo=%2Fprescriptions']);
    window.history.pushState({}, '', '/');
  });

  it('retries only once: a request still refused after a refresh passes the 401 on', async () => {
    api.issuedToken = makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1', n: 3 });
    setTokens({ accessToken: stale, refreshToken: 'refresh-1' });
    await expect(apiClient.get('/api/one')).rejects.toMatchObject({ response: { status: 401 } });
    expect(api.refreshCalls).toBe(1);
  });

  it('passes other errors on unchanged', async () => {
    setTokens({ accessToken: fresh, refreshToken: 'refresh-1' });
    await expect(apiClient.get('/api/broken')).rejects.toMatchObject({
      response: { status: 500, data: { message: 'Something broke' } },
    });
    expect(api.refreshCalls).toBe(0);
  });
});
