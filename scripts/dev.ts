// `npm run dev`: every front end on its own webpack dev server with reload, the API in watch mode,
// and the Paystack sandbox. Open http://localhost:3000 (the shell's dev server).
// DEV_ONLY=catalog-mfe,shell limits the dev servers; the others' remotes then come from their
// production build under the site server (see README, "One remote locally").
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { REPO_ROOT } from './lib/stack';

const children: ChildProcess[] = [];
const only = process.env.DEV_ONLY?.split(',').map((s) => s.trim());

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}) {
  if (only && !only.includes(name)) return;
  const child = spawn(command, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const prefix = `[${name}] `;
  const forward = (chunk: Buffer) => process.stdout.write(chunk.toString().replace(/^(?=.)/gm, prefix));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  children.push(child);
}

const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
run('paystack-sandbox', tsx, ['paystack-sandbox/src/server.ts'], {
  PORT: '8090',
  WEBHOOK_URL: 'http://127.0.0.1:5080/api/payment/webhook',
});
run('api', tsx, ['watch', 'api/src/server.ts'], {
  PORT: '5080',
  PUBLIC_URL: 'http://localhost:3000',
  CORS_ORIGINS: 'http://localhost:3000,http://127.0.0.1:3000',
  PAYSTACK_BASE_URL: process.env.PAYSTACK_SECRET_KEY ? (process.env.PAYSTACK_BASE_URL ?? '') : 'http://127.0.0.1:8090',
});
for (const pkg of ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe']) {
  run(pkg, 'npm', ['run', 'dev', '-w', pkg]);
}

console.log('Dev servers starting: shell http://localhost:3000, remotes on 3001-3004, API 5080, sandbox 8090.');
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    children.forEach((child) => child.kill('SIGTERM'));
    process.exit(0);
  });
}
