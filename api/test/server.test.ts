// The server as a deployment runs it: its own process, NODE_ENV=production, started the way the
// image starts it. Under API_UNDER_TEST=dist (CI's PostgreSQL pass, `npm run test:dist -w api`)
// that is `node dist/server.js`, the compiled build; otherwise the TypeScript source through tsx.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import { fileURLToPath } from 'node:url';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const compiled = process.env.API_UNDER_TEST === 'dist';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-server-test-'));
const port = await freePort();
const base = `http://127.0.0.1:${port}`;
let output = '';
const args = compiled ? [path.join(apiDir, 'dist', 'server.js')] : ['--import', 'tsx', 'src/server.ts'];
const server: ChildProcess = spawn(process.execPath, args, {
  cwd: apiDir,
  env: {
    PATH: process.env.PATH,
    NODE_ENV: 'production',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    SEED: '0',
    LOG_LEVEL: 'warn',
    PUBLIC_URL: 'https://shop.example.ng',
    JWT_SECRET: crypto.randomBytes(48).toString('base64url'),
    ADMIN_EMAIL: 'admin@shop.example.ng',
    ADMIN_PASSWORD: 'A-long-admin-password-2026',
    SMTP_URL: 'smtp://127.0.0.1:9',
    PAYSTACK_SECRET_KEY: 'sk_test_server_test_key',
    PAYSTACK_BASE_URL: 'http://127.0.0.1:9',
    PHARMACY_REGISTERED_NAME: 'Shop Example Pharmacy Ltd',
    PHARMACY_PREMISES_LICENCE: 'PCN/PREM/LAG/00001',
    PHARMACY_SUPERINTENDENT_NAME: 'Pharm. Test Person',
    PHARMACY_SUPERINTENDENT_PCN: 'PCN/REG/000001',
    PHARMACY_ADDRESS: '1 Test Street, Ikeja, Lagos',
    PHARMACY_HOURS: 'Daily 8:00–20:00',
    PHARMACY_PRIVACY_EMAIL: 'privacy@shop.example.ng',
  },
  stdio: ['ignore', 'pipe', 'pipe'],
});
server.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
server.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
const exited = new Promise<number | null>((resolve) => server.once('exit', (code) => resolve(code)));

after(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await exited;
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function waitUntilUp(timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) throw new Error(`the server exited (${server.exitCode}):\n${output}`);
    try {
      if ((await fetch(`${base}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the server did not come up in ${timeoutMs / 1000} s:\n${output}`);
}

test(`${compiled ? 'node dist/server.js' : 'tsx src/server.ts'} starts in production, migrates, serves and stops on SIGTERM`, async () => {
  await waitUntilUp(60_000);
  const health = await fetch(`${base}/healthz`);
  assert.deepEqual(await health.json(), { status: 'ok' });
  // The migrations were found and applied: the catalogue's tables answer (empty, SEED=0).
  const medicines = await fetch(`${base}/api/Medicine`);
  assert.equal(medicines.status, 200);
  assert.ok(Array.isArray(await medicines.json()));
  // Production refuses what development allows: another site's origin gets no CORS grant.
  const cors = await fetch(`${base}/api/Medicine`, { headers: { origin: 'http://localhost:8080' } });
  assert.equal(cors.headers.get('access-control-allow-origin'), null);
  // The word list read from beside the code at run time is there (a common password is refused).
  const register = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ userName: 'ada', email: 'ada@example.ng', password: 'password123', firstName: 'Ada', lastName: 'Obi' }),
  });
  assert.equal(register.status, 400, await register.clone().text());
  assert.match(JSON.stringify(await register.json()), /common|guess/i);

  // A request in flight when SIGTERM arrives (its body still on its way) is answered before the
  // process exits; the listener takes nothing new.
  const inFlight = net.connect(port, '127.0.0.1');
  await new Promise((resolve) => inFlight.once('connect', resolve));
  const body = JSON.stringify({ email: 'nobody@example.ng', password: 'not-the-password-1' });
  let answer = '';
  inFlight.on('data', (chunk: Buffer) => (answer += chunk.toString()));
  const answered = new Promise((resolve) => inFlight.once('end', resolve));
  inFlight.write(
    `POST /api/user/authenticate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body.slice(0, 10)}`,
  );
  await new Promise((resolve) => setTimeout(resolve, 300));
  server.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 500));
  await assert.rejects(fetch(`${base}/readyz`), 'a new connection is refused while draining');
  inFlight.end(body.slice(10));
  await answered;
  assert.match(answer, /^HTTP\/1\.1 (400|401) /, `the request in flight was answered: ${answer.slice(0, 200)}`);
  assert.equal(await exited, 0, output);
});
