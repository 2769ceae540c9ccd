import { sql } from 'drizzle-orm';
import { boolean, check, doublePrecision, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';
import { ambulances } from './care-directory';

/**
 * requested → assigned (an ambulance and its crew's phone) → on_the_way → arrived → closed;
 * or cancelled (by the caller or the dispatcher) or false_alarm (recorded, never deleted).
 */
export const AMBULANCE_REQUEST_STATUSES = ['requested', 'assigned', 'on_the_way', 'arrived', 'closed', 'cancelled', 'false_alarm'] as const;
export type AmbulanceRequestStatus = (typeof AMBULANCE_REQUEST_STATUSES)[number];
export type AmbulancePatient = 'self' | 'someone-else';

/**
 * The dispatch domain (src/domains/ambulance-requests): requests for one of the shop's ambulances. No payment is
 * taken. A caller need not be signed in: the request is followed with its tracking code (stored
 * as a sha256 hash). An ambulance serves one open request at a time (the partial unique index).
 */
export const ambulanceRequests = pgTable(
  'ambulance_requests',
  {
    id: uuid().primaryKey().defaultRandom(),
    trackingHash: text().notNull(),
    userId: uuid().references(() => users.id, { onDelete: 'set null' }),
    address: text().notNull(),
    landmark: text().notNull().default(''),
    phone: text().notNull(),
    latitude: doublePrecision(),
    longitude: doublePrecision(),
    whatHappened: text().notNull(),
    patient: text().$type<AmbulancePatient>().notNull(),
    status: text().$type<AmbulanceRequestStatus>().notNull().default('requested'),
    ambulanceId: uuid().references(() => ambulances.id, { onDelete: 'restrict' }),
    ambulanceName: text(),
    crewPhone: text(),
    dispatcherId: uuid().references(() => users.id, { onDelete: 'set null' }),
    requestedAt: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
    assignedAt: timestamp({ withTimezone: true }),
    onTheWayAt: timestamp({ withTimezone: true }),
    arrivedAt: timestamp({ withTimezone: true }),
    endedAt: timestamp({ withTimezone: true }),
    /** Why it was cancelled or marked false, in the dispatcher's or caller's words. */
    endReason: text(),
    /** Where an anonymous request came from (sha256 of the client address and of its device id), to limit floods and close one source at once. */
    sourceAddressHash: text(),
    sourceDeviceHash: text(),
    /** Another open request came from the same device or address shortly before: shown as "possible repeat" on the board. */
    possibleRepeat: boolean().notNull().default(false),
  },
  (t) => [
    check(
      'ambulance_requests_status_valid',
      sql`${t.status} in ('requested', 'assigned', 'on_the_way', 'arrived', 'closed', 'cancelled', 'false_alarm')`,
    ),
    check('ambulance_requests_patient_valid', sql`${t.patient} in ('self', 'someone-else')`),
    uniqueIndex('ambulance_requests_tracking_key').on(t.trackingHash),
    uniqueIndex('ambulance_requests_one_open_per_ambulance')
      .on(t.ambulanceId)
      .where(sql`${t.status} in ('assigned', 'on_the_way', 'arrived')`),
    index('ambulance_requests_status_idx').on(t.status, t.requestedAt),
  ],
);

export type AmbulanceRequest = typeof ambulanceRequests.$inferSelect;
