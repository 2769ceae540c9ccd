import assert from 'node:assert/strict';
import { test } from 'node:test';
import { findNullNumber } from '../../src/platform/plugins/no-null-numbers';

const lines = {
  type: 'object',
  properties: {
    note: { type: 'string' },
    tip: { type: ['number', 'null'] },
    giftWrap: { type: 'boolean' },
    lines: { type: 'array', items: { type: 'object', properties: { quantity: { type: 'integer' } } } },
  },
} as const;

test('a null where a number, an integer or a boolean is wanted is found with its path', () => {
  assert.deepEqual(findNullNumber({ lines: [{ quantity: 1 }, { quantity: null }] }, lines, ''), {
    path: 'lines.1.quantity',
    wants: 'a number',
  });
  assert.deepEqual(findNullNumber({ giftWrap: null }, lines, ''), { path: 'giftWrap', wants: 'true or false' });
});

test('a null the schema allows, a null for text, and fields the schema does not name are left to the validator', () => {
  assert.equal(findNullNumber({ tip: null, note: null, other: null, lines: [{ quantity: 2 }] }, lines, ''), null);
  assert.equal(findNullNumber(null, { type: 'object' }, ''), null);
  assert.equal(findNullNumber({ quantity: null }, undefined, ''), null);
});
