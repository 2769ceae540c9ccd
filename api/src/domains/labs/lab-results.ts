import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../platform/db/client';
import type { LabResult, LabResultAccessor } from '../../platform/db/schema/index';
import { conflict, forbidden, notFound, unauthorized } from '../../platform/lib/http-errors';
import type { ObjectStore, StoredObject } from '../../platform/lib/object-store';
import { composeMail } from '../../platform/mail/mailer';
import { mailTexts } from '../../platform/mail/mail-texts';
import type { NotificationService } from '../notifications/notification-service';
import type { AuthUser } from '../../platform/plugins/types';
import { checkPrescriptionFile } from '../../platform/lib/health-files/checked-file';
import { LabResultsRepository } from './lab-results-repository';

type Reader = { user: AuthUser | null | undefined; ip: string };

/** The laboratory a user is staff of, or null (also the access token's labStaff claim: app.ts). */
export async function laboratoryOfStaff(db: Database, userId: string): Promise<string | null> {
  return new LabResultsRepository(db).laboratoryOf(userId);
}

/**
 * Lab results are health data, like prescriptions: the file goes through the same content check
 * (JPEG, PNG or PDF; photos re-encoded without metadata, active PDFs refused) into the same private
 * file store. Only the booking's shopper and the staff of the booking's laboratory read it, and
 * every read by someone signed in, allowed or refused, is logged.
 */
export class LabResults {
  private readonly repository: LabResultsRepository;

  constructor(
    db: Database,
    private readonly files: ObjectStore,
    private readonly notifications: NotificationService,
    private readonly publicUrl: string,
    private readonly log: FastifyBaseLogger,
  ) {
    this.repository = new LabResultsRepository(db);
  }

  /** The laboratory a user is staff of, or null. */
  async laboratoryOf(userId: string): Promise<string | null> {
    return this.repository.laboratoryOf(userId);
  }

  private async requireStaff(user: AuthUser): Promise<string> {
    const laboratoryId = await this.laboratoryOf(user.id);
    if (!laboratoryId) throw forbidden("Only a laboratory's staff can do this.");
    return laboratoryId;
  }

  /** The laboratory's name, to bind staff to it: 404 when there is no such laboratory or user. */
  async bindingTarget(userId: string, laboratoryId: string): Promise<{ laboratoryName: string }> {
    if (!(await this.repository.userExists(userId))) throw notFound('There is no such user.');
    const laboratoryName = await this.repository.laboratoryName(laboratoryId);
    if (laboratoryName === undefined) throw notFound('There is no such laboratory.');
    return { laboratoryName };
  }

  /**
   * Makes a user staff of one laboratory: only once a pharmacist other than the admin who asked
   * approved it (workflows/health-access), since staff read its results.
   */
  async bindStaff(userId: string, laboratoryId: string, approvedBy: string) {
    await this.repository.bindStaff(userId, laboratoryId, approvedBy);
    return { userId, laboratoryId };
  }

  /** Takes a user's laboratory binding back (at once); answers the laboratory they were staff of, if any. */
  async unbindStaff(userId: string): Promise<string | null> {
    if (!(await this.repository.userExists(userId))) throw notFound('There is no such user.');
    return this.repository.unbindStaff(userId);
  }

  /** The staff member's laboratory's paid (or cancelled) bookings, latest slot first; never another laboratory's. */
  async bookings(user: AuthUser, only?: string) {
    const laboratoryId = await this.requireStaff(user);
    const rows = await this.repository.bookings(laboratoryId, only);
    return rows.map((r) => ({
      id: r.booking.id,
      testName: r.testName,
      startsAt: r.startsAt.toISOString(),
      area: r.area,
      mode: r.booking.mode,
      address: r.booking.address,
      status: r.booking.status as 'booked' | 'cancelled',
      attendance: r.booking.attendance,
      shopperName: `${r.firstName} ${r.lastName}`.trim(),
      resultUploadedAt: r.resultAt ? r.resultAt.toISOString() : null,
    }));
  }

  /** A staff member of the booking's laboratory records the sample collected, or a no-show. */
  async markAttendance(user: AuthUser, bookingId: string, attendance: 'collected' | 'no-show') {
    const laboratoryId = await this.requireStaff(user);
    const found = await this.bookingWithLab(bookingId);
    if (!found) throw notFound('There is no such booking.');
    if (found.laboratoryId !== laboratoryId) throw forbidden("This booking is another laboratory's.");
    if (found.booking.status !== 'booked') throw conflict('Only a paid booking that is not cancelled can be marked.');
    await this.repository.setAttendance(bookingId, attendance);
    const [row] = await this.bookings(user, bookingId);
    return row;
  }

