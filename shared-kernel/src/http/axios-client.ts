// The axios instance behind apiClient (api-client.ts), in a chunk of its own: it loads with the first
// call that needs it (a signed-in page, a form sent), not with the first page a visitor opens.
import axios, { type AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { acceptLanguage } from '../i18n/locale';
import { authStore, clearSession, setTokens } from '../auth/token-store';
import { navigateTo } from '../navigation/navigation';
import { loginPath } from '../navigation/login-return';
import { toast } from '../toast/toast';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave a 401 from this call alone (login, the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh. */
    retriedAfterRefresh?: boolean;
  }
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);

function readCookie(name: string): string | null {
  const match = document.cookie.split('; ').find((entry) => entry.startsWith(`${name}=`));
  return match ? decodeURIComponent(match.slice(name.length + 1)) : null;
}

function isSameOrigin(config: InternalAxiosRequestConfig): boolean {
  try {
    const url = new URL(config.url ?? '', new URL(config.baseURL || window.location.href, window.location.href));
    return url.origin === window.location.origin;
  } catch {
    return false;
  }
}

function attachHeaders(config: InternalAxiosRequestConfig): InternalAxiosRequestConfig {
  config.baseURL = getRuntimeConfig().apiBaseUrl;
  const { token } = authStore.getState();
  if (token) config.headers.set('Authorization', `Bearer ${token}`);
  // The shopper's language, for what the API writes to them (mails, SMS); public reads go without
  // it so cached catalogue answers stay one per URL.
  config.headers.set('Accept-Language', acceptLanguage());
  if (STATE_CHANGING.has((config.method ?? 'get').toLowerCase()) && isSameOrigin(config)) {
    const xsrf = readCookie('XSRF-TOKEN');
    if (xsrf) config.headers.set('X-XSRF-TOKEN', xsrf);
  }
  return config;
}

let refreshInFlight: Promise<void> | null = null;

/** One refresh for however many 401s arrive together. */
function refreshSession(client: AxiosInstance): Promise<void> {
  if (!refreshInFlight) {
    const { token, refreshToken } = authStore.getState();
    // A page opened with only the refresh token left (the access token expired and was cleared) renews without one.
    refreshInFlight = client
      .post<{ AccessToken?: string; RefreshToken?: string; accessToken?: string; refreshToken?: string }>(
        REFRESH_PATH,
        token ? { AccessToken: token, RefreshToken: refreshToken } : { RefreshToken: refreshToken },
        { skipAuthRefresh: true },
      )
      .then(({ data }) => {
        const accessToken = data.AccessToken ?? data.accessToken;
        const newRefreshToken = data.RefreshToken ?? data.refreshToken;
        if (!accessToken || !newRefreshToken) throw new Error('Refresh answered without a token pair');
        setTokens({ accessToken, refreshToken: newRefreshToken });
      })
      .finally(() => {
        refreshInFlight = null;
      });
  }
  return refreshInFlight;
}

export const SESSION_ENDED_TITLE = 'Session ended';
export const SESSION_ENDED_MESSAGE = 'Your session has ended. Please log in again to continue.';

/** Set when the session is found ended; cleared by the next token pair (a new login), so the notice shows once. */
let sessionEndNoticed = false;
authStore.subscribe((state) => {
  if (state.refreshToken) sessionEndNoticed = false;
});

/** Where the login should bring the shopper back to: the page they are on, or, already on the login page, its own return. */
function pageToComeBackTo(): string {
  const { pathname, search } = window.location;
  if (pathname === '/login') return new URLSearchParams(search).get('returnTo') ?? '';
  return `${pathname}${search}`;
}

function endExpiredSession(error: unknown): Promise<never> {
  if (!sessionEndNoticed) {
    sessionEndNoticed = true;
    toast.warning(kernelMessages.t('session.endedTitle'), kernelMessages.t('session.endedMessage'));
    // Back to the page the shopper was on once they have logged in again.
    const here = pageToComeBackTo();
    clearSession();
    navigateTo(loginPath(here));
  }
  return Promise.reject(error);
}

import { API_TIMEOUT_MS, REFRESH_PATH } from './http-error';
import { kernelMessages } from '../i18n/kernel-texts';

/** Exchanges the token pair now (after a role change, so the new token carries its claims). */
export function refreshSessionNow(client: AxiosInstance): Promise<void> {
  return refreshSession(client);
}

export function createApiClient(): AxiosInstance {
  // axios's own XSRF handling would add the header to GETs too; ours adds it to state-changing calls only.
  const client = axios.create({
    headers: { Accept: 'application/json' },
    xsrfCookieName: '',
    withXSRFToken: false,
    timeout: API_TIMEOUT_MS,
  });
  client.interceptors.request.use(attachHeaders);
  client.interceptors.response.use(undefined, async (error: AxiosError) => {
    const config = error.config;
    if (error.response?.status !== 401 || !config || config.skipAuthRefresh || config.retriedAfterRefresh) {
      throw error;
    }
    if (!authStore.getState().refreshToken) throw error;
    try {
      await refreshSession(client);
    } catch {
      return endExpiredSession(error);
    }
    return client.request({ ...config, retriedAfterRefresh: true });
  });
  return client;
}
