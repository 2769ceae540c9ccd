import crypto from 'node:crypto';
import type { Database } from '../../platform/db/client';
import type { DeliveryAssignment, DeliveryState, FailureReason, RebookSlot } from '../../platform/db/schema/index';
import { conflict, fieldError, forbidden, notFound, withCode } from '../../platform/lib/http-errors';
import { Catalogues } from '../../platform/lib/message-catalogues';
import type { AuthUser } from '../../platform/plugins/types';
import { displayPhone, normalizeNigerianPhone, PHONE_MESSAGE } from '../delivery/delivery-rules';
import { LastMileRepository } from './last-mile-repository';

/** Wrong delivery codes after which the parcel's code no longer opens it (as the pickup PIN). */
export const MAX_CODE_ATTEMPTS = 5;
/** Failed tries after which a parcel comes back to its pharmacy, unless DELIVERY_MAX_TRIES says otherwise. */
export const DEFAULT_MAX_TRIES = 2;
/** What the shopper is told when the rider starts the stop without saying. */
export const DEFAULT_ETA_MINUTES = 20;

/** The states in which a parcel is on a rider's list for the day. */
export const ON_THE_ROAD: readonly DeliveryState[] = ['assigned', 'arriving', 'rebooked', 'returning'];
/** The states in which the rider may still hand it over. */
export const DELIVERABLE: readonly DeliveryState[] = ['assigned', 'arriving', 'rebooked'];

/** The order page's and the notices' words, in English and Pidgin (texts/<locale>.json). */
export const DELIVERY_TEXTS = new Catalogues(new URL('./texts/', import.meta.url));

/** A time as the shopper reads it: Lagos time, 24-hour (14:32). */
export function lagosTime(at: Date): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hour12: false }).format(at);
}

/**
 * Proof of delivery: each parcel has a six-digit code, derived from its id with the server's
 * secret (so the shopper's page shows it again) and stored only as its sha256 (as the pickup PIN).
 */
export class DeliveryCodes {
  constructor(private readonly secret: string) {}

  codeFor(parcelId: string): string {
    const digest = crypto.createHmac('sha256', this.secret).update(`delivery-code:${parcelId}`).digest();
    return String(digest.readUInt32BE(0) % 1_000_000).padStart(6, '0');
  }

  static hash(parcelId: string, code: string): string {
    return crypto.createHash('sha256').update(`${parcelId}:${code}`, 'utf8').digest('hex');
  }

  hashFor(parcelId: string): string {
    return DeliveryCodes.hash(parcelId, this.codeFor(parcelId));
  }
}

/** The shopper's line for a parcel's delivery, in their language. */
export function deliveryLine(
  d: Pick<DeliveryAssignment, 'state' | 'etaMinutes' | 'deliveredAt' | 'lastFailure' | 'rebookedDay' | 'rebookedSlot' | 'failedTries'>,
  rider: { name: string; phone: string } | null,
  locale: string | null,
): string {
  const t = (key: string, values: Record<string, string | number> = {}) => DELIVERY_TEXTS.format(locale, key, values);
  switch (d.state) {
    case 'assigned':
      return t('line.assigned', { rider: rider?.name ?? '', phone: rider ? displayPhone(rider.phone) : '' });
    case 'arriving':
      return t('line.arriving', { rider: rider?.name ?? '', minutes: d.etaMinutes ?? DEFAULT_ETA_MINUTES });
    case 'delivered':
      return t('line.delivered', { time: d.deliveredAt ? lagosTime(d.deliveredAt) : '' });
    case 'failed':
      return t('line.failed', { reason: t(`reason.${d.lastFailure ?? 'no-one-home'}`) });
    case 'rebooked':
      return t('line.rebooked', { day: d.rebookedDay ?? '', slot: t(`slot.${d.rebookedSlot ?? 'morning'}`) });
    case 'to-pickup':
      return t('line.to-pickup');
    case 'returning':
      return t('line.returning', { tries: d.failedTries });
    case 'returned':
      return t('line.returned');
  }
}

export type FailureInput = { reason: FailureReason };
export type RebookInput = { day: string; slot: RebookSlot };

