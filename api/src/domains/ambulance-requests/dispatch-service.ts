import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { RateLimitRule } from '../../platform/config/types';
import type { AmbulancePatient, AmbulanceRequest, AmbulanceRequestStatus } from '../../platform/db/schema/index';
import { conflict, fieldError, forbidden, notFound, tooManyRequests, withCode } from '../../platform/lib/http-errors';
import { countAbuseRefusal } from '../../platform/lib/metrics';
import type { RateLimiter } from '../../platform/lib/rate-limiter';
import type { AuthUser } from '../../platform/plugins/types';
import type { NotificationService } from '../notifications/notification-service';
import { nigerianMobile } from '../notifications/phone';
import { SMS_TEXTS } from '../notifications/sms-templates';
import { BUSY_STATUSES, type DispatchRepository, OPEN_STATUSES } from './dispatch-repository';

/**
 * At most this many requests per phone number, per address typed, per device (the `ep_device`
 * cookie or `X-Device-Id` header) and per client address in the window: a prank cannot tie up the
 * fleet. The client address is generous (a carrier-grade NAT puts thousands of callers behind one),
 * with a tighter burst limit per minute; no account is ever needed.
 */
export const REQUEST_LIMITS: Record<'perPhone' | 'perAddress' | 'perDevice' | 'perClientMinute' | 'perClientHour', RateLimitRule> = {
  perPhone: { max: 3, windowMs: 60 * 60_000 },
  perAddress: { max: 3, windowMs: 60 * 60_000 },
  perDevice: { max: 3, windowMs: 60 * 60_000 },
  perClientMinute: { max: 10, windowMs: 60_000 },
  perClientHour: { max: 60, windowMs: 60 * 60_000 },
};

/** A request from the same device or client address as another open one within this time is marked a possible repeat. */
const REPEAT_WINDOW_MS = 30 * 60_000;

/**
 * Where a request came from: the client's address and its device id (a random id the browser
 * keeps), both as given by the route, and the language the caller reads (Accept-Language).
 */
export type RequestSource = { ip: string; deviceId: string | null; locale?: string | null };

const sha256 = (text: string) => crypto.createHash('sha256').update(text).digest('hex');
/** Nigerian numbers compared as their last ten digits (0803…, +234 803…, 234803… are one phone). */
const phoneKey = (phone: string) => phone.replace(/\D/g, '').slice(-10);
const addressKey = (address: string) =>
  address
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

export type NewRequest = {
  address: string;
  landmark?: string;
  phone: string;
  latitude?: number;
  longitude?: number;
  whatHappened: string;
  patient: AmbulancePatient;
};

/** The steps the dispatcher moves a request through after assigning it. */
const NEXT: Partial<Record<AmbulanceRequestStatus, AmbulanceRequestStatus[]>> = {
  on_the_way: ['assigned'],
  arrived: ['assigned', 'on_the_way'],
  closed: ['arrived'],
  cancelled: OPEN_STATUSES,
  false_alarm: OPEN_STATUSES,
};

/**
 * Requests for one of the shop's ambulances: made from the emergency call-to-action (signed in or
 * not, no payment), followed by the caller with a tracking code, worked by the dispatchers.
 */
export class DispatchService {
  constructor(
    private readonly repository: DispatchRepository,
    private readonly limiter: RateLimiter,
    private readonly log: FastifyBaseLogger,
    /** Texts the status link to a caller without an account; none: not sent. */
    private readonly texts: { notifications: NotificationService; publicUrl: string } | null = null,
  ) {}

