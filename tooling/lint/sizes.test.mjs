// node --test tooling/lint (part of `npm test`): the size rules of eslint.config.mjs, run by ESLint
// with the real config: a source file has at most 400 lines, every line counted (as a reader counts
// them), and a function at most 80, blank lines and comments not counted; tests, generated files and
// seed data are outside the rules.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The size rules ESLint reports for `source` written in the file at `file` (relative to the root). */
async function sizeProblems(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'max-lines' || m.ruleId === 'max-lines-per-function').map((m) => m.ruleId);
}

/** A module of `count` one-line constants. */
const constants = (count) => Array.from({ length: count }, (_, i) => `export const c${i} = ${i};`).join('\n') + '\n';
/** A function whose body has `count` statements (its lines: count + 2). */
const functionOf = (count, filler = '') =>
  `export function f(): number {\n  let n = 0;\n${Array.from({ length: count - 2 }, () => `  n += 1;\n${filler}`).join('')}  return n;\n}\n`;

test('a source file over 400 lines fails, 400 passes', async () => {
  for (const file of ['api/src/domains/cart/long.ts', 'shell/src/app/long.tsx', 'paystack-sandbox/src/long.ts', 'scripts/long.ts']) {
    assert.deepEqual(await sizeProblems(file, constants(401)), ['max-lines'], file);
    assert.deepEqual(await sizeProblems(file, constants(400)), [], file);
  }
});

test('a function over 80 lines fails, 80 passes', async () => {
  assert.deepEqual(await sizeProblems('api/src/domains/cart/x.ts', functionOf(79)), ['max-lines-per-function']);
  assert.deepEqual(await sizeProblems('admin-mfe/src/x.tsx', functionOf(79)), ['max-lines-per-function']);
  assert.deepEqual(await sizeProblems('api/src/domains/cart/x.ts', functionOf(78)), []);
});

test("a function's blank lines and comments are not counted; a file's are", async () => {
  assert.deepEqual(await sizeProblems('api/src/domains/cart/x.ts', functionOf(78, '\n  // why\n')), []);
  const commented = constants(350) + '\n'.repeat(25) + '/**\n' + ' * note\n'.repeat(25) + ' */\n';
  assert.deepEqual(await sizeProblems('api/src/domains/cart/x.ts', commented), ['max-lines']);
});

test('tests, generated files and seed data are outside the rules', async () => {
  const long = constants(401) + functionOf(90);
  for (const file of [
    'api/test/cart/long.test.ts',
    'api/test/helpers/long.ts',
    'shell/src/app/long.test.tsx',
    'e2e/journeys/long.spec.ts',
    'shared-kernel/src/types/other.generated.ts',
    'api/src/workflows/first-start-seed/catalogue-data.ts',
  ])
    assert.deepEqual(await sizeProblems(file, long), [], file);
});
