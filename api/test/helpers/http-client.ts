import http from 'node:http';
import net from 'node:net';

export type HttpAnswer = { status: number; headers: http.IncomingHttpHeaders; text: string; json: () => any };

/**
 * One real HTTP request from a chosen local address (127.0.0.2, 127.0.0.3, …), so a test can play
 * several clients on one machine. The body may be a string, a Buffer or a JSON value.
 */
export function request(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: unknown; from?: string } = {},
): Promise<HttpAnswer> {
  const target = new URL(url);
  let body: Buffer | undefined;
  const headers: Record<string, string> = { ...(options.headers ?? {}) };
  if (Buffer.isBuffer(options.body)) body = options.body;
  else if (typeof options.body === 'string') body = Buffer.from(options.body);
  else if (options.body !== undefined) {
    body = Buffer.from(JSON.stringify(options.body));
    headers['content-type'] ??= 'application/json';
  }
  if (body) headers['content-length'] = String(body.length);
  return new Promise((resolve, reject) => {
    const req = http.request(target, { method: options.method ?? 'GET', headers, localAddress: options.from, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8');
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

/**
 * Writes raw bytes to host:port and collects what comes back until the server closes or answers
 * in full. `stopAfterHead` resolves as soon as a whole response head and its Content-Length body
 * arrived, without waiting for the server to close (for requests whose body is never sent).
 */
export function rawExchange(url: string, bytes: string | Buffer, options: { timeoutMs?: number } = {}): Promise<string> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: target.hostname, port: Number(target.port) });
    let received = '';
    const done = () => {
      clearTimeout(timer);
      socket.destroy();
      resolve(received);
    };
    const timer = setTimeout(done, options.timeoutMs ?? 5000);
    socket.on('connect', () => socket.write(bytes));
    socket.on('data', (chunk) => {
      received += chunk.toString('utf8');
      const head = received.indexOf('\r\n\r\n');
      if (head < 0) return;
      const length = /content-length:\s*(\d+)/i.exec(received.slice(0, head));
      if (length && received.length - head - 4 >= Number(length[1])) done();
    });
    socket.on('end', done);
    socket.on('error', (err) => (received ? done() : reject(err)));
  });
}
