// For `*.postgres.test.ts` files: what only PostgreSQL can show (replicas sharing one database,
// locks between connections, a database that refuses connections). scripts/run-tests.mjs runs them
// in the PostgreSQL pass only; run alone without DATABASE_URL, such a file fails at once rather than
// skipping, so a check that cannot run is never counted as passed.

/** The PostgreSQL server's URL (DATABASE_URL), or a clear failure. */
export function postgresUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('This file tests PostgreSQL only: set DATABASE_URL (npm test -w api runs it in the PostgreSQL pass).');
  return url;
}

/** The Redis server's URL (REDIS_URL), or a clear failure. */
export function redisUrl(): string {
  const url = process.env.REDIS_URL;
  if (!url) throw new Error('This file needs Redis: set REDIS_URL (CI sets it; see docs/testing.md).');
  return url;
}
