// Runs the production nginx configuration (nginx/templates) on this machine: the front door, the
// admin origin and one static server per front-end build, all in one nginx process of our own.
// The configuration it writes is in nginx/conf.ts.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { STATIC_BUILDS, writeMainConf, writeRuntimeConfig, writeSiteConfs, type StaticBuild } from './nginx/conf';
import { freePort } from './ports';
import { REPO_ROOT, waitForHttp } from './stack';

export { STATIC_BUILDS, render, writeRuntimeConfig, type StaticBuild } from './nginx/conf';

export interface NginxOptions {
  shopPort: number;
  adminPort: number;
  /** First of five consecutive ports for the static servers (shell, catalog, cart-checkout, account, admin). */
  staticBasePort: number;
  /** API replicas as host:port. */
  apiServers: string[];
  /** Folder per build to serve (default: each package's dist). */
  roots?: Partial<Record<StaticBuild, string>>;
  shopOrigin?: string;
  adminOrigin?: string;
  paymentOrigins?: string[];
  uploadLimit?: string;
  /** The page server's host:port; by default one is started here (startPageServer) on a free port. */
  pagesUpstream?: string;
  /** The release store to serve remotes' versions and the released runtime-config.json from (docs/releases.md). */
  releaseStore?: string;
}

export interface RunningNginx {
  shopUrl: string;
  adminUrl: string;
  roots: Record<StaticBuild, string>;
  prefix: string;
  /** The page server started here (null when pagesUpstream named another); stop it to see nginx do without. */
  pages: RunningPageServer | null;
  stop(): Promise<void>;
}

export function nginxBinary(): string | null {
  for (const candidate of [process.env.NGINX_PATH, '/usr/sbin/nginx', '/usr/local/sbin/nginx', '/usr/bin/nginx']) {
    if (candidate && fs.existsSync(candidate)) return candidate;
  }
  return null;
}

function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGQUIT');
    setTimeout(() => child.kill('SIGKILL'), 5_000);
  });
}

/** The last lines of nginx's error.log under a prefix, for an error message (empty when there is none). */
export function errorLogTail(prefix: string): string {
  const candidates = [path.join(prefix, 'logs', 'error.log'), path.join(prefix, 'error.log')];
  const file = candidates.find((candidate) => fs.existsSync(candidate));
  if (!file) return '';
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n').slice(-5);
  return lines.length && lines[0] ? `\nnginx error.log:\n${lines.join('\n')}` : '';
}

/** A folder of links to every file of a build but runtime-config.json, which the run writes itself. */
function linkedShellRoot(build: string, target: string): string {
  fs.mkdirSync(target);
  for (const entry of fs.readdirSync(build)) {
    if (entry !== 'runtime-config.json') fs.symlinkSync(path.join(build, entry), path.join(target, entry));
  }
  return target;
}

