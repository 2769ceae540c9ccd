/**
 * @jest-environment node
 */
// The browser's fetch against a real HTTP server (jsdom has no fetch; Node's is the same standard one).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { publicFetch as publicApi } from '../public-api';
import { apiErrorMessage, httpStatusOf, isHttpError } from '../http-error';
import { setRuntimeConfig } from '../../config/runtime-config';

describe('publicApi', () => {
  let server: http.Server;
  const seen: { url?: string; authorization?: string }[] = [];

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ url: req.url, authorization: req.headers.authorization });
      if (req.url?.startsWith('/api/medicine?')) {
        res.writeHead(200, { 'Content-Type': 'application/json' });
        return res.end(JSON.stringify([{ id: 'm-1', name: 'Panadol' }]));
      }
      if (req.url === '/api/slow') return; // never answers: only the caller's abort ends it
      if (req.url === '/api/gateway') {
        res.writeHead(502, { 'Content-Type': 'text/html' });
        return res.end('<h1>Bad gateway</h1>');
      }
      res.writeHead(404, { 'Content-Type': 'application/json' });
      res.end(JSON.stringify({ message: 'Medicine not found' }));
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });

  afterAll(async () => {
    setRuntimeConfig({});
    await new Promise((resolve) => server.close(resolve));
  });

  it("the caller's signal cancels the call (a newer request replaces it)", async () => {
    const abort = new AbortController();
    const call = publicApi.get('/api/slow', { signal: abort.signal });
    abort.abort();
    await expect(call).rejects.toThrow('GET /api/slow was cancelled');
  });

  it('reads JSON with the query, and sends no session', async () => {
    const { data } = await publicApi.get<{ name: string }[]>('/api/medicine', { params: { search: 'pana dol', page: 1, skip: undefined } });
    expect(data).toEqual([{ id: 'm-1', name: 'Panadol' }]);
    expect(seen.at(-1)).toEqual({ url: '/api/medicine?search=pana+dol&page=1', authorization: undefined });
  });

  it('fails with the status and the server’s message, read the way axios errors are', async () => {
    const failure = await publicApi.get('/api/medicine/nope').catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(httpStatusOf(failure)).toBe(404);
    expect(apiErrorMessage(failure, 'fallback')).toBe('Medicine not found');
    const gateway = await publicApi.get('/api/gateway').catch((error: unknown) => error);
    expect(httpStatusOf(gateway)).toBe(502);
  });

  it('says the server could not be reached when nothing answers', async () => {
    setRuntimeConfig({ apiBaseUrl: 'http://127.0.0.1:9' });
    const failure = await publicApi.get('/api/medicine').catch((error: unknown) => error);
    expect(isHttpError(failure)).toBe(true);
    expect(httpStatusOf(failure)).toBeUndefined();
    expect(apiErrorMessage(failure, 'fallback')).toMatch(/could not be reached/);
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}` });
  });
});
