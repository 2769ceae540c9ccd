import crypto from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { CartSnapshotLine, Prescription, PrescriptionAccessAction, PrescriptionAccessor } from '../../platform/db/schema/index';
import { conflict, fieldError, forbidden, HttpError, notFound, unauthorized, withCode } from '../../platform/lib/http-errors';
import type { ObjectStore, StoredObject } from '../../platform/lib/object-store';
import { orderNumberLabel } from '../orders/order-number';
import type { AuthUser } from '../../platform/plugins/types';
import { checkPrescriptionFile } from '../../platform/lib/health-files/checked-file';
import { isCalendarDate, lagosToday, usableUntil } from './prescription-dates';
import { prescriptionRequiredAtCheckout } from './prescription-required-at-checkout';
import type { PrescriptionsRepository } from './prescriptions-repository';
import type { AccessLogJson, PrescriptionJson } from './prescriptions-schemas';

export type { AccessLogJson, PrescriptionJson };

export type UploadInput = { prescriberName: string; writtenOn: string; notes?: string | null };

/** Who asks, from where: null when nobody is signed in. */
export type Reader = { user: AuthUser | null; ip: string | null };

function toJson(p: Prescription, orderNumbers: number[] = [], today = lagosToday()): PrescriptionJson {
  const until = usableUntil(p.writtenOn);
  return {
    id: p.id,
    fileName: p.fileName,
    contentType: p.contentType,
    sizeBytes: p.sizeBytes,
    prescriberName: p.prescriberName,
    writtenOn: p.writtenOn,
    notes: p.notes,
    uploadedAt: p.uploadedAt.toISOString(),
    usableUntil: until,
    usable: today <= until,
    orderNumbers: orderNumbers.map(orderNumberLabel),
  };
}

/** A file name fit to show back and to put in a Content-Disposition header. */
function cleanFileName(name: string, extension: string): string {
  const base =
    name
      .replace(/\.[^.]*$/, '')
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9 ._-]+/g, '')
      .trim()
      .slice(0, 80) || 'prescription';
  return `${base}.${extension}`;
}

/**
 * Prescriptions are health data: kept in the private file store, readable only by their owner and
 * by pharmacists (the database's flag, not a token claim), every read by someone signed in —
 * allowed or refused — logged with who, as what and when. A prescription is good for six months
 * from the day it was written; its owner may delete one no order uses.
 */
export class PrescriptionsService {
  constructor(
    private readonly repository: PrescriptionsRepository,
    private readonly files: ObjectStore,
    private readonly isPharmacist: (userId: string) => Promise<boolean>,
    private readonly log: FastifyBaseLogger,
    /** Throws unless the shopper's consent to keeping their prescriptions is in force. */
    private readonly requireConsent: (userId: string) => Promise<void>,
  ) {}

  async upload(user: AuthUser, file: { bytes: Buffer; fileName: string }, input: UploadInput): Promise<PrescriptionJson> {
    await this.requireConsent(user.id);
    const prescriberName = input.prescriberName.trim();
    if (prescriberName.length < 2) throw fieldError('prescriberName', "The prescriber's name is required.");
    const writtenOn = input.writtenOn.trim();
    if (!isCalendarDate(writtenOn)) throw fieldError('writtenOn', 'The date written must be a date (YYYY-MM-DD).');
    const today = lagosToday();
    if (writtenOn > today) throw fieldError('writtenOn', 'The date written cannot be in the future.');
    if (usableUntil(writtenOn) < today) {
      throw withCode(
        new HttpError(
          422,
          'This prescription was written more than six months ago, so it can no longer be used. Ask your prescriber for a new one.',
          [{ field: 'writtenOn', message: 'Written more than six months ago.' }],
        ),
        'prescription-expired',
      );
    }
    const checked = await checkPrescriptionFile(file.bytes);
    const id = crypto.randomUUID();
    const storageKey = `prescriptions/${user.id}/${id}.${checked.extension}`;
    await this.files.put(storageKey, checked.bytes, checked.contentType);
    const row = await this.repository.insert({
      id,
      userId: user.id,
      fileName: cleanFileName(file.fileName, checked.extension),
      contentType: checked.contentType,
      sizeBytes: checked.bytes.length,
      storageKey,
      sha256: crypto.createHash('sha256').update(checked.bytes).digest('hex'),
      prescriberName,
      writtenOn,
      notes: input.notes?.trim() || null,
    });
    return toJson(row);
  }

  async list(user: AuthUser): Promise<PrescriptionJson[]> {
    const rows = await this.repository.byUser(user.id);
    const numbers = await this.repository.orderNumbers(rows.map((r) => r.id));
    const today = lagosToday();
    return rows.map((r) => toJson(r, numbers.get(r.id), today));
  }

  /**
   * Refused reads not written to any patient's log, by reason: nobody signed in (401), or no
   * prescription with that id (404). Counted here (and logged as a line) for the operators.
   */
  readonly unloggedRefusals = { anonymous: 0, missing: 0 };

