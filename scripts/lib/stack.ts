// Starts the whole storefront on one machine: the Paystack sandbox (when no real key is set), the
// messaging sandbox (SMS and WhatsApp, when no provider is configured), the API,
// and the site server in front of the built shell and remotes. Used by `npm start` and the e2e journeys.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type http from 'node:http';
import { freePort } from './ports';
import { createSiteServer, remoteOverridesFromEnv, type RemoteKey } from './site-server';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

export interface StackOptions {
  sitePort: number;
  apiPort: number;
  sandboxPort: number;
  /** The messaging sandbox's port (default: any free port). */
  messagingPort?: number;
  /** Where the API keeps PGlite data, uploads and the mail outbox. */
  dataDir: string;
  /** PostgreSQL instead of PGlite. */
  databaseUrl?: string;
  /** Site origin used in mail links and payment callbacks (default http://localhost:<sitePort>). */
  publicUrl?: string;
  remoteOverrides?: Partial<Record<RemoteKey, string>>;
  /** Extra environment for the API. */
  apiEnv?: NodeJS.ProcessEnv;
  /** The release store the site server serves released remotes from (scripts/lib/releases); none: each dist in place. */
  releasesDir?: string;
  /** Skip the site server (nginx serves the site instead). */
  withoutSiteServer?: boolean;
  /**
   * Which API runs: its TypeScript source (default, as `npm start` for development) or the compiled
   * production build in api/dist (`npm run build -w api`), as the journeys run it: built once for
   * every stack instead of compiled by each.
   */
  api?: 'source' | 'build';
  log?: (line: string) => void;
}

export interface RunningStack {
  siteUrl: string;
  apiUrl: string;
  sandboxUrl: string | null;
  /** The local SMS and WhatsApp sandbox (null when real providers are configured). */
  messagingUrl: string | null;
  outboxDir: string;
  stopApi(): Promise<void>;
  startApi(): Promise<void>;
  stop(): Promise<void>;
}

/** A TypeScript entry through tsx's loader, in one Node process (tsx's own command adds a second). */
const typescript = (entry: string) => ['--import', 'tsx', entry];

