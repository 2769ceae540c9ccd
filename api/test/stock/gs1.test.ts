import assert from 'node:assert/strict';
import { test } from 'node:test';
import { gs1CheckDigit, gs1Date, normalizeGtin, parseGs1 } from '../../src/domains/stock/gs1';

const today = new Date('2026-11-26T12:00:00Z');

test('a GS1 element string in brackets gives GTIN, expiry and batch', () => {
  assert.deepEqual(parseGs1('(01)06151100012340(17)270531(10)AB1234', today), {
    ok: true,
    fields: { gtin: '06151100012340', expiryDate: '2027-05-31', lotNumber: 'AB1234' },
  });
});

test('as a scanner sends it: no brackets, the batch ended by the group separator, fields in any order', () => {
  assert.deepEqual(parseGs1('0106151100012340' + '10AB1234\u001d' + '17270531', today), {
    ok: true,
    fields: { gtin: '06151100012340', expiryDate: '2027-05-31', lotNumber: 'AB1234' },
  });
  assert.deepEqual(parseGs1(']d20106151100012340172705311021X', today), {
    ok: true,
    fields: { gtin: '06151100012340', expiryDate: '2027-05-31', lotNumber: '21X' },
  });
});

test('a wrong GTIN check digit is refused, naming the GTIN', () => {
  const answer = parseGs1('(01)06151100012345(17)270531(10)AB1234', today);
  assert.equal(answer.ok, false);
  assert.equal(!answer.ok && answer.field, 'gtin');
  assert.match(!answer.ok ? answer.message : '', /check digit/);
  assert.equal(normalizeGtin('06151100012345'), null);
  assert.equal(normalizeGtin('4006381333931'), '04006381333931', 'a GTIN-13 is padded to 14 digits');
  assert.equal(gs1CheckDigit('0615110001234'), 0);
});

test('an expiry that is not a date is refused: month 13, 30 February, letters', () => {
  for (const bad of ['271331', '270230', '27AB31', '2705']) {
    const answer = parseGs1(`(01)06151100012340(17)${bad}(10)AB1234`, today);
    assert.equal(answer.ok, false, bad);
    assert.equal(!answer.ok && answer.field, 'expiryDate', bad);
  }
});

test("day 00 is the month's last day; the century follows GS1's rule", () => {
  assert.equal(gs1Date('280200', today), '2028-02-29');
  assert.equal(gs1Date('270600', today), '2027-06-30');
  assert.equal(gs1Date('991231', today), '1999-12-31');
  assert.equal(gs1Date('751231', today), '2075-12-31');
});

test('missing fields and unknown identifiers are refused, never guessed', () => {
  assert.equal((parseGs1('(01)06151100012340(10)AB1234', today) as { field: string }).field, 'expiryDate');
  assert.equal((parseGs1('(17)270531(10)AB1234', today) as { field: string }).field, 'gtin');
  assert.equal((parseGs1('(01)06151100012340(17)270531', today) as { field: string }).field, 'lotNumber');
  assert.equal((parseGs1('(01)06151100012340(17)270531(10)AB1234(99)X', today) as { field: string }).field, 'gs1');
  assert.equal((parseGs1('hello', today) as { field: string }).field, 'gs1');
  assert.equal((parseGs1('(01)0615110001234(17)270531(10)AB1234', today) as { field: string }).field, 'gtin', '13 digits after (01)');
});
