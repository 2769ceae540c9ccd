import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { API_TIMEOUT_MS, apiErrorMessage, loadApiClient } from '../api-client';
import { createApiClient } from '../axios-client';
import { setRuntimeConfig } from '../../config/runtime-config';

describe('API client timeout', () => {
  it('gives every call a time limit, so a silent API is reported instead of awaited forever', async () => {
    expect((await loadApiClient()).defaults.timeout).toBe(API_TIMEOUT_MS);
    const server = http.createServer(() => undefined);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = server.address() as AddressInfo;
    setRuntimeConfig({ apiBaseUrl: `http://127.0.0.1:${port}` });
    const client = createApiClient();
    client.defaults.timeout = 100;
    const failure = await client.get('/api/medicine').catch((error: unknown) => error);
    expect(failure).toMatchObject({ code: 'ECONNABORTED' });
    expect(apiErrorMessage(failure, 'fallback')).toMatch(/could not be reached/);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
    setRuntimeConfig({});
  });
});
