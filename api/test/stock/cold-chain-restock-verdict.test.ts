import assert from 'node:assert/strict';
import { test } from 'node:test';
import { coldChainRestockVerdict } from '../../src/domains/stock/cold-chain-restock';

// The pure rule for a returned cold-chain unit: restocked within its minutes out of the fridge, written off beyond them.

const left = new Date('2026-12-07T09:00:00Z');
const after = (minutes: number, seconds = 0) => new Date(left.getTime() + minutes * 60_000 + seconds * 1000);

test('within the limit it is restocked, the limit itself included', () => {
  assert.deepEqual(coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(90), maxMinutesOut: 240 }), {
    verdict: 'restock',
    minutesOut: 90,
    maxMinutesOut: 240,
    reason: 'Cold chain: 90 minutes out of the fridge, within its 240.',
  });
  assert.equal(coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(240), maxMinutesOut: 240 }).verdict, 'restock');
  assert.equal(coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: left, maxMinutesOut: 1 }).verdict, 'restock');
});

test('past the limit it is written off, even by a second (minutes round up)', () => {
  const late = coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(240, 1), maxMinutesOut: 240 });
  assert.equal(late.verdict, 'write-off');
  assert.equal(late.minutesOut, 241);
  assert.match(late.reason, /241 minutes out of the fridge, more than its 240: written off, not restocked/);
  assert.equal(coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(60 * 24 * 3), maxMinutesOut: 4320 }).verdict, 'restock');
  assert.equal(
    coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(60 * 24 * 3 + 1), maxMinutesOut: 4320 }).verdict,
    'write-off',
  );
});

test('a unit whose time out of the fridge was never recorded is written off', () => {
  const unknown = coldChainRestockVerdict({ leftFridgeAt: null, returnedAt: after(5), maxMinutesOut: 240 });
  assert.equal(unknown.verdict, 'write-off');
  assert.equal(unknown.minutesOut, null);
  assert.match(unknown.reason, /not recorded/);
});

test('impossible input throws instead of guessing', () => {
  assert.throws(() => coldChainRestockVerdict({ leftFridgeAt: after(10), returnedAt: left, maxMinutesOut: 240 }), /before leftFridgeAt/);
  for (const bad of [0, -1, 2.5, Number.NaN])
    assert.throws(() => coldChainRestockVerdict({ leftFridgeAt: left, returnedAt: after(1), maxMinutesOut: bad }), /maxMinutesOut/);
  assert.throws(
    () => coldChainRestockVerdict({ leftFridgeAt: new Date('nonsense'), returnedAt: after(1), maxMinutesOut: 60 }),
    /leftFridgeAt/,
  );
});
