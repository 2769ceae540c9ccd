import { and, desc, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { remoteTelemetry } from '../db/schema/telemetry';

export interface TelemetryRow {
  remote: string;
  version: string;
  kind: string;
  stage: string | null;
  durationMs: number | null;
  message: string | null;
  canary: boolean;
  visitorHash: string | null;
}

/** All SQL of the remotes' telemetry. */
export class TelemetryRepository {
  constructor(private readonly db: Database) {}

  async save(rows: TelemetryRow[]): Promise<void> {
    if (rows.length) await this.db.insert(remoteTelemetry).values(rows);
  }

  /** Counts and load times per remote and version since `since`. */
  async summary(since: Date) {
    const rows = await this.db
      .select({
        remote: remoteTelemetry.remote,
        version: remoteTelemetry.version,
        canary: sql<boolean>`bool_or(${remoteTelemetry.canary})`,
        loads: sql<number>`count(*) filter (where ${remoteTelemetry.kind} = 'load')::int`,
        failures: sql<number>`count(*) filter (where ${remoteTelemetry.kind} = 'failure')::int`,
        errors: sql<number>`count(*) filter (where ${remoteTelemetry.kind} = 'error')::int`,
        visitors: sql<number>`count(distinct ${remoteTelemetry.visitorHash})::int`,
        failingVisitors: sql<number>`(count(distinct ${remoteTelemetry.visitorHash}) filter (where ${remoteTelemetry.kind} <> 'load'))::int`,
        medianLoadMs: sql<
          number | null
        >`(percentile_cont(0.5) within group (order by ${remoteTelemetry.durationMs}) filter (where ${remoteTelemetry.kind} = 'load'))::int`,
        p95LoadMs: sql<
          number | null
        >`(percentile_cont(0.95) within group (order by ${remoteTelemetry.durationMs}) filter (where ${remoteTelemetry.kind} = 'load'))::int`,
        lastSeen: sql<Date>`max(${remoteTelemetry.createdAt})`,
      })
      .from(remoteTelemetry)
      .where(gte(remoteTelemetry.createdAt, since))
      .groupBy(remoteTelemetry.remote, remoteTelemetry.version)
      .orderBy(remoteTelemetry.remote, desc(sql`max(${remoteTelemetry.createdAt})`));
    return rows.map((row) => ({ ...row, lastSeen: new Date(row.lastSeen) }));
  }

  /** The latest few failures and errors of the given versions, newest first. */
  async lastErrors(since: Date, versions: string[]) {
    if (!versions.length) return [];
    return this.db
      .select({
        remote: remoteTelemetry.remote,
        version: remoteTelemetry.version,
        stage: remoteTelemetry.stage,
        message: remoteTelemetry.message,
      })
      .from(remoteTelemetry)
      .where(and(gte(remoteTelemetry.createdAt, since), inArray(remoteTelemetry.version, versions), sql`${remoteTelemetry.kind} <> 'load'`))
      .orderBy(desc(remoteTelemetry.createdAt))
      .limit(200);
  }
}

/** The retention job: telemetry reported before `cutoff`; how many rows. */
export async function purgeOlderThan(db: Database, cutoff: Date): Promise<number> {
  const rows = await db.delete(remoteTelemetry).where(lt(remoteTelemetry.createdAt, cutoff)).returning({ id: remoteTelemetry.id });
  return rows.length;
}
