// The front ends' only way to the API: calls named by the OpenAPI document's paths, so a wrong
// path, method, parameter or body fails `tsc`. `api` goes through the axios client (api-client.ts:
// token, refresh on 401, XSRF, timeout); `publicApi` reads public data with fetch (public-api.ts).
//
//   const { data } = await api.get('/api/Order/{id}', { params: { path: { id } } });
import type { AxiosRequestConfig, AxiosResponse } from 'axios';
import type { paths } from '../types/api.generated';
import type { AnswerOf, CallArgs, HttpMethod, PathsFor, TransportOptions } from './api-operations';
import { apiClient } from './api-client';
import { publicFetch } from './public-api';

type ParamValue = string | number | boolean;

interface UntypedOptions extends TransportOptions {
  params?: { path?: Record<string, ParamValue>; query?: Record<string, unknown> };
  body?: unknown;
}

/** `template` with each `{name}` replaced by its value, encoded as one path segment. */
export function resolvePath(template: string, values: Record<string, ParamValue> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === null) throw new Error(`${template} needs a value for {${name}}`);
    return encodeURIComponent(String(value));
  });
}

/** The axios config of a call: its query as `params` and any transport option it was given. */
function transportConfig({ params, body: _body, ...options }: UntypedOptions): AxiosRequestConfig | undefined {
  const config: AxiosRequestConfig = {};
  if (params?.query !== undefined) config.params = params.query;
  for (const [key, value] of Object.entries(options)) if (value !== undefined) Object.assign(config, { [key]: value });
  return Object.keys(config).length ? config : undefined;
}

function send(method: HttpMethod, path: string, options: UntypedOptions = {}): Promise<AxiosResponse> {
  const url = resolvePath(path, options.params?.path);
  const config = transportConfig(options);
  if (method === 'get' || method === 'delete') return config ? apiClient[method](url, config) : apiClient[method](url);
  if (config) return apiClient[method](url, options.body, config);
  return options.body === undefined ? apiClient[method](url) : apiClient[method](url, options.body);
}

type Call<M extends HttpMethod> = <P extends PathsFor<M>>(
  path: P,
  ...args: CallArgs<P, M, object>
) => Promise<AxiosResponse<AnswerOf<P, M>>>;

const call =
  <M extends HttpMethod>(method: M): Call<M> =>
  (path, ...[options]) =>
    send(method, path, options as UntypedOptions);

/**
 * The API, typed by its OpenAPI paths (../types/api.generated.ts): the answer's `data` has the
 * type the path's schema promises. Over the axios client, so signed-in calls carry the session.
 */
export const api = {
  get: call('get'),
  post: call('post'),
  put: call('put'),
  patch: call('patch'),
  delete: call('delete'),
  /** A file the API answers (a prescription's scan), as a Blob. */
  getFile: <P extends PathsFor<'get'>>(path: P, ...[options]: CallArgs<P, 'get', object>): Promise<AxiosResponse<Blob>> =>
    send('get', path, { ...(options as UntypedOptions), responseType: 'blob' }),
};

type PublicQuery = Record<string, string | number | boolean | undefined>;

/** Public GET calls (the catalogue, the pharmacy's identity) with fetch, typed like `api.get`. */
export const publicApi = {
  get: <P extends PathsFor<'get'>>(
    path: P,
    ...[options]: CallArgs<P, 'get', object>
  ): Promise<{ data: AnswerOf<P, 'get'>; status: number }> => {
    const { params, signal } = (options ?? {}) as UntypedOptions;
    const url = resolvePath(path, params?.path);
    const query = params?.query as PublicQuery | undefined;
    if (signal) return publicFetch.get(url, { params: query, signal });
    return query === undefined ? publicFetch.get(url) : publicFetch.get(url, { params: query });
  },
};

export type { paths as ApiPaths };
