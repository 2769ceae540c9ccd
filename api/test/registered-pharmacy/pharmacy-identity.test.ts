import assert from 'node:assert/strict';
import { after, test } from 'node:test';
import { ConfigError, FICTIONAL_PHARMACY, loadConfig } from '../../src/config';
import { buildTestApp, testConfig } from '../helpers/build-test-app';
import { readOutbox } from '../helpers/outbox';
import { PHARMACY_ENV } from '../helpers/pharmacy';

const app = await buildTestApp({
  config: testConfig({ pharmacy: { ...loadConfig({ NODE_ENV: 'test', ...PHARMACY_ENV }).pharmacy } }),
});
const base = await app.listen({ port: 0, host: '127.0.0.1' });
after(() => app.close());

test('the shop names who is responsible for it, from the configuration, over HTTP', async () => {
  const res = await fetch(`${base}/api/pharmacy-identity`);
  assert.equal(res.status, 200);
  assert.match(res.headers.get('cache-control') ?? '', /public, max-age=300/);
  assert.deepEqual(await res.json(), {
    registeredName: 'Kanta Pharmacy Ltd',
    premisesLicence: 'PCN/PREM/LAG/12345',
    superintendent: { name: 'Pharm. Musa Bello', registrationNumber: 'PCN/REG/045678' },
    address: '3 Allen Avenue, Ikeja, Lagos',
    hours: 'Daily 8:00–22:00',
    privacyEmail: 'dpo@kanta.ng',
    fictional: false,
    refundExpectedWithin: '3 to 10 working days',
  });
});

test('every mail ends with the legal identity: the sign-up confirmation carries the licence and the superintendent', async () => {
  const register = await fetch(`${base}/api/user/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ngozi',
      lastName: 'Eze',
      email: 'ngozi@example.ng',
      userName: 'ngozi',
      password: 'Jollof-rice!Ibadan7',
    }),
  });
  assert.equal(register.status, 201);
  const mail = readOutbox(app).find((m) => m.to === 'ngozi@example.ng');
  assert.ok(mail, 'the confirmation mail was written');
  const expected =
    'Kanta Pharmacy Ltd, 3 Allen Avenue, Ikeja, Lagos. PCN premises licence PCN/PREM/LAG/12345. Superintendent pharmacist: Pharm. Musa Bello (PCN PCN/REG/045678).';
  // Once in the text part, once in the HTML part.
  assert.equal(mail.text.split(expected).length - 1, 2, mail.text);
});

test('development runs on clearly fictional details and says so', () => {
  const dev = loadConfig({ NODE_ENV: 'development', DATA_DIR: '/tmp/epharmacy-dev-config', JWT_SECRET: 'x'.repeat(40) });
  assert.deepEqual(dev.pharmacy, FICTIONAL_PHARMACY);
  assert.equal(dev.pharmacy.fictional, true);
  assert.match(dev.pharmacy.registeredName, /fictional/);
  assert.match(dev.pharmacy.premisesLicence, /example/);
});

test('production must name the pharmacy; half a set of details is refused everywhere', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production' }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      for (const name of Object.keys(PHARMACY_ENV))
        assert.ok(
          err.problems.some((p) => p.startsWith(`${name} is required in production`)),
          name,
        );
      return true;
    },
  );
  assert.throws(
    () => loadConfig({ NODE_ENV: 'test', PHARMACY_REGISTERED_NAME: 'Kanta Pharmacy Ltd', PHARMACY_PRIVACY_EMAIL: 'not-an-email' }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.ok(
        err.problems.includes('PHARMACY_PREMISES_LICENCE is required once any PHARMACY_* detail is set (the PCN premises licence number)'),
      );
      assert.ok(err.problems.some((p) => p.startsWith('PHARMACY_PRIVACY_EMAIL must be an email address')));
      return true;
    },
  );
});
