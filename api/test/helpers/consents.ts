import type { FastifyInstance } from 'fastify';
import { phoneVerifications } from '../../src/platform/db/schema/index';
import { nigerianMobile } from '../../src/domains/notifications/phone';
import { CONSENT_WORDING_VERSION } from '../../src/domains/notifications/consent-wording';
import type { TestUser } from './users';

export type HealthDataUse = 'prescriptions' | 'conversations';

const giveBody = (use: HealthDataUse) =>
  ({ purpose: 'health-data', channel: use, wordingVersion: CONSENT_WORDING_VERSION, via: 'account' }) as const;

/**
 * The shopper ticks "Using my prescriptions" (or "… conversations with a pharmacist") as the
 * account page does: through the API, against the app (inject) or a listening URL.
 */
export async function giveHealthConsent(target: FastifyInstance | string, user: TestUser, use: HealthDataUse): Promise<void> {
  const status =
    typeof target === 'string'
      ? (
          await fetch(`${target}/api/account/consents`, {
            method: 'POST',
            headers: { ...user.headers, 'content-type': 'application/json' },
            body: JSON.stringify(giveBody(use)),
          })
        ).status
      : (await target.inject({ method: 'POST', url: '/api/account/consents', headers: user.headers, payload: giveBody(use) })).statusCode;
  if (status !== 200) throw new Error(`giving the health-data:${use} consent answered ${status}`);
}

/** The shopper withdraws it as the account page does. */
export async function withdrawHealthConsent(app: FastifyInstance, user: TestUser, use: HealthDataUse): Promise<void> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/account/consents/withdraw',
    headers: user.headers,
    payload: { purpose: 'health-data', channel: use },
  });
  if (res.statusCode !== 200) throw new Error(`withdrawing the health-data:${use} consent answered ${res.statusCode}`);
}

/**
 * Set-up only: records that the shopper proved this phone with a code (phone-verification.ts),
 * as SMS and WhatsApp consents need. `phone` in any form nigerianMobile reads.
 */
export async function provePhone(app: FastifyInstance, userId: string, phone: string): Promise<void> {
  const normal = nigerianMobile(phone);
  if (!normal) throw new Error(`not a Nigerian mobile: ${phone}`);
  const now = new Date();
  await app.db
    .insert(phoneVerifications)
    .values({ userId, phone: normal, codeHash: 'proved-in-test-setup', expiresAt: now, verifiedAt: now, createdAt: now });
}
