// When a prescription will be checked, from the pharmacist hours declared once in the
// configuration (Lagos time, Mon–Sat 08:00–20:00 by default), at moments chosen by the test.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadConfig } from '../../src/config';
import {
  DEFAULT_PHARMACIST_HOURS,
  hoursText,
  nextReviewAt,
  pharmacistHoursJson,
  readPharmacistHours,
  reviewMomentText,
} from '../../src/platform/config/pharmacist-hours';
import { buildTestApp } from '../helpers/build-test-app';

const hours = DEFAULT_PHARMACIST_HOURS;
/** A Lagos wall-clock moment (WAT = UTC+1, no daylight saving). */
const lagos = (isoLocal: string) => new Date(`${isoLocal}+01:00`);

// 2026-11-28 is a Saturday, 2026-11-29 a Sunday, 2026-11-30 a Monday.
const cases: { now: string; next: string; text: string }[] = [
  { now: '2026-11-28T20:30', next: '2026-11-30T08:00', text: 'Monday from 08:00' },
  { now: '2026-11-28T19:59', next: '2026-11-28T19:59', text: 'now: a pharmacist is on duty until 20:00' },
  { now: '2026-11-28T20:00', next: '2026-11-30T08:00', text: 'Monday from 08:00' },
  { now: '2026-11-29T00:00', next: '2026-11-30T08:00', text: 'tomorrow from 08:00' },
  { now: '2026-11-29T13:15', next: '2026-11-30T08:00', text: 'tomorrow from 08:00' },
  { now: '2026-11-30T07:59', next: '2026-11-30T08:00', text: 'today from 08:00' },
  { now: '2026-11-30T08:00', next: '2026-11-30T08:00', text: 'now: a pharmacist is on duty until 20:00' },
  { now: '2026-12-02T23:30', next: '2026-12-03T08:00', text: 'tomorrow from 08:00' },
  { now: '2026-12-04T21:00', next: '2026-12-05T08:00', text: 'tomorrow from 08:00' },
];

for (const c of cases) {
  test(`sent at ${c.now} Lagos time: checked from ${c.next} ("${c.text}")`, () => {
    const now = lagos(c.now);
    assert.equal(nextReviewAt(hours, now).toISOString(), lagos(c.next).toISOString());
    assert.equal(reviewMomentText(hours, now), c.text);
  });
}

test('a moment given in UTC is read in Lagos time: Saturday 19:45Z is 20:45 in Lagos, so Monday 07:00Z', () => {
  assert.equal(nextReviewAt(hours, new Date('2026-11-28T19:45:00Z')).toISOString(), '2026-11-30T07:00:00.000Z');
});

test('the hours in words, and other hours read from the environment', () => {
  assert.equal(hoursText(hours), 'Monday to Saturday, 08:00–20:00 (Lagos time)');
  const problems: string[] = [];
  const weekdays = readPharmacistHours({ PHARMACIST_DAYS: 'Mon-Fri', PHARMACIST_OPENS: '09:00', PHARMACIST_CLOSES: '17:30' }, problems);
  assert.deepEqual(problems, []);
  assert.deepEqual(weekdays.days, [1, 2, 3, 4, 5]);
  // Friday 18:00: closed until Monday 09:00.
  assert.equal(nextReviewAt(weekdays, lagos('2026-12-04T18:00')).toISOString(), lagos('2026-12-07T09:00').toISOString());
  assert.equal(reviewMomentText(weekdays, lagos('2026-12-04T18:00')), 'Monday from 09:00');
  const sundays = readPharmacistHours({ PHARMACIST_DAYS: 'Sun' }, problems);
  assert.equal(nextReviewAt(sundays, lagos('2026-11-29T21:00')).toISOString(), lagos('2026-12-06T08:00').toISOString());
  assert.equal(hoursText(sundays), 'Sunday, 08:00–20:00 (Lagos time)');
});

test('bad hours stop the start with a message naming the variable', () => {
  assert.throws(() => loadConfig({ NODE_ENV: 'test', PHARMACIST_DAYS: 'Funday' }), /PHARMACIST_DAYS/);
  assert.throws(() => loadConfig({ NODE_ENV: 'test', PHARMACIST_OPENS: '8am' }), /PHARMACIST_OPENS/);
  assert.throws(() => loadConfig({ NODE_ENV: 'test', PHARMACIST_OPENS: '21:00' }), /before PHARMACIST_CLOSES/);
  assert.deepEqual(loadConfig({ NODE_ENV: 'test' }).pharmacistHours, DEFAULT_PHARMACIST_HOURS);
});

test('GET /api/pharmacist-hours is public and says the hours and when a prescription sent now is checked', async () => {
  const app = await buildTestApp();
  try {
    const before = new Date();
    const res = await app.inject({ method: 'GET', url: '/api/pharmacist-hours' });
    assert.equal(res.statusCode, 200);
    const body = res.json();
    assert.equal(body.text, 'Monday to Saturday, 08:00–20:00 (Lagos time)');
    assert.deepEqual(body.days, ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday']);
    assert.equal(body.timeZone, 'Africa/Lagos');
    const expected = pharmacistHoursJson(hours, before);
    assert.equal(body.onDutyNow, expected.onDutyNow);
    assert.ok(new Date(body.nextReviewAt).getTime() >= nextReviewAt(hours, before).getTime() - 1000);
  } finally {
    await app.close();
  }
});
