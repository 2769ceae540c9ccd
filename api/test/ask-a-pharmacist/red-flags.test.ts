// The API's red-flag detector is the storefront's (care-kit/src/red-flags.ts): the same
// body, and the same answers to the shared cases, in English and Nigerian Pidgin.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { detectRedFlags, RED_FLAG_PATTERNS } from '../../src/platform/lib/red-flags';

const kernelFile = fileURLToPath(new URL('../../../care-kit/src/red-flags.ts', import.meta.url));
const apiFile = fileURLToPath(new URL('../../src/platform/lib/red-flags.ts', import.meta.url));
const cases = JSON.parse(fs.readFileSync(new URL('../../../care-kit/src/__tests__/red-flag-cases.json', import.meta.url), 'utf8')) as {
  cases: { text: string; kinds: string[]; language: string }[];
};

const body = (file: string) => {
  const text = fs.readFileSync(file, 'utf8');
  return text.slice(text.indexOf('// --- shared body below'));
};

test("the API's detector is the storefront's, byte for byte", () => {
  assert.equal(body(apiFile), body(kernelFile));
});

test('red-flag phrases are found in English and in Pidgin; ordinary questions are not flagged', () => {
  const languages = new Set(cases.cases.filter((c) => c.kinds.length > 0).map((c) => c.language));
  assert.deepEqual([...languages].sort(), ['English', 'Pidgin']);
  for (const c of cases.cases) assert.deepEqual(detectRedFlags(c.text), c.kinds, c.text);
  for (const kind of ['chest-pain', 'breathing', 'unconscious', 'bleeding', 'suicide'] as const) {
    assert.ok(RED_FLAG_PATTERNS[kind].length > 0, kind);
  }
});
