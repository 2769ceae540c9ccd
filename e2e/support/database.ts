// The journeys' API runs on PGlite in a temp folder, or, when DATABASE_URL is set, on a fresh
// PostgreSQL database of its own on that server (dropped afterwards).
import crypto from 'node:crypto';
import pg from 'pg';

export interface JourneyDatabase {
  url: string | undefined;
  drop(): Promise<void>;
}

export async function journeyDatabase(): Promise<JourneyDatabase> {
  const adminUrl = process.env.DATABASE_URL;
  if (!adminUrl) return { url: undefined, drop: async () => undefined };
  const name = `epharmacy_e2e_${crypto.randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`).catch(() => undefined);
      await client.end();
    },
  };
}

/**
 * With REDIS_URL set, a Redis database of the journey's own on that server (1-15, taken in turn and
 * emptied first): journeys run side by side, and one's counters per address (logins, mail, sign-ups)
 * must not reach another's limits.
 */
export async function journeyRedisUrl(): Promise<string | undefined> {
  const base = process.env.REDIS_URL;
  if (!base) return undefined;
  const { Redis } = await import('ioredis');
  const counter = new Redis(base, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await counter.connect();
    const index = ((await counter.incr('epharmacy:e2e:next-database')) % 15) + 1;
    await counter.select(index);
    await counter.flushdb();
    const url = new URL(base);
    url.pathname = `/${index}`;
    return url.toString();
  } finally {
    counter.disconnect();
  }
}
