import axios, { AxiosError, type AxiosInstance, type InternalAxiosRequestConfig } from 'axios';
import { getRuntimeConfig } from '../config/runtime-config';
import { authStore, clearSession, setTokens } from '../auth/token-store';
import { navigateTo } from '../navigation/navigation';
import { toast } from '../toast/toast';
import type { ApiError } from '../types/entities';

declare module 'axios' {
  interface AxiosRequestConfig {
    /** Leave a 401 from this call alone (login, the refresh call itself). */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh. */
    retriedAfterRefresh?: boolean;
  }
}

const STATE_CHANGING = new Set(['post', 'put', 'patch', 'delete']);
export const REFRESH_PATH = '/api/user/refresh';

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
    refreshInFlight = client
      .post<{ AccessToken?: string; RefreshToken?: string; accessToken?: string; refreshToken?: string }>(
        REFRESH_PATH,
        { AccessToken: token, RefreshToken: refreshToken },
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

let sessionExpiredNotice: Promise<never> | null = null;

function endExpiredSession(error: unknown): Promise<never> {
  if (!sessionExpiredNotice) {
    toast.warning('Warning', 'Session is expired, Please Login again');
    clearSession();
    navigateTo('/login');
    sessionExpiredNotice = Promise.reject(error);
    sessionExpiredNotice.catch(() => undefined);
    setTimeout(() => {
      sessionExpiredNotice = null;
    }, 0);
  }
  return Promise.reject(error);
}

/** A call the API has not answered in this time fails, so screens can say so instead of waiting forever. */
export const API_TIMEOUT_MS = 20_000;

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

/** The one HTTP client every part of the front end uses. */
export const apiClient = createApiClient();

/** The server's readable message from an error, or the fallback. */
export function apiErrorMessage(error: unknown, fallback: string): string {
  if (axios.isAxiosError(error)) {
    const body = error.response?.data as Partial<ApiError> | string | undefined;
    if (typeof body === 'string' && body.trim()) return body;
    if (body && typeof body === 'object' && typeof body.message === 'string' && body.message) return body.message;
    if (!error.response) return 'The server could not be reached. Check your connection and try again.';
  }
  return fallback;
}

/** Field errors from the server's validation answer, keyed by field. */
export function apiFieldErrors(error: unknown): Record<string, string> {
  if (!axios.isAxiosError(error)) return {};
  const body = error.response?.data as Partial<ApiError> | undefined;
  const result: Record<string, string> = {};
  for (const entry of body?.errors ?? []) result[entry.field] = entry.message;
  return result;
}