  private bookingWithLab(id: string) {
    return this.repository.bookingWithLab(id);
  }

  /** A staff member of the booking's laboratory uploads (or replaces) its result; the shopper is mailed that it is ready. */
  async upload(user: AuthUser, bookingId: string, file: { bytes: Buffer; fileName: string }) {
    const laboratoryId = await this.requireStaff(user);
    const found = await this.bookingWithLab(bookingId);
    if (!found) throw notFound('There is no such booking.');
    if (found.laboratoryId !== laboratoryId) throw forbidden("This booking is another laboratory's.");
    if (found.booking.status !== 'booked')
      throw forbidden(found.booking.status === 'cancelled' ? 'This booking was cancelled.' : 'This booking is not paid yet.');
    const checked = await checkPrescriptionFile(file.bytes);
    const storageKey = `lab-results/${found.booking.userId}/${bookingId}-${crypto.randomUUID()}.${checked.extension}`;
    await this.files.put(storageKey, checked.bytes, checked.contentType);
    const values = {
      storageKey,
      contentType: checked.contentType,
      sizeBytes: checked.bytes.length,
      fileName: `lab-result.${checked.extension}`,
      uploadedBy: user.id,
      uploadedAt: new Date(),
    };
    await this.repository.saveResult(bookingId, values);
    await this.mailReady(found.booking.userId, `lab-result:${bookingId}:${values.uploadedAt.toISOString()}`);
    return { bookingId, uploadedAt: values.uploadedAt.toISOString(), contentType: checked.contentType, sizeBytes: checked.bytes.length };
  }

  /** "Your result is ready", with a link to sign in: never the result itself, nor the test's name. */
  private async mailReady(userId: string, eventKey: string) {
    const shopper = await this.repository.shopper(userId);
    if (!shopper) return;
    const t = mailTexts(shopper.locale);
    const link = `${this.publicUrl}/account/lab-tests`;
    await this.notifications.notify({
      eventKey,
      userId,
      email: {
        to: shopper.email,
        subject: t('labResult.subject'),
        ...composeMail({
          heading: t('labResult.heading', { name: shopper.firstName }),
          paragraphs: [t('labResult.body'), t('labResult.privacy')],
          action: { label: t('labResult.action'), url: link },
          locale: shopper.locale,
        }),
        link,
      },
    });
  }

  /** The result, to its shopper or the booking's laboratory's staff; every read by someone signed in is logged first. */
  async read(reader: Reader, bookingId: string): Promise<{ result: LabResult; object: StoredObject }> {
    const user = reader.user;
    if (!user) {
      this.log.info({ bookingId, ip: reader.ip, refusal: 'anonymous' }, 'anonymous read of a lab result refused');
      throw unauthorized('Please log in to see this result.');
    }
    const found = await this.bookingWithLab(bookingId);
    if (!found) throw notFound('There is no such booking.');
    const actor: LabResultAccessor =
      found.booking.userId === user.id ? 'owner' : (await this.laboratoryOf(user.id)) === found.laboratoryId ? 'lab' : 'other';
    const allowed = actor !== 'other';
    await this.repository.logAccess({ bookingId, actorId: user.id, actorName: user.name, actor, allowed, ip: reader.ip });
    if (!allowed) {
      this.log.warn({ bookingId, userId: user.id }, 'refused read of a lab result');
      throw forbidden("Only the shopper who booked this test and the laboratory's staff can see its result.");
    }
    const result = await this.repository.result(bookingId);
    if (!result) throw notFound('The result is not ready yet.');
    const object = await this.files.get(result.storageKey);
    if (!object) {
      this.log.error({ bookingId, key: result.storageKey }, 'lab result file missing from the private store');
      throw notFound("The result's file could not be found. Please contact the laboratory.");
    }
    return { result, object };
  }

  /** Who read (or tried to read) the result, newest first: for the shopper and the laboratory. */
  async accessLog(user: AuthUser, bookingId: string) {
    const found = await this.bookingWithLab(bookingId);
    if (!found) throw notFound('There is no such booking.');
    if (found.booking.userId !== user.id && (await this.laboratoryOf(user.id)) !== found.laboratoryId) {
      throw forbidden("Only the shopper who booked this test and the laboratory's staff can see who read its result.");
    }
    const rows = await this.repository.accessLog(bookingId);
    return rows.map((r) => ({ at: r.at.toISOString(), actorName: r.actorName, actor: r.actor, allowed: r.allowed }));
  }
}
