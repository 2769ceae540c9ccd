// A Redis of the benchmark's own, so stopping it touches nobody else's.
import { spawn, execFileSync, type ChildProcess } from 'node:child_process';

export interface OwnRedis {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
}

export async function startOwnRedis(port: number): Promise<OwnRedis> {
  let child: ChildProcess | null = null;
  const ping = () => {
    try {
      return (
        execFileSync('redis-cli', ['-p', String(port), 'ping'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() === 'PONG'
      );
    } catch {
      return false;
    }
  };
  const redis: OwnRedis = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      for (let i = 0; i < 100 && !ping(); i += 1) await new Promise((resolve) => setTimeout(resolve, 100));
      if (!ping()) throw new Error(`redis-server did not start on port ${port}`);
    },
    async stop() {
      const running = child;
      if (!running || running.exitCode !== null) return;
      await new Promise<void>((resolve) => {
        running.once('exit', () => resolve());
        running.kill('SIGKILL');
      });
    },
  };
  await redis.start();
  return redis;
}
