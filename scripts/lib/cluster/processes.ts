// The cluster's processes: the Paystack sandbox and the API replicas (the compiled build), each
// logging to a file of its own.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT, waitForHttp } from '../stack';

export interface Replica {
  name: string;
  port: number;
  url: string;
  logFile: string;
  pid(): number | undefined;
  running(): boolean;
  start(): Promise<void>;
  /** Sends the signal and waits for the process to end (SIGKILL: a crash; SIGTERM: a graceful stop). */
  kill(signal: NodeJS.Signals): Promise<void>;
}

export function waitForExit(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

function node(script: string, env: NodeJS.ProcessEnv, logFile: string, nodeArgs: string[] = []): ChildProcess {
  const out = fs.openSync(logFile, 'a');
  const child = spawn(process.execPath, [...nodeArgs, script], {
    cwd: REPO_ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', out, out],
  });
  fs.closeSync(out);
  return child;
}

export function startSandbox(options: { port: number; secretKey: string; webhookUrl: string; logDir: string }): ChildProcess {
  const sandboxLog = path.join(options.logDir, 'paystack-sandbox.log');
  return spawn(path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'), ['paystack-sandbox/src/server.ts'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      SANDBOX_SECRET_KEY: options.secretKey,
      WEBHOOK_URL: options.webhookUrl,
      PUBLIC_URL: `http://localhost:${options.port}`,
    },
    stdio: ['ignore', fs.openSync(sandboxLog, 'a'), fs.openSync(sandboxLog, 'a')],
  });
}

/**
 * API replica number `index` (1-based name) on `port`, not started yet; every process it starts
 * is added to `children`, for the cluster's stop.
 */
export function replica(
  index: number,
  port: number,
  options: { apiEnv: NodeJS.ProcessEnv; logDir: string; nodeArgs?: string[]; children: ChildProcess[] },
): Replica {
  const name = `api-${index + 1}`;
  const logFile = path.join(options.logDir, `${name}.log`);
  let child: ChildProcess | null = null;
  const self: Replica = {
    name,
    port,
    url: `http://127.0.0.1:${port}`,
    logFile,
    pid: () => child?.pid,
    running: () => Boolean(child && child.exitCode === null && child.signalCode === null),
    async start() {
      if (self.running()) return;
      child = node('api/dist/server.js', { ...options.apiEnv, PORT: String(port) }, logFile, options.nodeArgs);
      options.children.push(child);
      await waitForHttp(`${self.url}/readyz`, 120_000, child);
    },
    async kill(signal) {
      if (!child || !self.running()) return;
      const exited = waitForExit(child);
      child.kill(signal);
      const timer = setTimeout(() => child?.kill('SIGKILL'), 15_000);
      await exited;
      clearTimeout(timer);
    },
  };
  return self;
}
