// The retention job: deletes what is past the periods in config/privacy.ts (the privacy page states
// the same periods), and nothing else. Each domain purges its own tables (`purgeOlderThan` in its
// repository); this file gives each its cutoff and deletes the files of the rows that went. It also
// prunes the WhatsApp inbound message ids past WhatsApp's retry horizon (kept 7 days, not a privacy
// period: an id holds no personal data, but the table would grow forever).
import type { RetentionPeriods } from '../../platform/config/privacy';
import type { Database } from '../../platform/db/client';
import { countRetentionDeleted } from '../../platform/lib/metrics';
import * as telemetry from '../../platform/telemetry/telemetry-repository';
import * as askAPharmacist from '../ask-a-pharmacist/conversations-repository';
import * as cart from '../cart/cart-repository';
import * as contact from '../contact/messages-repository';
import * as handoverPhotos from '../last-mile/handover-photos-repository';
import * as notifications from '../notifications/notification-outbox-repository';
import * as prescriptions from '../prescriptions/prescriptions-repository';
import * as whatsappChats from '../whatsapp-chats/whatsapp-chats-repository';
import { purgeRetainedRecords } from './privacy-repository';

export type RetentionCounts = {
  contactMessages: number;
  telemetry: number;
  notifications: number;
  prescriptions: number;
  conversations: number;
  handoverPhotos: number;
  cartItems: number;
  dispensingRecords: number;
  whatsappInboundIds: number;
};

const DAY_MS = 86_400_000;

/** Deletes the files of purged rows (a file already gone is no failure); empty keys are skipped. */
async function deleteFiles(keys: string[], deleteFile: (key: string) => Promise<void>) {
  for (const key of keys) if (key) await deleteFile(key).catch(() => undefined);
}

/** One run at `now`: every kind of data past its period deleted; the counts by kind. */
export async function applyRetention(
  db: Database,
  periods: RetentionPeriods,
  deleteFile: (key: string) => Promise<void>,
  now = new Date(),
): Promise<RetentionCounts> {
  const cutoff = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const contactMessages = await contact.purgeOlderThan(db, cutoff(periods.contactMessagesDays));
  const telemetryRows = await telemetry.purgeOlderThan(db, cutoff(periods.logsDays));
  const notificationRows = await notifications.purgeOlderThan(db, cutoff(periods.logsDays));
  const prescriptionFiles = await prescriptions.purgeUnusedOlderThan(db, cutoff(periods.prescriptionsDays));
  await deleteFiles(prescriptionFiles, deleteFile);
  const conversations = await askAPharmacist.purgeOlderThan(db, cutoff(periods.conversationsDays));
  await deleteFiles(conversations.files, deleteFile);
  const photoFiles = await handoverPhotos.purgeOlderThan(db, cutoff(periods.handoverPhotosDays));
  await deleteFiles(photoFiles, deleteFile);
  const counts: RetentionCounts = {
    contactMessages,
    telemetry: telemetryRows,
    notifications: notificationRows,
    prescriptions: prescriptionFiles.length,
    conversations: conversations.count,
    handoverPhotos: photoFiles.length,
    cartItems: await cart.purgeOlderThan(db, cutoff(periods.abandonedCartsDays)),
    dispensingRecords: await purgeRetainedRecords(db, now),
    whatsappInboundIds: await whatsappChats.purgeInboundOlderThan(db, cutoff(whatsappChats.INBOUND_IDS_KEPT_DAYS)),
  };
  for (const [kind, rows] of Object.entries(counts)) countRetentionDeleted(kind, rows);
  return counts;
}
