import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

export {
  API_TIMEOUT_MS,
  apiErrorCode,
  apiErrorMessage,
  apiFieldErrors,
  HttpError,
  httpStatusOf,
  isHttpError,
  REFRESH_PATH,
  type HttpFailure,
} from './http-error';

let instance: Promise<AxiosInstance> | null = null;

/** The axios instance with the session's interceptors, loaded on the first call. */
function client(): Promise<AxiosInstance> {
  instance ??= import(/* webpackChunkName: "api-client" */ './axios-client').then(({ createApiClient }) => createApiClient());
  return instance;
}

/**
 * The transport under the typed `api` (typed-api.ts), which the front ends call: untyped, so it is
 * not exported to them (tests stub it through shared-kernel/testing).
 * The one HTTP client for the API's signed-in and state-changing calls: axios with the access token,
 * one refresh for a burst of 401s, XSRF on state-changing calls and a timeout
 * (http/axios-client.ts). Its code loads with the first call, so a visitor's first page, which
 * reads only public data (publicApi), does not carry it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- the same signatures as axios's own methods, which answer `any` unless told */
export const apiClient = {
  get: <T = any, R = AxiosResponse<T>>(url: string, config?: AxiosRequestConfig): Promise<R> =>
    client().then((c) => c.get<T, R>(url, config)),
  delete: <T = any, R = AxiosResponse<T>>(url: string, config?: AxiosRequestConfig): Promise<R> =>
    client().then((c) => c.delete<T, R>(url, config)),
  post: <T = any, R = AxiosResponse<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R> =>
    client().then((c) => c.post<T, R>(url, data, config)),
  put: <T = any, R = AxiosResponse<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R> =>
    client().then((c) => c.put<T, R>(url, data, config)),
  patch: <T = any, R = AxiosResponse<T>>(url: string, data?: unknown, config?: AxiosRequestConfig): Promise<R> =>
    client().then((c) => c.patch<T, R>(url, data, config)),
};
/* eslint-enable @typescript-eslint/no-explicit-any */

/** Asks for a new token pair now, e.g. after a role was granted, so the new claims arrive. */
export function refreshSession(): Promise<void> {
  return client().then((c) => import(/* webpackChunkName: "api-client" */ './axios-client').then((m) => m.refreshSessionNow(c)));
}

/** The axios instance itself (its defaults, for tests and tools); loads it if it is not loaded yet. */
export const loadApiClient = client;
