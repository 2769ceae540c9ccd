// Free local ports, for the launchers (scripts/lib/nginx.ts) and the journeys and benchmarks (e2e/support/ports.ts).
import fs from 'node:fs';
import net from 'node:net';

/**
 * `PORT_RANGE=24000-24999` keeps every port a launcher or journey picks inside that range (for a
 * machine shared with other runs). Without it, ports come from below the kernel's ephemeral range
 * (ip_local_port_range): a port picked there and listened on a moment later can't meanwhile become
 * the local end of some outgoing connection (a database client's, a fetch's), which once made nginx
 * fail to bind in CI. Where that range can't be read, the system picks any free port.
 */
function portRange(): [number, number] | null {
  const match = /^(\d+)-(\d+)$/.exec(process.env.PORT_RANGE ?? '');
  if (match) return [Number(match[1]), Number(match[2])];
  return belowEphemeralRange();
}

const LOWEST_PICKED_PORT = 20_000;

function belowEphemeralRange(): [number, number] | null {
  try {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    return low && low - 1 - LOWEST_PICKED_PORT >= 2_000 ? [LOWEST_PICKED_PORT, low - 1] : null;
  } catch {
    return null;
  }
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
