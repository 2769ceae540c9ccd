// Fault proxies: between the replicas and the payment provider (delays), and between the provider
// and the shop's webhook URL (every webhook twice, the second late).
import http from 'node:http';

export interface FaultProxy {
  url: string;
  /** Added before each request is forwarded. */
  delayMs: number;
  /** Deliver each request once more this long after the first (0: once). */
  duplicateAfterMs: number;
  forwarded: number;
  duplicates: number;
  /** Resolves when every late duplicate has been delivered. */
  settled(): Promise<void>;
  close(): Promise<void>;
}

export async function startFaultProxy(target: string, port = 0): Promise<FaultProxy> {
  const pending = new Set<Promise<unknown>>();
  const forward = (method: string, path: string, headers: http.IncomingHttpHeaders, body: Buffer) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const url = new URL(path, target);
      const request = http.request(url, { method, headers: { ...headers, host: url.host } }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 502, headers: response.headers, body: Buffer.concat(chunks) }));
        response.on('error', reject);
      });
      request.on('error', reject);
      request.end(body);
    });
  const proxy: FaultProxy = {
    url: '',
    delayMs: 0,
    duplicateAfterMs: 0,
    forwarded: 0,
    duplicates: 0,
    settled: async () => {
      while (pending.size > 0) await Promise.allSettled([...pending]);
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', async () => {
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      delete headers['content-length'];
      headers['content-length'] = String(body.length);
      if (proxy.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, proxy.delayMs));
      try {
        const answer = await forward(req.method ?? 'GET', req.url ?? '/', headers, body);
        proxy.forwarded += 1;
        const out = { ...answer.headers };
        delete out['transfer-encoding'];
        delete out.connection;
        res.writeHead(answer.status, out).end(answer.body);
      } catch (error) {
        res.writeHead(502, { 'content-type': 'application/json' }).end(JSON.stringify({ message: `proxy: ${String(error)}` }));
      }
      if (proxy.duplicateAfterMs > 0) {
        const late = new Promise((resolve) => setTimeout(resolve, proxy.duplicateAfterMs))
          .then(() => forward(req.method ?? 'GET', req.url ?? '/', headers, body))
          .then(() => (proxy.duplicates += 1))
          .catch(() => undefined);
        pending.add(late);
        void late.finally(() => pending.delete(late));
      }
    });
  });
  server.keepAliveTimeout = 30_000;
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
  proxy.url = `http://127.0.0.1:${(server.address() as { port: number }).port}`;
  return proxy;
}
