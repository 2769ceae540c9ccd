// npm run openapi -w api: prints the API's OpenAPI document (JSON, stable key order) without
// listening on a port: the app is built on an empty in-memory PGlite database, not seeded.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-openapi-'));
const config = { ...loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, SEED: '0', LOG_LEVEL: 'silent' }), inMemoryDatabase: true };
const app = await buildApp(config);
try {
  process.stdout.write(`${JSON.stringify(sortKeys(app.swagger()), null, 2)}\n`);
} finally {
  await app.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
}

function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value as Record<string, unknown>)
      .sort()
      .map((key) => [key, sortKeys((value as Record<string, unknown>)[key])]),
  );
}