export async function startNginx(options: NginxOptions): Promise<RunningNginx> {
  const binary = nginxBinary();
  if (!binary) throw new Error('nginx is not installed (apt-get install nginx-light)');
  const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-nginx-'));
  // nginx's workers run as an unprivileged user: they must be able to enter the prefix (temp files).
  fs.chmodSync(prefix, 0o755);
  const confDir = path.join(prefix, 'conf.d');
  fs.mkdirSync(confDir);
  const shopOrigin = options.shopOrigin ?? `http://127.0.0.1:${options.shopPort}`;
  const adminOrigin = options.adminOrigin ?? `http://127.0.0.1:${options.adminPort}`;
  const roots = Object.fromEntries(
    STATIC_BUILDS.map((build) => [build, options.roots?.[build] ?? path.join(REPO_ROOT, build, 'dist')]),
  ) as Record<StaticBuild, string>;
  // runtime-config.json names this run's admin origin: written into a shell folder of the run's own
  // (the build's files linked in), never into shell/dist, which several runs at once share.
  if (!options.roots?.shell) roots.shell = linkedShellRoot(roots.shell, path.join(prefix, 'shell'));
  writeRuntimeConfig(roots.shell, adminOrigin);

  // The page server reads the shell and remotes through this front door and the API directly, as in Compose.
  const pages = options.pagesUpstream
    ? null
    : await startPageServer({
        siteUrl: `http://127.0.0.1:${options.shopPort}`,
        apiUrls: options.apiServers.map((server) => `http://${server}`),
        dir: prefix,
      });
  const pagesUpstream = options.pagesUpstream ?? `127.0.0.1:${pages!.port}`;
  const shopUrl = `http://127.0.0.1:${options.shopPort}`;
  let child: ChildProcess | null = null;
  try {
    writeSiteConfs(confDir, roots, { ...options, shopOrigin, adminOrigin, pagesUpstream });
    const confFile = writeMainConf(prefix, confDir);
    execFileSync(binary, ['-t', '-p', prefix, '-c', confFile], { stdio: 'pipe' });
    // nginx writes to its error.log; inheriting stdio would hold the caller's pipes open.
    child = spawn(binary, ['-p', prefix, '-c', confFile], { stdio: 'ignore' });
    await waitForHttp(`${shopUrl}/runtime-config.json`, 20_000, child);
  } catch (error) {
    // A page server or nginx left running here would keep the caller's process alive for ever.
    await pages?.stop();
    if (child) await stopProcess(child);
    throw new Error(`nginx did not start: ${String(error)}${errorLogTail(prefix)}`);
  }
  const running = child;
  return {
    shopUrl,
    adminUrl: adminOrigin,
    roots,
    prefix,
    pages,
    stop: async () => {
      await pages?.stop();
      await stopProcess(running);
    },
  };
}

export interface RunningPageServer {
  port: number;
  stop(): Promise<void>;
  /** Starts it again on the same port. */
  start(): Promise<void>;
}

/**
 * The page server as its image runs it: scripts/page-server.ts bundled by esbuild with the command
 * deploy/page-server.Dockerfile uses, run by Node in a process of its own.
 */
export async function startPageServer(options: { siteUrl: string; apiUrls: string[]; dir: string }): Promise<RunningPageServer> {
  const bundle = path.join(options.dir, 'page-server.mjs');
  execFileSync(
    path.join(REPO_ROOT, 'node_modules', '.bin', 'esbuild'),
    [
      'scripts/page-server.ts',
      '--bundle',
      '--platform=node',
      '--format=esm',
      '--target=node20',
      `--outfile=${bundle}`,
      '--log-level=warning',
    ],
    { cwd: REPO_ROOT, stdio: 'pipe' },
  );
  const port = await freePort();
  let child: ChildProcess | null = null;
  const running: RunningPageServer = {
    port,
    async start() {
      const log = fs.openSync(path.join(options.dir, 'page-server.log'), 'a');
      child = spawn(process.execPath, [bundle], {
        env: {
          PATH: process.env.PATH,
          PORT: String(port),
          HOST: '127.0.0.1',
          SITE_URL: options.siteUrl,
          API_URLS: options.apiUrls.join(','),
          // The first view's wait for the API, when the caller set it (the journeys do).
          ...(process.env.FIRST_VIEW_READ_TIMEOUT_MS ? { FIRST_VIEW_READ_TIMEOUT_MS: process.env.FIRST_VIEW_READ_TIMEOUT_MS } : {}),
        },
        stdio: ['ignore', log, log],
      });
      fs.closeSync(log);
      try {
        await waitForHttp(`http://127.0.0.1:${port}/healthz`, 10_000, child);
      } catch (error) {
        await running.stop();
        throw error;
      }
    },
    stop: () =>
      new Promise<void>((resolve) => {
        const current = child;
        if (!current || current.exitCode !== null || current.signalCode !== null) return resolve();
        current.once('exit', () => resolve());
        current.kill('SIGTERM');
        setTimeout(() => current.kill('SIGKILL'), 5_000);
      }),
  };
  await running.start();
  return running;
}
