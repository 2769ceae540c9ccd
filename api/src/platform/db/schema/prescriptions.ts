import { sql } from 'drizzle-orm';
import { boolean, check, date, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './identity';

export const PRESCRIPTION_CONTENT_TYPES = ['image/jpeg', 'image/png', 'application/pdf'] as const;
export type PrescriptionContentType = (typeof PRESCRIPTION_CONTENT_TYPES)[number];

/**
 * The prescriptions domain: health data. The file lives in the private file store (never under
 * /api/images) at `storageKey`; only its owner and pharmacists may read it, and every read by
 * someone signed in, allowed or refused, is logged in prescription_access_log.
 */
export const prescriptions = pgTable(
  'prescriptions',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    /** The name the shopper's file had (shown back to them; never used as a storage key). */
    fileName: text().notNull(),
    contentType: text().$type<PrescriptionContentType>().notNull(),
    sizeBytes: integer().notNull(),
    /** Made by the server: prescriptions/<user>/<id>.<ext>. */
    storageKey: text().notNull(),
    /** sha256 of the stored bytes. */
    sha256: text().notNull(),
    prescriberName: text().notNull(),
    /** The date the prescriber wrote it: usable for six months from then. */
    writtenOn: date({ mode: 'string' }).notNull(),
    notes: text(),
    uploadedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prescriptions_content_type_valid', sql`${t.contentType} in ('image/jpeg', 'image/png', 'application/pdf')`),
    check('prescriptions_size_positive', sql`${t.sizeBytes} > 0`),
    index('prescriptions_user_idx').on(t.userId, t.uploadedAt),
  ],
);

export type PrescriptionAccessAction = 'view' | 'file';
/**
 * Who read (or tried to): the owner, a pharmacist, or anyone else signed in. `anonymous` is only
 * in rows written before anonymous attempts stopped being logged (they are counted instead).
 */
export type PrescriptionAccessor = 'owner' | 'pharmacist' | 'other' | 'anonymous';

/** Every read of a prescription or its file by someone signed in, allowed or refused: who, as what, when, from where. */
export const prescriptionAccessLog = pgTable(
  'prescription_access_log',
  {
    id: uuid().primaryKey().defaultRandom(),
    /** Only reads of prescriptions that exist are logged; the log goes with its prescription. */
    prescriptionId: uuid()
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'cascade' }),
    actorId: uuid().references(() => users.id, { onDelete: 'set null' }),
    actorName: text().notNull().default(''),
    actor: text().$type<PrescriptionAccessor>().notNull(),
    action: text().$type<PrescriptionAccessAction>().notNull(),
    allowed: boolean().notNull(),
    ip: text(),
    at: timestamp({ withTimezone: true })
      .notNull()
      .default(sql`clock_timestamp()`),
  },
  (t) => [
    check('prescription_access_log_actor_valid', sql`${t.actor} in ('owner', 'pharmacist', 'other', 'anonymous')`),
    check('prescription_access_log_action_valid', sql`${t.action} in ('view', 'file')`),
    index('prescription_access_log_prescription_idx').on(t.prescriptionId, t.at),
  ],
);

export type Prescription = typeof prescriptions.$inferSelect;
export type PrescriptionAccess = typeof prescriptionAccessLog.$inferSelect;

/** A prescription-only line an approval covers: this medicine, this many. */
export type ApprovalLine = { medicineId: string; medicineName: string; quantity: number };
/** awaiting a pharmacist; approved (a pay link mailed); rejected; used (its order placed); replaced (by a newer request or a changed cart). */
export type ApprovalStatus = 'awaiting' | 'approved' | 'rejected' | 'used' | 'replaced';

/**
 * "Check first, pay after approval": a prescription sent against the cart's prescription-only
 * lines before paying. The approval covers exactly these lines (medicine and quantity); paying for
 * a cart whose prescription-only lines are these places the order without a second review.
 */
export const prescriptionApprovals = pgTable(
  'prescription_approvals',
  {
    id: uuid().primaryKey().defaultRandom(),
    userId: uuid()
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    prescriptionId: uuid()
      .notNull()
      .references(() => prescriptions.id, { onDelete: 'restrict' }),
    lines: jsonb().$type<ApprovalLine[]>().notNull(),
    /** A phone number the pharmacist may call about it. */
    phone: text().notNull(),
    status: text().$type<ApprovalStatus>().notNull().default('awaiting'),
    requestedAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp({ withTimezone: true }),
    pharmacistId: uuid().references(() => users.id, { onDelete: 'set null' }),
    pharmacistName: text(),
    pharmacistRegistration: text(),
    reason: text(),
    /** The payment whose order used it. */
    usedByReference: text(),
    /** The WhatsApp number (+234…) the prescription was sent from in the shop's chat: the decision is told there. Null: sent on the site. */
    whatsappPhone: text(),
  },
  (t) => [
    check('prescription_approvals_status_valid', sql`${t.status} in ('awaiting', 'approved', 'rejected', 'used', 'replaced')`),
    index('prescription_approvals_user_idx').on(t.userId, t.requestedAt),
    index('prescription_approvals_status_idx').on(t.status, t.requestedAt),
  ],
);

export type PrescriptionApproval = typeof prescriptionApprovals.$inferSelect;
