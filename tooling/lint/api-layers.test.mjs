// node --test tooling/lint (part of `npm test`): the API's layers of eslint.config.mjs
// (tooling/lint/api-layers.mjs over api/src/domains.mjs) and its ban on `x.onSomething = ...`
// wiring, run by ESLint itself with the real config on code that breaks each rule and code that doesn't.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { DOMAINS, PLATFORM, WORKFLOWS } from '../../api/src/domains.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `ruleId` ESLint gives for `source` written in the file at `file` (relative to the root). */
async function problems(file, source, ruleId = 'api-layers/imports') {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const cases = [
  // [file, import, expected message or null]
  ['api/src/cart/cart-routes.ts', './cart-repository', /A route \(cart-routes.ts\) never imports a repository \(cart-repository\)/],
  ['api/src/audit/audit-routes.ts', '../audit/audit-repository', /never imports a repository/],
  ['api/src/cart/cart-routes.ts', '../catalogue/catalogue-repository', /never imports a repository \(catalogue-repository\)/],
  ['api/src/cart/cart-routes.ts', './cart-service', null],
  ['api/src/cart/cart-service.ts', './cart-repository', null],
  // Domains: only those declared for them.
  [
    'api/src/delivery/delivery-service.ts',
    '../orders/orders-service',
    /The domain delivery may not import the domain orders \(allowed: none;/,
  ],
  [
    'api/src/stock/stock-service.ts',
    '../catalogue/catalogue-service',
    /domain stock may not import the domain catalogue \(allowed: audit;/,
  ],
  ['api/src/catalogue/sub/deep.ts', '../../orders/orders-service', /domain catalogue may not import the domain orders/],
  ['api/src/catalogue/catalogue-service.ts', '../stock/stock-service', null],
  ['api/src/catalogue/sub/deep.ts', '../catalogue-service', null],
  ['api/src/cart/cart-service.ts', '../lib/money', null],
  ['api/src/cart/cart-service.ts', '../db/schema/index', null],
  ['api/src/cart/cart-service.ts', '../config', null],
  ['api/src/cart/cart-service.ts', 'fastify', null],
  ['api/src/cart/cart-service.ts', '../app', /domain cart may not import app/],
  // Workflows above domains.
  ['api/src/orders/orders-service.ts', '../workflows/refund-and-restock', /A domain \(orders\) never imports a workflow/],
  ['api/src/payments/payments-x.ts', '../workflows/checkout/checkout-workflow', /domain \(payments\) never imports a workflow/],
  ['api/src/plugins/x.ts', '../workflows/checkout-workflow', /The platform \(plugins\) never imports a workflow/],
  ['api/src/workflows/checkout/checkout-workflow.ts', '../../payments/payments-service', null],
  ['api/src/workflows/checkout-workflow.ts', '../cart/cart-service', null],
  ['api/src/app.ts', './orders/orders-service', null],
  // A new folder must be declared.
  ['api/src/refunds/refunds-service.ts', '../lib/money', /api\/src\/refunds is not declared in api\/src\/domains.mjs/],
];

for (const [file, specifier, expected] of cases) {
  test(`${file} importing ${specifier}: ${expected ? 'refused' : 'allowed'}`, async () => {
    const found = await problems(file, `import x from '${specifier}';\nexport default x;\n`);
    if (expected)
      assert.ok(
        found.some((m) => expected.test(m)),
        `expected ${expected}, got ${JSON.stringify(found)}`,
      );
    else assert.deepEqual(found, []);
  });
}

test('type imports, re-exports and dynamic imports are checked too', async () => {
  const file = 'api/src/cart/cart-service.ts';
  const sources = [
    "import type { OrderJson } from '../orders/orders-service';\nexport type X = OrderJson;\n",
    "export * from '../orders/orders-service';\n",
    "export { ordersRoutes } from '../orders/orders-routes';\n",
    "export const load = () => import('../orders/orders-service');\n",
  ];
  for (const source of sources)
    assert.match((await problems(file, source)).join('\n'), /domain cart may not import the domain orders/, source);
});

test('no service is wired by assigning an on<Something> callback', async () => {
  const wired = await problems(
    'api/src/cart/cart-plugin.ts',
    'const app = {} as any;\napp.payments.onRefundMoved = () => 1;\n',
    'no-restricted-syntax',
  );
  assert.match(wired.join('\n'), /No callback is wired by assignment/);
  const self = await problems(
    'api/src/cart/cart-service.ts',
    'export class A {\n  f(g: () => void) {\n    (this as any).onChange = g;\n  }\n}\n',
    'no-restricted-syntax',
  );
  assert.equal(self.length, 1);
  const fine = [
    'const onChange = () => 1;\nexport default onChange;\n',
    'export const handlers = { onRefundMoved: () => 1 };\n',
    'const a = {} as any;\nexport const same = a.onRefundMoved === a.onPaid;\n',
    'const a = {} as any;\na.total = 1;\n',
  ];
  for (const source of fine) assert.deepEqual(await problems('api/src/cart/cart-service.ts', source, 'no-restricted-syntax'), [], source);
});

test('api/src/domains.mjs declares every folder of api/src once, and allows only declared domains', () => {
  const folders = readdirSync(path.join(root, 'api/src'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  const declared = new Set([...Object.keys(DOMAINS), ...PLATFORM, WORKFLOWS]);
  assert.deepEqual(
    folders.filter((folder) => !declared.has(folder)),
    [],
  );
  for (const [domain, allowed] of Object.entries(DOMAINS)) {
    assert.ok(!PLATFORM.includes(domain) && domain !== WORKFLOWS, `${domain} is declared twice`);
    for (const other of allowed) assert.ok(other in DOMAINS && other !== domain, `${domain} allows ${other}, which is not another domain`);
  }
});