/** A rebooked day: today or one of the next seven days (Lagos), as YYYY-MM-DD. */
export function checkRebookDay(day: string, now = new Date()): string {
  const today = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: 'Africa/Lagos' }).format(now)}T00:00:00Z`);
  const asked = /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  const days = asked && !Number.isNaN(asked.getTime()) ? Math.round((asked.getTime() - today.getTime()) / 86_400_000) : NaN;
  if (!(days >= 0 && days <= 7)) throw fieldError('day', 'Choose a day from today to a week from today (YYYY-MM-DD).');
  return day;
}

/** Whether the user is a pharmacy's rider: the access token's `rider` claim (the interface's menu entry; rider calls check again). */
export async function isRider(db: Database, userId: string): Promise<boolean> {
  return (await new LastMileRepository(db).rider(userId)) !== null;
}

/**
 * Riders bound to one pharmacy, as staff are: an admin binds a user to any pharmacy, a pharmacy's
 * staff only to their own; a rider's phone is what the shopper is told. Read from the database
 * on every call, so taking it back works at once.
 */
export class Riders {
  constructor(
    private readonly repository: LastMileRepository,
    /** null for an admin (any pharmacy), the staff member's pharmacy, or throws 403. */
    private readonly scopeOf: (caller: AuthUser, refusal: string) => Promise<string | null>,
  ) {}

  async bind(caller: AuthUser, input: { email: string; phone: string; pharmacyId?: string; name?: string }) {
    const scope = await this.scopeOf(caller, "Only an admin or a pharmacy's staff add riders.");
    const pharmacyId = scope ?? input.pharmacyId;
    if (!pharmacyId) throw fieldError('pharmacyId', 'Choose the pharmacy the rider works for.');
    if (scope !== null && input.pharmacyId && input.pharmacyId !== scope)
      throw forbidden("A pharmacy's staff add riders to their own pharmacy only.");
    if (!(await this.repository.pharmacyExists(pharmacyId))) throw notFound('There is no such pharmacy.');
    const phone = normalizeNigerianPhone(input.phone);
    if (!phone) throw fieldError('phone', PHONE_MESSAGE);
    const user = await this.repository.userByEmail(input.email.trim());
    if (!user) throw fieldError('email', 'No account has this e-mail: the rider signs up first.');
    if (user.isAdmin) throw conflict('An admin account cannot be a rider.');
    const existing = await this.repository.rider(user.id);
    if (existing && scope !== null && existing.pharmacyId !== scope) throw conflict("This account is another pharmacy's rider.");
    const name = (input.name ?? '').trim() || user.firstName;
    const row = await this.repository.bindRider({ userId: user.id, pharmacyId, displayName: name, phone, grantedBy: caller.id });
    return { userId: row.userId, pharmacyId: row.pharmacyId, name: row.displayName, phone: row.phone };
  }

  async list(caller: AuthUser) {
    const scope = await this.scopeOf(caller, "Only an admin or a pharmacy's staff see riders.");
    return this.repository.ridersOf(scope);
  }

  /** Takes a rider off the pharmacy (their account stays); 409 `rider-has-parcels` while parcels are still with them. */
  async unbind(caller: AuthUser, userId: string): Promise<void> {
    const scope = await this.scopeOf(caller, "Only an admin or a pharmacy's staff remove riders.");
    // A failed parcel or one switched to pickup is still in the rider's hands until it is rebooked or brought back.
    const carried = await this.repository.unbindIdleRider(userId, scope, [...ON_THE_ROAD, 'failed', 'to-pickup']);
    if (carried === null) throw notFound('This pharmacy has no such rider.');
    if (carried > 0)
      throw withCode(
        conflict(
          `This rider still has ${carried} ${carried === 1 ? 'parcel' : 'parcels'}: give them to another rider or check them in first.`,
        ),
        'rider-has-parcels',
      );
  }

  /** The caller's rider record, or 403. */
  async require(caller: AuthUser) {
    const rider = await this.repository.rider(caller.id);
    if (!rider) throw forbidden('Only a rider can do this.');
    return rider;
  }
}