function startProcess(name: string, args: string[], env: NodeJS.ProcessEnv, log: (line: string) => void): ChildProcess {
  const child = spawn(process.execPath, args, { cwd: REPO_ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const forward = (chunk: Buffer) =>
    chunk
      .toString()
      .split('\n')
      .filter(Boolean)
      .forEach((line) => log(`[${name}] ${line}`));
  child.stdout?.on('data', forward);
  child.stderr?.on('data', forward);
  return child;
}

export async function waitForHttp(url: string, timeoutMs = 60_000, child?: ChildProcess): Promise<void> {
  // A busy machine (cores shared with other work) may need longer: STACK_WAIT_MS raises every wait.
  timeoutMs = Math.max(timeoutMs, Number(process.env.STACK_WAIT_MS) || 0);
  const deadline = Date.now() + timeoutMs;
  let lastError: unknown;
  while (Date.now() < deadline) {
    if (child && child.exitCode !== null) throw new Error(`${url}: the process exited with code ${child.exitCode}`);
    try {
      // A listener that never answers must not hold the wait past its deadline.
      const response = await fetch(url, { signal: AbortSignal.timeout(Math.max(1_000, Math.min(5_000, deadline - Date.now()))) });
      if (response.status < 500) return;
      lastError = new Error(`HTTP ${response.status}`);
    } catch (error) {
      lastError = error;
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not come up within ${timeoutMs / 1000} s: ${String(lastError)}`);
}

function stopProcess(child: ChildProcess | null): Promise<void> {
  if (!child || child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const log = options.log ?? ((line: string) => console.log(line));
  const publicUrl = options.publicUrl ?? `http://localhost:${options.sitePort}`;
  const apiUrl = `http://127.0.0.1:${options.apiPort}`;
  const realPaystack = Boolean(process.env.PAYSTACK_SECRET_KEY);
  const sandboxUrl = realPaystack ? null : `http://127.0.0.1:${options.sandboxPort}`;
  fs.mkdirSync(options.dataDir, { recursive: true });

  let sandbox: ChildProcess | null = null;
  if (sandboxUrl) {
    sandbox = startProcess(
      'paystack-sandbox',
      typescript('paystack-sandbox/src/server.ts'),
      {
        PORT: String(options.sandboxPort),
        HOST: '127.0.0.1',
        WEBHOOK_URL: `${apiUrl}/api/payment/webhook`,
        PUBLIC_URL: `http://localhost:${options.sandboxPort}`,
      },
      log,
    );
  }

  const { url: messagingUrl, child: messaging } = await startMessagingSandbox(options.messagingPort, apiUrl, log);

  const apiEnv: NodeJS.ProcessEnv = {
    PORT: String(options.apiPort),
    HOST: '127.0.0.1',
    DATA_DIR: options.dataDir,
    PUBLIC_URL: publicUrl,
    CORS_ORIGINS: publicUrl,
    // Never inherited: without a database URL of its own the API uses PGlite in dataDir.
    DATABASE_URL: options.databaseUrl ?? '',
    ...(sandboxUrl ? { PAYSTACK_BASE_URL: sandboxUrl } : {}),
    ...(messagingUrl ? { SMS_BASE_URL: messagingUrl, WHATSAPP_BASE_URL: messagingUrl } : {}),
    ...options.apiEnv,
  };
  let api: ChildProcess | null = null;
  const startApi = async () => {
    const entry = options.api === 'build' ? ['api/dist/server.js'] : typescript('api/src/server.ts');
    api = startProcess('api', entry, apiEnv, log);
    await waitForHttp(`${apiUrl}/healthz`, 120_000, api);
  };

  let site: http.Server | null = null;
  try {
    if (sandbox && sandboxUrl) await waitForHttp(`${sandboxUrl}/health`, 60_000, sandbox);
    if (messaging && messagingUrl) await waitForHttp(`${messagingUrl}/health`, 60_000, messaging);
    await startApi();
    if (!options.withoutSiteServer) {
      site = createSiteServer({
        root: REPO_ROOT,
        port: options.sitePort,
        apiUrl,
        remoteOverrides: options.remoteOverrides ?? remoteOverridesFromEnv(process.env),
        releasesDir: options.releasesDir,
      });
      await new Promise<void>((resolve, reject) => {
        site!.once('error', reject);
        site!.listen(options.sitePort, '0.0.0.0', () => resolve());
      });
    }
  } catch (error) {
    await Promise.all([stopProcess(api), stopProcess(sandbox), stopProcess(messaging)]);
    throw error;
  }

  return {
    siteUrl: `http://localhost:${options.sitePort}`,
    apiUrl,
    sandboxUrl,
    messagingUrl,
    outboxDir: path.join(options.dataDir, 'outbox'),
    stopApi: () => stopProcess(api),
    startApi,
    async stop() {
      await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
      await Promise.all([stopProcess(api), stopProcess(sandbox), stopProcess(messaging)]);
    },
  };
}

/** The local SMS and WhatsApp sandbox, unless real providers are configured (SMS_BASE_URL, WHATSAPP_BASE_URL). */
async function startMessagingSandbox(port: number | undefined, apiUrl: string, log: (line: string) => void) {
  if (process.env.SMS_BASE_URL || process.env.WHATSAPP_BASE_URL) return { url: null, child: null };
  const url = `http://127.0.0.1:${port ?? (await freePort())}`;
  const child = startProcess(
    'messaging-sandbox',
    typescript('paystack-sandbox/src/messaging/server.ts'),
    { PORT: new URL(url).port, HOST: '127.0.0.1', API_URL: apiUrl },
    log,
  );
  return { url, child };
}
