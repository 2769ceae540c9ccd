import { getRuntimeConfig } from '../config/runtime-config';
import { API_TIMEOUT_MS, HttpError } from './http-error';

type Params = Record<string, string | number | boolean | undefined>;

/**
 * Reads the API's public data (the catalogue) with the browser's fetch: no session, no axios, so a
 * visitor's first page loads nothing more than it needs. Answers `{ data }` like apiClient, and
 * fails with an HttpError (status and body) or, when the server can't be reached, one without an
 * answer; both read like axios's errors (apiErrorMessage, isHttpError).
 * Untyped: the front ends call it through the typed `publicApi` (typed-api.ts); tests stub it
 * (shared-kernel/testing).
 */
export const publicFetch = {
  async get<T>(path: string, config: { params?: Params; signal?: AbortSignal } = {}): Promise<{ data: T; status: number }> {
    const query = new URLSearchParams();
    for (const [key, value] of Object.entries(config.params ?? {})) if (value !== undefined) query.set(key, String(value));
    const url = `${getRuntimeConfig().apiBaseUrl}${path}${query.size ? `?${query}` : ''}`;
    const abort = new AbortController();
    const timer = setTimeout(() => abort.abort(), API_TIMEOUT_MS);
    // The caller's signal (a newer request replacing this one) aborts the call too.
    config.signal?.addEventListener('abort', () => abort.abort(), { once: true });
    let response: Response;
    try {
      response = await fetch(url, { headers: { Accept: 'application/json' }, signal: abort.signal, credentials: 'same-origin' });
    } catch (error) {
      throw new HttpError(
        config.signal?.aborted
          ? `GET ${path} was cancelled`
          : abort.signal.aborted
            ? `GET ${path} took longer than ${API_TIMEOUT_MS / 1000} s`
            : `GET ${path} failed: ${String(error)}`,
      );
    } finally {
      clearTimeout(timer);
    }
    const text = await response.text();
    let data: unknown = text;
    try {
      data = text ? JSON.parse(text) : null;
    } catch {
      // A body that is not JSON (a proxy's error page) is kept as text.
    }
    if (!response.ok) throw new HttpError(`GET ${path} answered ${response.status}`, { status: response.status, data });
    return { data: data as T, status: response.status };
  },
};
