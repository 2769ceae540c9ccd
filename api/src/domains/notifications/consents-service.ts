import type { Database } from '../../platform/db/client';
import {
  type Consent,
  CONSENT_KINDS,
  type ConsentChannel,
  type ConsentKey,
  type ConsentPurpose,
} from '../../platform/db/schema/notifications';
import { badRequest, conflict, withCode } from '../../platform/lib/http-errors';
import { consentWording, currentWordingVersions } from './consent-wording';
import { ConsentsRepository } from './consents-repository';
import { nigerianMobile } from './phone';
import type { PhoneVerificationsRepository } from './phone-verifications-repository';

export type ConsentJson = {
  purpose: ConsentPurpose;
  channel: ConsentChannel;
  title: string;
  wording: string;
  wordingVersion: string;
  needsPhone: boolean;
  /** The record in force, or null when never given or withdrawn. */
  given: { at: string; via: string; wordingVersion: string; phone: string | null; phoneVerified: boolean } | null;
  /** The latest withdrawal when none is in force. */
  withdrawn: { at: string; via: string } | null;
};

/** The health data a shopper may let the pharmacy keep: each needs its own consent. */
export type HealthDataUse = 'prescriptions' | 'conversations';

export const isConsentKind = (purpose: string, channel: string) =>
  CONSENT_KINDS.some((k) => k.purpose === purpose && k.channel === channel);

/** Consents per user, purpose and channel: given with the wording's version, when and where; withdrawn as easily. */
export class ConsentsService {
  constructor(
    private readonly repository: ConsentsRepository,
    /** Which numbers a shopper proved: a consent to texts needs one. */
    private readonly phones: PhoneVerificationsRepository,
  ) {}

  /** The consents, their wording in `locale` (the shopper's language; English when it has no complete translation). */
  async list(userId: string, locale?: string | null): Promise<ConsentJson[]> {
    const rows = await this.repository.ofUser(userId);
    const proved = new Set(await this.phones.verifiedPhones(userId));
    return this.wordings(locale).map((wording) => {
      const { purpose, channel } = wording;
      const mine = rows.filter((r) => r.purpose === purpose && r.channel === channel);
      const inForce = mine.find((r) => r.withdrawnAt === null) ?? null;
      const last = mine.at(-1) ?? null;
      return {
        ...wording,
        given: inForce
          ? {
              at: inForce.givenAt.toISOString(),
              via: inForce.givenVia,
              wordingVersion: inForce.wordingVersion,
              phone: inForce.phone,
              phoneVerified: inForce.phone === null || proved.has(inForce.phone),
            }
          : null,
        withdrawn: !inForce && last?.withdrawnAt ? { at: last.withdrawnAt.toISOString(), via: last.withdrawnVia ?? 'account' } : null,
      };
    });
  }

  /** Gives a consent (giving one already in force with the same number is a no-op; a new number replaces it). */
  async give(
    userId: string,
    input: { purpose: string; channel: string; wordingVersion: string; phone?: string | null; via: string },
    locale?: string | null,
    options: { beforeVerification?: boolean } = {},
  ): Promise<ConsentJson[]> {
    if (!isConsentKind(input.purpose, input.channel)) throw badRequest(`There is no consent for ${input.purpose} by ${input.channel}.`);
    const purpose = input.purpose as ConsentPurpose;
    const channel = input.channel as ConsentChannel;
    this.assertCurrentWording(input.wordingVersion);
    const wording = consentWording(`${purpose}:${channel}` as ConsentKey, null);
    let phone: string | null = null;
    if (wording.needsPhone) {
      phone = input.phone ? nigerianMobile(input.phone) : null;
      if (!phone) throw badRequest('Give a Nigerian mobile number (e.g. 0803 123 4567) for messages by SMS or WhatsApp.');
      // Sign-up records the tick before the account can prove its number: nothing is sent until it does.
      if (!options.beforeVerification && !(await this.phones.isVerified(userId, phone)))
        throw withCode(
          conflict('Confirm this number first: we send it a six-digit code (Account, phone), then tick again.'),
          'phone-not-verified',
        );
    }
    await this.repository.transaction(async (repository) => {
      const current = await repository.lockInForce(userId, purpose, channel);
      if (current && current.phone === phone && current.wordingVersion === input.wordingVersion) return;
      if (current) await repository.withdraw(current.id, 'replaced');
      await repository.insertUnlessInForce({ userId, purpose, channel, phone, wordingVersion: input.wordingVersion, givenVia: input.via });
    });
    return this.list(userId, locale);
  }