  async request(user: AuthUser | null, body: NewRequest, source: RequestSource = { ip: 'unknown', deviceId: null }) {
    const phone = body.phone.trim();
    const digits = phoneKey(phone);
    if (digits.length < 7) throw fieldError('phone', 'Please give a phone number the crew can call.');
    const address = body.address.trim();
    if (!address) throw fieldError('address', 'Please say where the ambulance should come.');
    if ((body.latitude === undefined) !== (body.longitude === undefined))
      throw fieldError('latitude', 'Send both latitude and longitude, or neither.');
    const addressHash = sha256(`ip:${source.ip}`);
    const deviceHash = source.deviceId ? sha256(`device:${source.deviceId}`) : null;
    const limits: [string, RateLimitRule, string, string][] = [
      [`ambulance:phone:${digits}`, REQUEST_LIMITS.perPhone, 'this phone number', 'phone'],
      [`ambulance:address:${sha256(addressKey(address))}`, REQUEST_LIMITS.perAddress, 'this address', 'address'],
      [`ambulance:client-minute:${addressHash}`, REQUEST_LIMITS.perClientMinute, 'your network', 'client-minute'],
      [`ambulance:client-hour:${addressHash}`, REQUEST_LIMITS.perClientHour, 'your network', 'client-hour'],
    ];
    if (deviceHash) limits.push([`ambulance:device:${deviceHash}`, REQUEST_LIMITS.perDevice, 'this phone or computer', 'device']);
    for (const [key, rule, what, cap] of limits) {
      const hit = await this.limiter.hit(key, rule);
      if (!hit.allowed) {
        countAbuseRefusal('ambulance', cap);
        this.log.warn({ what, cap }, 'ambulance requests over the limit');
        // Never refused in silence: the caller is told where help comes from now.
        throw withCode(
          tooManyRequests(
            hit.retryAfterSeconds,
            `We already have several requests from ${what}. Please call 112 (or 767 in Lagos) now; our dispatchers are working on your request.`,
          ),
          'call-emergency-line',
        );
      }
    }
    const possibleRepeat = await this.repository.openFromSource({ addressHash, deviceHash }, new Date(Date.now() - REPEAT_WINDOW_MS));
    const trackingCode = crypto.randomBytes(18).toString('base64url');
    const row = await this.repository.insert({
      trackingHash: sha256(trackingCode),
      userId: user?.id ?? null,
      address,
      landmark: body.landmark?.trim() ?? '',
      phone,
      latitude: body.latitude ?? null,
      longitude: body.longitude ?? null,
      whatHappened: body.whatHappened.trim(),
      patient: body.patient,
      sourceAddressHash: addressHash,
      sourceDeviceHash: deviceHash,
      possibleRepeat,
    });
    this.log.info({ requestId: row.id }, 'ambulance requested');
    if (!user) this.textStatusLink(row, trackingCode, source.locale ?? null);
    return { ...callerJson(row), trackingCode };
  }

  /**
   * A caller without an account has only the page in front of them to follow the request: the
   * status link is texted to the Nigerian mobile they gave (a message they asked for, so no consent
   * to updates is needed), once per request. Not awaited: the caller's answer never waits on the
   * SMS provider; a failed text is retried by the notification service.
   */
  private textStatusLink(row: AmbulanceRequest, trackingCode: string, locale: string | null) {
    const mobile = nigerianMobile(row.phone);
    if (!this.texts || !mobile) return;
    const link = `${this.texts.publicUrl}/emergency/${row.id}?code=${encodeURIComponent(trackingCode)}`;
    const text = SMS_TEXTS.format(SMS_TEXTS.pick(locale), 'ambulance-link', { link });
    this.texts.notifications
      .sendRequestedSms(`ambulance:${row.id}:status-link`, null, mobile, text, 'ambulance-link')
      .catch((err: unknown) => this.log.error({ err, requestId: row.id }, 'the status link was not texted'));
  }

  /** The caller's view: with the tracking code, or signed in as the account that asked, or as an admin. */
  async track(user: AuthUser | null, id: string, code: string | undefined) {
    const row = await this.repository.byId(id);
    if (!row) throw notFound('There is no ambulance request with this id.');
    const byCode = code !== undefined && crypto.timingSafeEqual(Buffer.from(sha256(code)), Buffer.from(row.trackingHash));
    const byAccount = user !== null && (user.id === row.userId || user.role === 'admin');
    if (!byCode && !byAccount) throw forbidden('Open this request from the link you were given when you asked for the ambulance.');
    return callerJson(row);
  }

  async cancelByCaller(user: AuthUser | null, id: string, code: string | undefined) {
    await this.track(user, id, code);
    const row = await this.repository.move(id, OPEN_STATUSES, 'cancelled', { endReason: 'Cancelled by the caller' });
    if (!row) throw conflict('This request is already over.');
    return callerJson(row);
  }

