import assert from 'node:assert/strict';
import { test } from 'node:test';
import { PHARMACY_ENV } from '../helpers/pharmacy';
import { ConfigError, loadConfig } from '../../src/config';

const SECRET = 'x'.repeat(40);

test('development has working defaults and the documented admin', () => {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: '/tmp/epharmacy-config-test' });
  assert.equal(config.port, 5080);
  assert.equal(config.publicUrl, 'http://localhost:8080');
  assert.equal(config.databaseUrl, null);
  assert.equal(config.dataDir, '/tmp/epharmacy-config-test');
  const dev = loadConfig({ DATA_DIR: '/tmp/epharmacy-config-test', JWT_SECRET: SECRET });
  assert.deepEqual(dev.admin, { email: 'admin@e-pharmacy.ng', password: 'Admin#Pharmacy2026', userName: 'admin' });
});

test('production refuses to start without its secrets, naming each', () => {
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production' }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      const text = err.message;
      assert.match(text, /JWT_SECRET is required in production/);
      assert.match(text, /ADMIN_EMAIL and ADMIN_PASSWORD are required in production/);
      assert.match(text, /SMTP_URL is required in production/);
      assert.match(text, /PAYSTACK_SECRET_KEY is required in production/);
      return true;
    },
  );
  assert.throws(
    () => loadConfig({ NODE_ENV: 'production', PAYSTACK_SECRET_KEY: 'sk_test_sandbox_local' }),
    /PAYSTACK_SECRET_KEY is the public key of the local sandbox/,
  );
  const ok = loadConfig({
    PAYSTACK_SECRET_KEY: 'sk_live_0123456789abcdef',
    NODE_ENV: 'production',
    JWT_SECRET: SECRET,
    ADMIN_EMAIL: 'ops@pharmacy.ng',
    ADMIN_PASSWORD: 'a-long-admin-password',
    SMTP_URL: 'smtp://mail:25',
    DATABASE_URL: 'postgres://u:p@db:5432/epharmacy',
    ...PHARMACY_ENV,
  });
  assert.equal(ok.env, 'production');
  assert.deepEqual(ok.admin, { email: 'ops@pharmacy.ng', password: 'a-long-admin-password', userName: 'admin' });
  assert.deepEqual(ok.corsOrigins, ['http://localhost:8080']);
});

test('bad values get clear messages', () => {
  assert.throws(
    () =>
      loadConfig({
        NODE_ENV: 'test',
        PORT: 'eighty',
        DATABASE_URL: 'mysql://x',
        CORS_ORIGINS: 'not a url',
        JWT_SECRET: 'short',
        PAYSTACK_SECRET_KEY: 'pk_test_123',
      }),
    (err: unknown) => {
      assert.ok(err instanceof ConfigError);
      assert.match(err.message, /PORT must be a whole number/);
      assert.match(err.message, /DATABASE_URL must use postgres: or postgresql:/);
      assert.match(err.message, /CORS_ORIGINS has an entry that is not an origin: "not a url"/);
      assert.match(err.message, /JWT_SECRET must be at least 32 bytes/);
      assert.match(err.message, /PAYSTACK_SECRET_KEY must look like sk_test_/);
      return true;
    },
  );
});

test('lists and URLs are parsed', () => {
  const config = loadConfig({
    NODE_ENV: 'test',
    CORS_ORIGINS: 'https://shop.example.ng, https://admin.example.ng/',
    PUBLIC_URL: 'https://shop.example.ng/',
    PAYSTACK_SECRET_KEY: 'sk_test_abc123',
    PAYSTACK_BASE_URL: 'http://localhost:5090',
    REDIS_URL: 'redis://127.0.0.1:6379',
    PAYMENTS_RECONCILE_SECONDS: '120',
  });
  assert.deepEqual(config.corsOrigins, ['https://shop.example.ng', 'https://admin.example.ng']);
  assert.equal(config.publicUrl, 'https://shop.example.ng');
  assert.deepEqual(config.paystack, { secretKey: 'sk_test_abc123', baseUrl: 'http://localhost:5090', reconcileIntervalSeconds: 120 });
  assert.equal(config.redisUrl, 'redis://127.0.0.1:6379');
});

test('a login lasts SESSION_MAX_DAYS (30 by default) however often it is renewed', () => {
  assert.equal(loadConfig({ NODE_ENV: 'test' }).sessionMaxSeconds, 30 * 24 * 60 * 60);
  assert.equal(loadConfig({ NODE_ENV: 'test', SESSION_MAX_DAYS: '7' }).sessionMaxSeconds, 7 * 24 * 60 * 60);
  for (const bad of ['0', '366', 'a month', '1.5']) {
    assert.throws(
      () => loadConfig({ NODE_ENV: 'test', SESSION_MAX_DAYS: bad }),
      /SESSION_MAX_DAYS must be a whole number of days from 1 to 365/,
    );
  }
});

test('DELIVERY_MAX_TRIES: failed delivery tries before a parcel comes back, 2 by default, 1 to 5', () => {
  const base = { NODE_ENV: 'test', DATA_DIR: '/tmp/epharmacy-config-test' };
  assert.equal(loadConfig(base).deliveryMaxTries, 2);
  assert.equal(loadConfig({ ...base, DELIVERY_MAX_TRIES: '3' }).deliveryMaxTries, 3);
  for (const bad of ['0', '6', 'two', '1.5'])
    assert.throws(() => loadConfig({ ...base, DELIVERY_MAX_TRIES: bad }), /DELIVERY_MAX_TRIES must be a whole number from 1 to 5/);
});
