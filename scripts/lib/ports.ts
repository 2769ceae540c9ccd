// Free local ports, for the launchers (scripts/lib/nginx.ts) and the journeys and benchmarks (e2e/support/ports.ts).
import net from 'node:net';

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The first of `size` consecutive ports that are all free right now. */
export async function freePortBlock(size: number): Promise<number> {
  const free = (port: number) =>
    new Promise<boolean>((resolve) => {
      const server = net.createServer();
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
    });
  for (;;) {
    const start = await freePort();
    if (start + size >= 65_000) continue;
    const results = await Promise.all(Array.from({ length: size }, (_, i) => free(start + i)));
    if (results.every(Boolean)) return start;
  }
}
