/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "http://127.0.0.1:38472/"}
 */
// The typed client's runtime, through the real axios instance (its interceptors included) down to
// the adapter, where the network would start: the URL that leaves, its query, its body.
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { api, publicApi, resolvePath } from '../typed-api';
import { loadApiClient } from '../api-client';
import { setRuntimeConfig } from '../../config/runtime-config';
import { clearSession } from '../../auth/token-store';

let sent: InternalAxiosRequestConfig[];

beforeEach(async () => {
  setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:38472' });
  clearSession();
  sent = [];
  const client = await loadApiClient();
  const adapter: AxiosAdapter = async (config) => {
    sent.push(config);
    return { data: { ok: true }, status: 200, statusText: 'OK', headers: {}, config };
  };
  client.defaults.adapter = adapter;
});

const urlOf = async (config: InternalAxiosRequestConfig) => (await loadApiClient()).getUri(config);

describe('resolvePath', () => {
  it('puts each path parameter in its place, encoded as one segment', () => {
    expect(resolvePath('/api/Order/{id}/reorder', { id: 'a/b c?d#e' })).toBe('/api/Order/a%2Fb%20c%3Fd%23e/reorder');
    expect(resolvePath('/api/user/send-reset-email/{email}', { email: 'ada+1@example.com' })).toBe(
      '/api/user/send-reset-email/ada%2B1%40example.com',
    );
    expect(resolvePath('/api/Order', undefined)).toBe('/api/Order');
  });

  it('refuses a path whose parameter has no value rather than calling a wrong URL', () => {
    expect(() => resolvePath('/api/Order/{id}', {})).toThrow('/api/Order/{id} needs a value for {id}');
  });
});

describe('api', () => {
  it('sends the path with its parameters encoded, and the query serialised by axios', async () => {
    const { data } = await api.get('/api/medicine-categories/category-with-products/{id}', { params: { path: { id: '../admin' } } });
    expect(data).toEqual({ ok: true });
    await api.get('/api/Order', { params: { query: { page: 2, pageSize: 20, sort: '-orderDate', q: 'pana dol&x=1' } } });
    expect(await urlOf(sent[0])).toBe('http://127.0.0.1:38472/api/medicine-categories/category-with-products/..%2Fadmin');
    expect(await urlOf(sent[1])).toBe('http://127.0.0.1:38472/api/Order?page=2&pageSize=20&sort=-orderDate&q=pana+dol%26x%3D1');
    expect(sent.map((c) => c.method)).toEqual(['get', 'get']);
  });

  it('sends a body as JSON with the method named, and transport options through to axios', async () => {
    await api.put('/api/Order/{id}', { params: { path: { id: 'o-1' } }, body: { status: 'Canceled' } });
    await api.post('/api/user/authenticate', { body: { username: 'ada', password: 'pw' }, skipAuthRefresh: true });
    await api.delete('/api/medicine/{id}', { params: { path: { id: 'm 1' }, query: { version: 3 } } });
    expect(sent[0]).toMatchObject({ method: 'put', url: '/api/Order/o-1', data: JSON.stringify({ status: 'Canceled' }) });
    expect(sent[1]).toMatchObject({ method: 'post', url: '/api/user/authenticate', skipAuthRefresh: true });
    expect(await urlOf(sent[2])).toBe('http://127.0.0.1:38472/api/medicine/m%201?version=3');
    expect(sent[2].method).toBe('delete');
  });

  it('asks for a Blob when it reads a file', async () => {
    await api.getFile('/api/prescriptions/{id}/file', { params: { path: { id: 'rx-1' } } });
    expect(sent[0]).toMatchObject({ url: '/api/prescriptions/rx-1/file', responseType: 'blob' });
  });
});

describe('publicApi', () => {
  const realFetch = global.fetch;
  afterEach(() => {
    global.fetch = realFetch;
  });

  it('reads with fetch, the path parameters encoded and the query serialised', async () => {
    const calls: string[] = [];
    global.fetch = jest.fn(async (url: string | URL | Request) => {
      calls.push(String(url));
      return { ok: true, status: 200, text: async () => '[]' } as Response;
    }) as typeof fetch;
    await publicApi.get('/api/medicine/{id}', { params: { path: { id: 'a b/c' } } });
    await publicApi.get('/api/medicine/GetAllMedicines', { params: { query: { search: 'pana dol' } } });
    expect(calls).toEqual([
      'http://127.0.0.1:38472/api/medicine/a%20b%2Fc',
      'http://127.0.0.1:38472/api/medicine/GetAllMedicines?search=pana+dol',
    ]);
  });
});