  /**
   * The prescription, if the reader may see it: its owner, or a pharmacist. A read by someone
   * signed in of a prescription that exists is logged first, allowed or refused (403), so the
   * patient sees who tried. Nobody signed in (401) or an id that names no prescription (404)
   * writes no row: anyone could fill a patient's log that way. Those are counted instead.
   */
  private async readable(reader: Reader, id: string, action: PrescriptionAccessAction): Promise<Prescription> {
    const user = reader.user;
    if (!user) {
      this.unloggedRefusals.anonymous++;
      this.log.info({ prescriptionId: id, action, ip: reader.ip, refusal: 'anonymous' }, 'anonymous read of a prescription refused');
      throw unauthorized('Please log in to see this prescription.');
    }
    const prescription = await this.repository.byId(id);
    if (!prescription) {
      this.unloggedRefusals.missing++;
      this.log.info({ prescriptionId: id, action, userId: user.id, refusal: 'missing' }, 'read of a prescription that does not exist');
      throw notFound('There is no prescription with this id.');
    }
    const actor: PrescriptionAccessor =
      prescription.userId === user.id ? 'owner' : (await this.isPharmacist(user.id)) ? 'pharmacist' : 'other';
    const allowed = actor !== 'other';
    const entry = { prescriptionId: id, actorId: user.id, actorName: user.name, actor, action, allowed, ip: reader.ip };
    if (!(await this.repository.logAccess(entry))) throw notFound('There is no prescription with this id.');
    if (!allowed) {
      this.log.warn({ prescriptionId: id, userId: user.id, action }, 'refused read of a prescription');
      throw forbidden('Only the patient who uploaded this prescription and our pharmacists can see it.');
    }
    return prescription;
  }

  async get(reader: Reader, id: string): Promise<PrescriptionJson> {
    const prescription = await this.readable(reader, id, 'view');
    return toJson(prescription, (await this.repository.orderNumbers([id])).get(id));
  }

  async file(reader: Reader, id: string): Promise<{ prescription: Prescription; object: StoredObject }> {
    const prescription = await this.readable(reader, id, 'file');
    // An empty key: the file was deleted when its owner erased their account (privacy/erasure.ts).
    if (!prescription.storageKey) throw notFound("This prescription's file was erased with its owner's account.");
    const object = await this.files.get(prescription.storageKey);
    if (!object) {
      this.log.error({ prescriptionId: id, key: prescription.storageKey }, 'prescription file missing from the private store');
      throw notFound("The prescription's file could not be found. Please upload it again.");
    }
    return { prescription, object };
  }

  /** Who read it, newest first: for its owner and for pharmacists. */
  async accessLog(user: AuthUser, id: string): Promise<AccessLogJson[]> {
    const prescription = await this.repository.byId(id);
    if (!prescription) throw notFound('There is no prescription with this id.');
    if (prescription.userId !== user.id && !(await this.isPharmacist(user.id))) {
      throw forbidden('Only the patient who uploaded this prescription and our pharmacists can see who read it.');
    }
    return (await this.repository.accessLog(id)).map((e) => ({
      at: e.at.toISOString(),
      actorName: e.actor === 'anonymous' ? 'Someone not signed in' : e.actorName,
      actor: e.actor,
      action: e.action,
      allowed: e.allowed,
    }));
  }

  /** The owner deletes a prescription that no order (or payment on its way to one) uses. */
  async delete(user: AuthUser, id: string): Promise<void> {
    const prescription = await this.repository.byId(id);
    if (!prescription) throw notFound('There is no prescription with this id.');
    if (prescription.userId !== user.id) throw forbidden('Only the patient who uploaded this prescription can delete it.');
    const inUse = () =>
      withCode(
        conflict(
          'This prescription is part of an order, so it is kept with the order as the pharmacy must. You can delete prescriptions no order uses.',
        ),
        'prescription-in-use',
      );
    if (await this.repository.inUse(id)) throw inUse();
    try {
      await this.repository.delete(id, user.id);
    } catch (err) {
      // An order or payment took it between the check and the delete: the foreign key says no.
      const code = (err as { code?: string; cause?: { code?: string } }).code ?? (err as { cause?: { code?: string } }).cause?.code;
      if (code === '23503') throw inUse();
      throw err;
    }
    // Health data the owner asked to delete: the file goes too, not only the record.
    await this.files.delete(prescription.storageKey).catch((err) => {
      this.log.error({ err, prescriptionId: id, key: prescription.storageKey }, 'prescription file not deleted from the private store');
    });
  }

  /** The checkout's prescription rule (prescription-required-at-checkout.ts): the prescription to attach, or null. */
  async forCheckout(
    userId: string,
    prescriptionId: string | undefined,
    lines: readonly CartSnapshotLine[],
    /** The day it is used on (a refill run's clock); today in Lagos by default. */
    today: string = lagosToday(),
  ): Promise<string | null> {
    return prescriptionRequiredAtCheckout(this.repository, userId, prescriptionId, lines, today);
  }

  /**
   * Whether the shopper holds a prescription of their own that a new order could still use (written
   * within six months): only then may prescription-only medicines be suggested to them.
   */
  async hasUsablePrescription(userId: string): Promise<boolean> {
    const today = lagosToday();
    return (await this.repository.byUser(userId)).some((p) => usableUntil(p.writtenOn) >= today);
  }

  /** Whose prescription this is (null when there is none): a pharmacist never reviews their own. */
  async ownerOf(id: string): Promise<string | null> {
    return (await this.repository.byId(id))?.userId ?? null;
  }

  /** For the pharmacist's review: the prescription, its view logged under the pharmacist's name. */
  async forReview(pharmacist: AuthUser, id: string, ip: string | null): Promise<PrescriptionJson> {
    return this.get({ user: pharmacist, ip }, id);
  }
}
