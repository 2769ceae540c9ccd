import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { DEFAULT_RETENTION, readPrivacy } from '../../src/platform/config/privacy';

describe('privacy configuration', () => {
  it('takes retention periods in whole days from the environment over the defaults', () => {
    const problems: string[] = [];
    const { retention } = readPrivacy({ RETENTION_LOGS_DAYS: '30', RETENTION_ABANDONED_CARTS_DAYS: '14' }, problems);
    assert.deepEqual(problems, []);
    assert.deepEqual(retention, { ...DEFAULT_RETENTION, logsDays: 30, abandonedCartsDays: 14 });
  });

  it('refuses a period that is not a whole number of days, and a malformed processor register', () => {
    const problems: string[] = [];
    readPrivacy({ RETENTION_CONTACT_MESSAGES_DAYS: '0', RETENTION_LOGS_DAYS: '1.5', PRIVACY_PROCESSORS_JSON: '[{"name":"X"}]' }, problems);
    assert.equal(problems.length, 3);
  });
});
