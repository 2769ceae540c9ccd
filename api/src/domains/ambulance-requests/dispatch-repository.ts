import { and, asc, desc, eq, gte, inArray, notInArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { ambulanceRequests, ambulances, type AmbulanceRequest, type AmbulanceRequestStatus } from '../../platform/db/schema/index';
import { isUniqueViolation } from '../../platform/lib/http-errors';

export const OPEN_STATUSES: AmbulanceRequestStatus[] = ['requested', 'assigned', 'on_the_way', 'arrived'];
export const BUSY_STATUSES: AmbulanceRequestStatus[] = ['assigned', 'on_the_way', 'arrived'];

export type AssignOutcome =
  | { ok: true; request: AmbulanceRequest }
  | { ok: false; reason: 'ambulance-busy' | 'not-waiting' | 'no-ambulance' };

/** All SQL of the dispatch domain. Ambulances are read from the operations directory, never written. */
export class DispatchRepository {
  constructor(private readonly db: Database) {}

  async insert(values: typeof ambulanceRequests.$inferInsert): Promise<AmbulanceRequest> {
    const [row] = await this.db.insert(ambulanceRequests).values(values).returning();
    return row;
  }

  /** Whether another open request came from this device or address since `since` (a possible repeat). */
  async openFromSource(source: { addressHash: string; deviceHash: string | null }, since: Date): Promise<boolean> {
    const sameSource = source.deviceHash
      ? sql`(${ambulanceRequests.sourceDeviceHash} = ${source.deviceHash} or ${ambulanceRequests.sourceAddressHash} = ${source.addressHash})`
      : eq(ambulanceRequests.sourceAddressHash, source.addressHash);
    const [row] = await this.db
      .select({ id: ambulanceRequests.id })
      .from(ambulanceRequests)
      .where(and(sameSource, inArray(ambulanceRequests.status, OPEN_STATUSES), gte(ambulanceRequests.requestedAt, since)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * Closes as false alarms, at once, every request still waiting for an ambulance that came from the
   * same device (or, without one, the same address) as `id`: one action for a flood. Requests with
   * an ambulance on them are left to the dispatcher.
   */
  async closeSource(id: string, reason: string, dispatcherId: string): Promise<AmbulanceRequest[]> {
    const source = await this.byId(id);
    if (!source) return [];
    const sameSource = source.sourceDeviceHash
      ? eq(ambulanceRequests.sourceDeviceHash, source.sourceDeviceHash)
      : source.sourceAddressHash
        ? eq(ambulanceRequests.sourceAddressHash, source.sourceAddressHash)
        : eq(ambulanceRequests.id, id);
    return this.db
      .update(ambulanceRequests)
      .set({ status: 'false_alarm', endedAt: sql`clock_timestamp()`, endReason: reason, dispatcherId })
      .where(and(sameSource, eq(ambulanceRequests.status, 'requested')))
      .returning();
  }

  async byId(id: string): Promise<AmbulanceRequest | null> {
    const [row] = await this.db.select().from(ambulanceRequests).where(eq(ambulanceRequests.id, id));
    return row ?? null;
  }

  async board(since: Date): Promise<AmbulanceRequest[]> {
    return this.db
      .select()
      .from(ambulanceRequests)
      .where(sql`${inArray(ambulanceRequests.status, OPEN_STATUSES)} or ${gte(ambulanceRequests.requestedAt, since)}`)
      .orderBy(asc(ambulanceRequests.requestedAt), asc(ambulanceRequests.id));
  }

  /** The directory's ambulances, each with the open request it serves (if any). */
  async fleet() {
    const busy = this.db
      .select({ ambulanceId: ambulanceRequests.ambulanceId, requestId: ambulanceRequests.id })
      .from(ambulanceRequests)
      .where(inArray(ambulanceRequests.status, BUSY_STATUSES))
      .as('busy');
    return this.db
      .select({
        id: ambulances.id,
        name: ambulances.name,
        location: ambulances.location,
        inService: ambulances.availability,
        crewPhone: ambulances.crewPhone,
        busyWith: busy.requestId,
      })
      .from(ambulances)
      .leftJoin(busy, eq(busy.ambulanceId, ambulances.id))
      .orderBy(asc(ambulances.name), asc(ambulances.id));
  }

  /**
   * Assigns the ambulance to a request still waiting. Two guards in the database make it safe
   * with several dispatchers at once: the request moves only from `requested` (one of two
   * assignments of the same request wins), and an ambulance has at most one open request (the
   * partial unique index: of two requests given the same ambulance, one wins).
   */
  async assign(requestId: string, ambulanceId: string, crewPhone: string | null, dispatcherId: string): Promise<AssignOutcome> {
    const [ambulance] = await this.db.select().from(ambulances).where(eq(ambulances.id, ambulanceId));
    if (!ambulance || !ambulance.availability) return { ok: false, reason: 'no-ambulance' };
    const phone = crewPhone ?? ambulance.crewPhone;
    try {
      const [row] = await this.db
        .update(ambulanceRequests)
        .set({
          status: 'assigned',
          ambulanceId,
          ambulanceName: ambulance.name,
          crewPhone: phone,
          dispatcherId,
          assignedAt: sql`clock_timestamp()`,
        })
        .where(and(eq(ambulanceRequests.id, requestId), eq(ambulanceRequests.status, 'requested')))
        .returning();
      return row ? { ok: true, request: row } : { ok: false, reason: 'not-waiting' };
    } catch (err) {
      if (isUniqueViolation(err)) return { ok: false, reason: 'ambulance-busy' };
      throw err;
    }
  }

  /** Moves the request from one of `from` to `to`; null when it was not in one of them (someone else moved it first). */
  async move(
    requestId: string,
    from: AmbulanceRequestStatus[],
    to: AmbulanceRequestStatus,
    extra: Partial<typeof ambulanceRequests.$inferInsert> = {},
  ): Promise<AmbulanceRequest | null> {
    const stamp =
      to === 'on_the_way'
        ? { onTheWayAt: sql`clock_timestamp()` }
        : to === 'arrived'
          ? { arrivedAt: sql`clock_timestamp()` }
          : { endedAt: sql`clock_timestamp()` };
    const [row] = await this.db
      .update(ambulanceRequests)
      .set({ status: to, ...stamp, ...extra })
      .where(and(eq(ambulanceRequests.id, requestId), inArray(ambulanceRequests.status, from)))
      .returning();
    return row ?? null;
  }

  async figures(since: Date) {
    const rows = await this.db
      .select({ status: ambulanceRequests.status, count: sql<number>`count(*)::int` })
      .from(ambulanceRequests)
      .where(gte(ambulanceRequests.requestedAt, since))
      .groupBy(ambulanceRequests.status);
    const [times] = await this.db
      .select({
        assignMedian: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${ambulanceRequests.assignedAt} - ${ambulanceRequests.requestedAt}))`,
        arriveMedian: sql<
          number | null
        >`percentile_cont(0.5) within group (order by extract(epoch from ${ambulanceRequests.arrivedAt} - ${ambulanceRequests.requestedAt}))`,
      })
      .from(ambulanceRequests)
      .where(and(gte(ambulanceRequests.requestedAt, since), notInArray(ambulanceRequests.status, ['requested'])));
    return {
      byStatus: Object.fromEntries(rows.map((r) => [r.status, Number(r.count)])) as Record<string, number>,
      assignMedian: times?.assignMedian == null ? null : Number(times.assignMedian),
      arriveMedian: times?.arriveMedian == null ? null : Number(times.arriveMedian),
    };
  }

  async byUser(userId: string): Promise<AmbulanceRequest[]> {
    return this.db
      .select()
      .from(ambulanceRequests)
      .where(eq(ambulanceRequests.userId, userId))
      .orderBy(desc(ambulanceRequests.requestedAt));
  }
}

/** Erasing an account: the shopper's ambulance requests stay (the dispatch log), without phone, address or what happened. */
export async function eraseShopper(tx: Database, shopper: { id: string }): Promise<void> {
  await tx
    .update(ambulanceRequests)
    .set({ phone: '', address: '', landmark: '', whatHappened: '' })
    .where(eq(ambulanceRequests.userId, shopper.id));
}
