// Free local ports, for the launchers (scripts/lib/nginx.ts) and the journeys and benchmarks (e2e/support/ports.ts).
import net from 'node:net';

/**
 * `PORT_RANGE=24000-24999` keeps every port a launcher or journey picks inside that range (for a
 * machine shared with other runs); without it the system picks any free port.
 */
function portRange(): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE ?? '');
  return match ? [Number(match[1]), Number(match[2])] : null;
}

const isFree = (port: number) =>
  new Promise<boolean>((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

/** Ports handed out in this process, so two calls before either is listened on differ. */
const handedOut = new Set<number>();

async function freePortInRange([low, high]: [number, number]): Promise<number> {
  for (let tries = 0; tries < 2000; tries++) {
    const port = low + Math.floor(Math.random() * (high - low + 1));
    if (!handedOut.has(port) && (await isFree(port))) {
      handedOut.add(port);
      return port;
    }
  }
  throw new Error(`No free port in PORT_RANGE ${low}-${high}`);
}

/** A port nothing listens on right now. */
export function freePort(): Promise<number> {
  const range = portRange();
  if (range) return freePortInRange(range);
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
  const limit = portRange()?.[1] ?? 65_000;
  for (;;) {
    const start = await freePort();
    if (start + size >= limit) continue;
    const others = Array.from({ length: size - 1 }, (_, i) => start + i + 1);
    const results = await Promise.all(others.map(async (port) => !handedOut.has(port) && (await isFree(port))));
    if (results.every(Boolean)) {
      for (let i = 1; i < size; i++) handedOut.add(start + i);
      return start;
    }
  }
}
