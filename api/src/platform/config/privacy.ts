// How long personal data is kept (the retention job and the privacy page both read these), and the
// register of processors who handle it on the pharmacy's behalf.
import type { Problems } from './values';

export type RetentionPeriods = {
  /** Messages sent through the contact form. */
  contactMessagesDays: number;
  /** Technical logs: remote telemetry reports and messages sent (the notification outbox). */
  logsDays: number;
  /** A prescription never used for an order, counted from its upload. */
  prescriptionsDays: number;
  /** A conversation with the pharmacist, counted from its last message. */
  conversationsDays: number;
  /** The rider's photo of a parcel handed over, counted from when it was taken. */
  handoverPhotosDays: number;
  /** A cart nobody touched. */
  abandonedCartsDays: number;
  /** An erased shopper's dispensing records (pharmacy law), counted from dispensing. */
  dispensingRecordsDays: number;
};

export type Processor = { name: string; purpose: string; data: string; location: string };

/** How long personal data is kept, and who processes it for the pharmacy (Config's `privacy`). */
export type PrivacyConfig = { retention: RetentionPeriods; processors: Processor[] };

export const DEFAULT_RETENTION: RetentionPeriods = {
  contactMessagesDays: 730,
  logsDays: 90,
  prescriptionsDays: 730,
  conversationsDays: 730,
  handoverPhotosDays: 90,
  abandonedCartsDays: 90,
  dispensingRecordsDays: 5 * 365,
};

/** Who processes shoppers' data for the pharmacy, by what they do: shown on the privacy page. */
export const DEFAULT_PROCESSORS: Processor[] = [
  {
    name: 'Paystack',
    purpose: 'Payment',
    data: 'E-mail address, amount, payment reference; card details go to Paystack only',
    location: 'Nigeria',
  },
  { name: 'Termii', purpose: 'SMS', data: 'Mobile number and the text of order updates you agreed to', location: 'Nigeria' },
  {
    name: 'Meta (WhatsApp Business)',
    purpose: 'WhatsApp',
    data: 'Mobile number and the text of order updates you agreed to',
    location: 'EU/USA',
  },
  { name: 'Our e-mail provider (SMTP)', purpose: 'Mail', data: 'E-mail address and the e-mails we send you', location: 'Nigeria' },
  {
    name: 'Our file store (S3-compatible)',
    purpose: 'File storage',
    data: 'Prescriptions and attachments you upload, stored privately',
    location: 'Nigeria',
  },
];

const RETENTION_VARIABLES: Record<keyof RetentionPeriods, string> = {
  contactMessagesDays: 'RETENTION_CONTACT_MESSAGES_DAYS',
  logsDays: 'RETENTION_LOGS_DAYS',
  prescriptionsDays: 'RETENTION_PRESCRIPTIONS_DAYS',
  conversationsDays: 'RETENTION_CONVERSATIONS_DAYS',
  handoverPhotosDays: 'RETENTION_HANDOVER_PHOTOS_DAYS',
  abandonedCartsDays: 'RETENTION_ABANDONED_CARTS_DAYS',
  dispensingRecordsDays: 'RETENTION_DISPENSING_RECORDS_DAYS',
};

/** RETENTION_*_DAYS (whole days, 1 to 36500) over the defaults; PRIVACY_PROCESSORS_JSON replaces the register. */
export function readPrivacy(env: NodeJS.ProcessEnv, problems: Problems): PrivacyConfig {
  const retention = { ...DEFAULT_RETENTION };
  for (const [key, name] of Object.entries(RETENTION_VARIABLES) as [keyof RetentionPeriods, string][]) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    const days = Number(raw);
    if (!Number.isInteger(days) || days < 1 || days > 36500) problems.push(`${name} must be a whole number of days from 1 to 36500`);
    else retention[key] = days;
  }
  let processors = DEFAULT_PROCESSORS;
  const json = env.PRIVACY_PROCESSORS_JSON?.trim();
  if (json) {
    try {
      const parsed = JSON.parse(json) as unknown;
      const valid =
        Array.isArray(parsed) &&
        parsed.every(
          (p) => p && ['name', 'purpose', 'data', 'location'].every((k) => typeof (p as Record<string, unknown>)[k] === 'string'),
        );
      if (valid) processors = parsed as Processor[];
      else problems.push('PRIVACY_PROCESSORS_JSON must be an array of {name, purpose, data, location} strings');
    } catch {
      problems.push('PRIVACY_PROCESSORS_JSON must be JSON');
    }
  }
  return { retention, processors };
}