  async board() {
    const since = new Date(Date.now() - 24 * 3_600_000);
    const [requests, fleet] = await Promise.all([this.repository.board(since), this.repository.fleet()]);
    return {
      requests: requests.map(dispatcherJson),
      ambulances: fleet.map((a) => ({
        id: a.id,
        name: a.name,
        location: a.location,
        crewPhone: a.crewPhone,
        inService: a.inService,
        busyWith: a.busyWith,
        available: a.inService && a.busyWith === null,
      })),
    };
  }

  async assign(dispatcher: AuthUser, id: string, ambulanceId: string, crewPhone: string | undefined) {
    const outcome = await this.repository.assign(id, ambulanceId, crewPhone?.trim() || null, dispatcher.id);
    if (outcome.ok) return dispatcherJson(outcome.request);
    if (outcome.reason === 'no-ambulance') throw conflict('This ambulance is not in service.');
    if (outcome.reason === 'ambulance-busy') throw conflict('This ambulance is already on another call. Choose an available one.');
    if (!(await this.repository.byId(id))) throw notFound('There is no ambulance request with this id.');
    throw conflict('This request is no longer waiting for an ambulance (another dispatcher may have assigned one).');
  }

  async setStatus(id: string, status: AmbulanceRequestStatus, reason: string | undefined) {
    const from = NEXT[status];
    if (!from) throw fieldError('status', 'Choose on the way, arrived, closed, cancelled or false alarm.');
    const row = await this.repository.move(id, from, status, reason ? { endReason: reason.trim() } : {});
    if (row) return dispatcherJson(row);
    const current = await this.repository.byId(id);
    if (!current) throw notFound('There is no ambulance request with this id.');
    throw conflict(`This request is ${current.status.replace(/_/g, ' ')}; it cannot move to ${status.replace(/_/g, ' ')}.`);
  }

  /** Closes a flood in one action: every request still waiting that came from the same source as this one, as false alarms. */
  async closeSource(dispatcher: AuthUser, id: string, reason: string | undefined) {
    if (!(await this.repository.byId(id))) throw notFound('There is no ambulance request with this id.');
    const closed = await this.repository.closeSource(
      id,
      reason?.trim() || 'Closed with the other requests from the same source',
      dispatcher.id,
    );
    this.log.warn({ requestId: id, closed: closed.length }, 'ambulance requests from one source closed as false alarms');
    return { closed: closed.map(dispatcherJson) };
  }

  async figures(days: number) {
    const f = await this.repository.figures(new Date(Date.now() - days * 86_400_000));
    const count = (s: string) => f.byStatus[s] ?? 0;
    return {
      days,
      requests: Object.values(f.byStatus).reduce((a, b) => a + b, 0),
      open: OPEN_STATUSES.reduce((n, s) => n + count(s), 0),
      closed: count('closed'),
      cancelled: count('cancelled'),
      falseAlarms: count('false_alarm'),
      medianSecondsToAssign: f.assignMedian === null ? null : Math.round(f.assignMedian),
      medianSecondsToArrive: f.arriveMedian === null ? null : Math.round(f.arriveMedian),
    };
  }
}

const iso = (d: Date | null) => d?.toISOString() ?? null;

/** What the caller reads: the status, and once assigned the ambulance and its crew's phone. */
function callerJson(r: AmbulanceRequest) {
  const assigned = BUSY_STATUSES.includes(r.status) || r.status === 'closed';
  return {
    id: r.id,
    status: r.status,
    address: r.address,
    landmark: r.landmark,
    patient: r.patient,
    ambulanceName: assigned ? r.ambulanceName : null,
    crewPhone: assigned ? r.crewPhone : null,
    requestedAt: r.requestedAt.toISOString(),
    assignedAt: iso(r.assignedAt),
    onTheWayAt: iso(r.onTheWayAt),
    arrivedAt: iso(r.arrivedAt),
    endedAt: iso(r.endedAt),
  };
}

function dispatcherJson(r: AmbulanceRequest) {
  return {
    ...callerJson(r),
    phone: r.phone,
    whatHappened: r.whatHappened,
    latitude: r.latitude,
    longitude: r.longitude,
    ambulanceId: r.ambulanceId,
    ambulanceName: r.ambulanceName,
    crewPhone: r.crewPhone,
    endReason: r.endReason,
    possibleRepeat: r.possibleRepeat,
  };
}
