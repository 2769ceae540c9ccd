// The real API, as server.ts builds it, for the benchmark: only the global per-IP rate limit is
// lifted (every benchmark request comes from 127.0.0.1). Reports its port to the parent over IPC.
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const config = loadConfig();
config.rateLimits = { ...config.rateLimits, global: { max: 10_000_000, windowMs: 60_000 } };
const app = await buildApp(config);
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
process.send?.({ port: typeof address === 'object' && address ? address.port : 0, database: app.database.kind });
const stop = async () => {
  await app.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('disconnect', () => void stop());
