import assert from 'node:assert/strict';
import { it } from 'node:test';
import { readMessaging } from '../../src/platform/config/messaging';
import { buildTestApp } from '../helpers/build-test-app';

// The USSD gateway proves itself by the shared secret in its callback URL and, when listed, by the
// address it calls from; without a secret in production USSD is off.
const app = await buildTestApp({
  config: {
    messaging: {
      sms: null,
      whatsapp: null,
      webhookSecret: 'messaging_sandbox_local',
      ussd: { secret: 'gateway-secret', allowedIps: ['10.9.9.9'], pharmacistPhone: '0700 111 2222' },
    },
  },
});
const call = (key: string, remoteAddress: string) =>
  app.inject({
    method: 'POST',
    url: `/api/ussd?key=${key}`,
    remoteAddress,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'sessionId=ATUid_1&serviceCode=*384*1%23&phoneNumber=%2B2348071239999&text=3',
  });

it("answers only the gateway's addresses, with its secret", async () => {
  assert.equal((await call('gateway-secret', '127.0.0.1')).statusCode, 403);
  assert.equal((await call('wrong', '10.9.9.9')).statusCode, 403);
  const ok = await call('gateway-secret', '10.9.9.9');
  assert.equal(ok.statusCode, 200);
  // An unknown number, politely refused.
  assert.match(ok.body, /^END Sorry, this number is not linked/);
});

it('is off in production without USSD_SECRET, and needs the pharmacist’s number with it', () => {
  const problems: string[] = [];
  assert.equal(readMessaging({}, { nodeEnv: 'production', production: true }, problems).ussd, null);
  const on = readMessaging(
    { USSD_SECRET: 's3cret', USSD_ALLOWED_IPS: '1.2.3.4, 5.6.7.8' },
    { nodeEnv: 'production', production: true },
    problems,
  );
  assert.deepEqual(on.ussd?.allowedIps, ['1.2.3.4', '5.6.7.8']);
  assert.ok(problems.some((p) => p.includes('USSD_PHARMACIST_PHONE')));
});
