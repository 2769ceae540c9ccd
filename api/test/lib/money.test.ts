import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { isNewId, NIL_UUID } from '../../src/platform/lib/ids';
import { formatNaira, koboToNaira, nairaToKobo } from '../../src/platform/lib/money';

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

test("money is written as the storefront writes it: the kernel's cases, from kobo", () => {
  // The same list the storefront's formatter is tested against (the API cannot import the kernel).
  const url = new URL('../../../shared-kernel/src/money/__tests__/naira-cases.json', import.meta.url);
  const { cases } = JSON.parse(readFileSync(url, 'utf8')) as { cases: [number, string][] };
  assert.ok(cases.length > 10);
  for (const [naira, text] of cases) assert.equal(formatNaira(nairaToKobo(naira)), text, `${naira}`);
  assert.equal(formatNaira(450_000), 'N4,500');
  assert.equal(formatNaira(450_050), 'N4,500.50');
});
