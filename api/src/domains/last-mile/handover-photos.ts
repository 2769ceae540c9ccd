import crypto from 'node:crypto';
import type { Database } from '../../platform/db/client';
import { reencodePhoto, sniffPrescription } from '../../platform/lib/health-files/checked-file';
import { conflict, forbidden, HttpError, notFound, withCode } from '../../platform/lib/http-errors';
import type { ObjectStore } from '../../platform/lib/object-store';
import type { AuthUser } from '../../platform/plugins/types';
import type { AuditService } from '../audit/audit-service';
import type { Riders } from './last-mile';
import { HandoverPhotosRepository } from './handover-photos-repository';

/** Largest handover photo accepted, in bytes (a phone's photo). */
export const MAX_HANDOVER_PHOTO_BYTES = 8 * 1024 * 1024;

export const handoverPhotoTooLarge = () =>
  withCode(
    new HttpError(413, `The photo is too large. The limit is ${MAX_HANDOVER_PHOTO_BYTES / (1024 * 1024)} MB.`, [
      { field: 'file', message: `At most ${MAX_HANDOVER_PHOTO_BYTES / (1024 * 1024)} MB.` },
    ]),
    'handover-photo-too-large',
  );

const notAPhoto = () =>
  withCode(
    new HttpError(400, 'The file is not a photo we can keep. Take a photo (JPEG or PNG).', [
      { field: 'file', message: 'Only JPEG or PNG photos, judged by their content.' },
    ]),
    'handover-photo-type',
  );

const gone = () => notFound('There is no such delivery.');

/**
 * The rider's optional photo of the handover, health-adjacent data: taken by the delivery's own
 * rider once the parcel is delivered, checked by its content and kept without its metadata (no
 * GPS) in the private file store; read by the order's shopper, the pharmacy's staff and admins
 * only, each read by staff written to the audit log. A new photo replaces the one before.
 */
export class HandoverPhotos {
  private readonly repository: HandoverPhotosRepository;

  constructor(
    private readonly db: Database,
    private readonly riders: Riders,
    private readonly files: ObjectStore,
    private readonly audit: AuditService,
    /** null for an admin (every pharmacy), the staff member's pharmacy, or throws 403. */
    private readonly scopeOf: (caller: AuthUser, refusal: string) => Promise<string | null>,
  ) {
    this.repository = new HandoverPhotosRepository(db);
  }

  async keep(caller: AuthUser, assignmentId: string, bytes: Buffer): Promise<{ takenAt: string }> {
    const rider = await this.riders.require(caller);
    const delivery = await this.repository.deliveryOf(assignmentId);
    if (!delivery || delivery.riderId !== rider.userId) throw gone();
    if (delivery.state !== 'delivered')
      throw withCode(conflict('A photo of the handover is taken once the parcel is delivered.'), 'not-delivered');
    if (bytes.length > MAX_HANDOVER_PHOTO_BYTES) throw handoverPhotoTooLarge();
    const type = sniffPrescription(bytes);
    if (type !== 'image/jpeg' && type !== 'image/png') throw notAPhoto();
    const clean = await reencodePhoto(bytes, type);
    if (!clean) throw notAPhoto();
    const storageKey = `handover-photos/${assignmentId}-${crypto.randomUUID()}.${type === 'image/jpeg' ? 'jpg' : 'png'}`;
    await this.files.put(storageKey, clean, type);
    try {
      const replaced = await this.repository.keep({ assignmentId, storageKey, contentType: type, riderId: rider.userId });
      if (replaced) await this.files.delete(replaced).catch(() => undefined);
    } catch (error) {
      await this.files.delete(storageKey).catch(() => undefined);
      throw error;
    }
    return { takenAt: new Date().toISOString() };
  }

  /** The photo for the order's shopper, the pharmacy's staff or an admin (a staff read is audited); 404 when there is none. */
  async read(caller: AuthUser, assignmentId: string) {
    const delivery = await this.repository.deliveryOf(assignmentId);
    if (!delivery) throw gone();
    const isShopper = delivery.shopperId === caller.id;
    if (!isShopper) {
      const scope = await this.scopeOf(caller, "Only the order's shopper, its pharmacy's staff or an admin see the handover photo.");
      if (scope !== null && scope !== delivery.pharmacyId) throw forbidden("This delivery is another pharmacy's.");
    }
    const none = () => withCode(notFound('No photo was taken of this handover.'), 'no-photo');
    if (!delivery.storageKey || !delivery.contentType) throw none();
    if (!isShopper) {
      await this.audit.record(
        caller,
        {
          entityType: 'delivery-handover-photo',
          entityId: delivery.id,
          entityName: `Handover photo of delivery ${delivery.id.slice(0, 8).toUpperCase()}`,
          action: 'read',
          changes: {},
        },
        this.db,
      );
    }
    const object = await this.files.get(delivery.storageKey);
    if (!object) throw none();
    return { contentType: delivery.contentType, object };
  }
}