  /** The version of the words the shopper read (in their language), as the page got it: one shown now, or a 400. */
  assertCurrentWording(wordingVersion: string): void {
    if (!currentWordingVersions().has(wordingVersion))
      throw badRequest('The consent wording has changed since the page was loaded; read it again and tick once more.');
  }

  /** Every consent's words and version in the reader's language, for a page that asks before there is an account (sign-up). */
  wordings(locale?: string | null): Omit<ConsentJson, 'given' | 'withdrawn'>[] {
    return CONSENT_KINDS.map(({ purpose, channel }) => {
      const wording = consentWording(`${purpose}:${channel}` as ConsentKey, locale);
      return {
        purpose,
        channel,
        title: wording.title,
        wording: wording.text,
        wordingVersion: wording.version,
        needsPhone: wording.needsPhone,
      };
    });
  }

  async withdraw(userId: string, purpose: string, channel: string, via = 'account', locale?: string | null): Promise<ConsentJson[]> {
    if (!isConsentKind(purpose, channel)) throw badRequest(`There is no consent for ${purpose} by ${channel}.`);
    await this.repository.withdrawInForce(userId, purpose, channel, via);
    return this.list(userId, locale);
  }

  /**
   * The account's phone changed: SMS and WhatsApp consents in force go to the new number (the old
   * row is withdrawn as "phone-changed" and a new one records the same wording version the shopper
   * agreed to, given via "phone-changed"); with no number left they end ("phone-removed"). Nothing is
   * sent to a number the shopper no longer gives. Within `transaction` when given (the profile's edit).
   */
  async followPhone(userId: string, phone: string | null, transaction?: Database): Promise<void> {
    const repository = transaction ? new ConsentsRepository(transaction) : this.repository;
    const moving = await repository.lockInForceWithPhone(userId);
    for (const old of moving.filter((c) => c.phone !== phone)) {
      await repository.withdraw(old.id, phone ? 'phone-changed' : 'phone-removed');
      if (phone)
        await repository.insert({
          userId,
          purpose: old.purpose,
          channel: old.channel,
          phone,
          wordingVersion: old.wordingVersion,
          givenVia: 'phone-changed',
        });
    }
  }

  /** A "STOP" from this number: every consent in force on that channel for the number ends. */
  async withdrawByPhone(phone: string, channel: 'sms' | 'whatsapp', via: string): Promise<number> {
    const normal = nigerianMobile(phone);
    if (!normal) return 0;
    return this.repository.withdrawInForceForPhone(normal, channel, via);
  }

  /** The consent in force for this purpose and channel (null: nothing may be sent on it; nor by text to a number not proved). */
  async inForce(userId: string, purpose: ConsentPurpose, channel: ConsentChannel): Promise<Consent | null> {
    const [row] = await this.repository.inForce(userId, purpose, [channel]);
    return row ?? null;
  }

  /**
   * Refuses (409 `consent-required`) to keep health data of this kind for a shopper who has not
   * given, or has withdrawn, the consent to it. What is already kept stays, under retention.
   */
  async requireHealthData(userId: string, use: HealthDataUse): Promise<void> {
    if (await this.inForce(userId, 'health-data', use)) return;
    const wording = consentWording(`health-data:${use}`, null);
    throw withCode(
      conflict(`Your consent is needed first: "${wording.title}". Give it on this page or in your account's consents, then try again.`),
      'consent-required',
    );
  }

  async inForceForMany(userId: string, purpose: ConsentPurpose, channels: ConsentChannel[]): Promise<Consent[]> {
    return this.repository.inForce(userId, purpose, channels);
  }
}
