// node --test tooling/lint (part of `npm test`): no import circle in the API, between its folders
// (a domain, the platform's folders, each workflow's folder, a file at the top) nor between the
// files of one folder. tooling/lint/import-cycles.mjs walks the TypeScript imports (type-only ones
// too) of api/src.
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { circles, folderOf, importCircles, importsOf } from './import-cycles.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** A source folder written from `{ 'dir/file.ts': source }`, removed after `check` runs on it. */
function withTree(files, check) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'import-cycles-'));
  try {
    for (const [file, source] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), source);
    }
    return check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('imports, type-only imports, re-exports and dynamic imports are edges; packages are not', () => {
  const source = [
    "import { a } from './a';",
    "import type { B } from '../b/b';",
    "export * from './c';",
    "const d = () => import('./d');",
    "import fp from 'fastify-plugin';",
  ].join('\n');
  assert.deepEqual(importsOf(source).sort(), ['../b/b', './a', './c', './d']);
});

test("a folder is a layer's own folder, a top file its name (config.ts with the platform's config readers)", () => {
  assert.equal(folderOf('domains/stock/stock-service.ts'), 'domains/stock');
  assert.equal(folderOf('platform/lib/money.ts'), 'platform/lib');
  assert.equal(folderOf('workflows/checkout/place-order.ts'), 'workflows/checkout');
  assert.equal(folderOf('workflows/refund-and-restock.ts'), 'workflows');
  assert.equal(folderOf('config.ts'), 'platform/config');
  assert.equal(folderOf('app.ts'), 'app');
});

test('circles are found (Tarjan), one group each, sorted', () => {
  const graph = new Map([
    ['a', new Set(['b'])],
    ['b', new Set(['c'])],
    ['c', new Set(['a'])],
    ['d', new Set(['a', 'd'])],
    ['e', new Set(['a'])],
  ]);
  assert.deepEqual(circles(graph), [['a', 'b', 'c'], ['d']]);
  assert.deepEqual(
    circles(
      new Map([
        ['a', new Set(['b'])],
        ['b', new Set()],
      ]),
    ),
    [],
  );
});

test("a circle inside one service's files fails (the stock service and its recalls, as they were)", () => {
  const found = withTree(
    {
      'stock/stock-service.ts': "import { StockRecalls } from './stock-recalls';\nexport class StockService {}\n",
      'stock/stock-recalls.ts': "import type { StockService } from './stock-service';\nexport class StockRecalls {}\n",
      'stock/batches.ts': 'export const x = 1;\n',
    },
    importCircles,
  );
  assert.deepEqual(found, ['inside stock: stock/stock-recalls.ts, stock/stock-service.ts']);
});

test('a circle between folders fails (plugins and identity, as they were)', () => {
  const found = withTree(
    {
      'plugins/types.ts': "import type { AccessTokens } from '../identity/access-tokens';\nexport type AuthUser = { id: string };\n",
      'identity/access-tokens.ts': "import type { AuthUser } from '../plugins/types';\nexport class AccessTokens {}\n",
      'workflows/checkout/a.ts': "import '../../identity/access-tokens';\n",
    },
    importCircles,
  );
  assert.deepEqual(found, ['between folders: identity, plugins']);
});

test('the API has no import circle', () => {
  assert.deepEqual(importCircles(path.join(root, 'api/src')), []);
});
