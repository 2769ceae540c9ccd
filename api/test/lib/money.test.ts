import assert from 'node:assert/strict';
import { test } from 'node:test';
import { isNewId, NIL_UUID } from '../../src/lib/ids';
import { koboToNaira, nairaToKobo } from '../../src/lib/money';

test('naira and kobo convert exactly', () => {
  assert.equal(nairaToKobo(4500), 450_000);
  assert.equal(nairaToKobo(19.99), 1999);
  assert.equal(nairaToKobo(0.1 + 0.2), 30);
  assert.equal(koboToNaira(1999), 19.99);
  assert.throws(() => nairaToKobo(1.005), /more than 2 decimals/);
  assert.throws(() => nairaToKobo(Number.NaN), /finite/);
});

test('the all-zero id means new', () => {
  assert.equal(isNewId(NIL_UUID), true);
  assert.equal(isNewId(undefined), true);
  assert.equal(isNewId('0b7a7500-0000-4000-8000-000000000001'), false);
});
