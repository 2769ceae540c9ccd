// The nginx launcher (scripts/lib/nginx.ts) when nginx can't start: it says why, and it leaves no
// process of its own behind. A page server left running once kept a journey's process alive until
// CI's time ran out.
import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { nginxBinary, startNginx, STATIC_BUILDS, type StaticBuild } from '../../scripts/lib/nginx';
import { freePort, freePortBlock } from '../support/ports';

/** This process's child processes, as `ps` lists them. */
function children(): string[] {
  try {
    return execFileSync('ps', ['-o', 'pid=,args=', '--ppid', String(process.pid)], { encoding: 'utf8' })
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !/\bps -o\b/.test(line));
  } catch {
    return []; // ps exits with 1 when it lists nothing
  }
}

describe('the nginx launcher', { skip: nginxBinary() ? false : 'nginx is not installed' }, () => {
  it('when the shop port is taken, it fails with nginx’s own reason and stops the page server it started', async () => {
    const served = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-launcher-'));
    fs.chmodSync(served, 0o755);
    const roots = Object.fromEntries(
      STATIC_BUILDS.map((build) => {
        fs.mkdirSync(path.join(served, build));
        return [build, path.join(served, build)];
      }),
    ) as Record<StaticBuild, string>;
    // Whatever holds the port hangs up on every connection, as a client socket's local end would.
    const taken = net.createServer((socket) => socket.destroy());
    const shopPort = await freePort();
    await new Promise<void>((resolve) => taken.listen(shopPort, '0.0.0.0', () => resolve()));
    try {
      const before = children();
      await assert.rejects(
        startNginx({
          shopPort,
          adminPort: await freePort(),
          staticBasePort: await freePortBlock(5),
          apiServers: [`127.0.0.1:${await freePort()}`],
          roots,
        }),
        (error: Error) => {
          assert.match(error.message, /nginx did not start/);
          assert.match(error.message, /Address already in use/);
          return true;
        },
      );
      assert.deepEqual(children(), before, 'nothing the launcher started is still running');
    } finally {
      await new Promise<void>((resolve) => taken.close(() => resolve()));
      fs.rmSync(served, { recursive: true, force: true });
    }
  });

  it('picks ports below the kernel’s ephemeral range, where no outgoing connection can take them first', async () => {
    const [low] = fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/).map(Number);
    const saved = process.env.PORT_RANGE;
    delete process.env.PORT_RANGE;
    try {
      const ports = await Promise.all(Array.from({ length: 20 }, () => freePort()));
      for (const port of ports) assert.ok(port < low!, `${port} is below ${low}`);
      assert.equal(new Set(ports).size, ports.length, 'no port is handed out twice');
      const block = await freePortBlock(5);
      assert.ok(block + 4 < low!);
    } finally {
      if (saved !== undefined) process.env.PORT_RANGE = saved;
    }
  });
});
