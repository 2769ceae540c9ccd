// node --test tooling/lint (part of `npm test`): the API's layers of eslint.config.mjs
// (tooling/lint/api-layers.mjs over api/src/domains.mjs) and its ban on `x.onSomething = ...`
// wiring, no method keeping a function it is given (api-layers/stored-callbacks), no domain calling
// a workflow through the app (api-layers/workflow-decorators), run by ESLint itself with the real
// config on code that breaks each rule and code that doesn't.
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { DOMAINS, PLATFORM, WORKFLOWS } from '../../api/src/domains.mjs';
import { workflowDecoratorNames } from './api-layers.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The messages of `ruleId` ESLint gives for `source` written in the file at `file` (relative to the root). */
async function problems(file, source, ruleId = 'api-layers/imports') {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === ruleId).map((m) => m.message);
}

const cases = [
  // [file, import, expected message or null]
  ['api/src/domains/cart/cart-routes.ts', './cart-repository', /A route \(cart-routes.ts\) never imports a repository \(cart-repository\)/],
  ['api/src/domains/audit/audit-routes.ts', '../audit/audit-repository', /never imports a repository/],
  ['api/src/domains/cart/cart-routes.ts', '../catalogue/catalogue-repository', /never imports a repository \(catalogue-repository\)/],
  ['api/src/domains/cart/cart-routes.ts', './cart-service', null],
  ['api/src/domains/cart/cart-service.ts', './cart-repository', null],
  // Domains: only those declared for them.
  [
    'api/src/domains/delivery/delivery-service.ts',
    '../orders/orders-service',
    /The domain delivery may not import the domain orders \(allowed: none;/,
  ],
  [
    'api/src/domains/stock/stock-service.ts',
    '../catalogue/catalogue-service',
    /domain stock may not import the domain catalogue \(allowed: audit, fulfilment;/,
  ],
  ['api/src/domains/catalogue/sub/deep.ts', '../../orders/orders-service', /domain catalogue may not import the domain orders/],
  ['api/src/domains/catalogue/catalogue-service.ts', '../stock/stock-service', null],
  ['api/src/domains/catalogue/sub/deep.ts', '../catalogue-service', null],
  // The platform: every layer uses it, and config.ts with it.
  ['api/src/domains/cart/cart-service.ts', '../../platform/lib/money', null],
  ['api/src/domains/cart/cart-service.ts', '../../platform/db/schema/index', null],
  ['api/src/domains/cart/cart-service.ts', '../../config', null],
  ['api/src/domains/cart/cart-service.ts', 'fastify', null],
  ['api/src/platform/lib/x.ts', '../../config', null],
  ['api/src/domains/cart/cart-service.ts', '../../app', /domain cart may not import app/],
  // Workflows above domains.
  ['api/src/domains/orders/orders-service.ts', '../../workflows/refund-and-restock', /A domain \(orders\) never imports a workflow/],
  ['api/src/domains/payments/payments-x.ts', '../../workflows/checkout/checkout-workflow', /domain \(payments\) never imports a workflow/],
  ['api/src/platform/plugins/x.ts', '../../workflows/checkout/checkout-workflow', /The platform \(plugins\) never imports a workflow/],
  ['api/src/workflows/checkout/checkout-workflow.ts', '../../domains/payments/payments-service', null],
  ['api/src/workflows/refund-and-restock.ts', '../domains/cart/cart-service', null],
  ['api/src/workflows/fulfilment/click-and-collect.ts', '../checkout/place-order', null],
  ['api/src/app.ts', './domains/orders/orders-service', null],
  // Every folder in a layer, and declared.
  ['api/src/refunds/refunds-service.ts', '../platform/lib/money', /api\/src\/refunds is not a layer/],
  [
    'api/src/domains/refunds/refunds-service.ts',
    '../../platform/lib/money',
    /api\/src\/domains\/refunds is not declared in api\/src\/domains.mjs/,
  ],
  ['api/src/platform/queue/queue.ts', '../lib/money', /api\/src\/platform\/queue is not declared/],
  ['api/src/workflows/new-flow/new-flow.ts', '../../domains/orders/orders-service', null],
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
  const file = 'api/src/domains/cart/cart-service.ts';
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
    'api/src/domains/cart/cart-plugin.ts',
    'const app = {} as any;\napp.payments.onRefundMoved = () => 1;\n',
    'no-restricted-syntax',
  );
  assert.match(wired.join('\n'), /No callback is wired by assignment/);
  const self = await problems(
    'api/src/domains/cart/cart-service.ts',
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
  for (const source of fine)
    assert.deepEqual(await problems('api/src/domains/cart/cart-service.ts', source, 'no-restricted-syntax'), [], source);
});

test('api/src/domains.mjs declares every folder of api/src/platform and api/src/domains once, and allows only declared domains', () => {
  const folders = (dir) =>
    readdirSync(path.join(root, 'api/src', dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  assert.deepEqual(
    folders('').sort(),
    ['domains', 'platform', WORKFLOWS].sort(),
    'api/src holds the three layers and the composition root',
  );
  assert.deepEqual(
    folders('platform').filter((folder) => !PLATFORM.includes(folder)),
    [],
  );
  assert.deepEqual(
    folders('domains').filter((folder) => !(folder in DOMAINS)),
    [],
  );
  for (const [domain, allowed] of Object.entries(DOMAINS)) {
    assert.ok(!PLATFORM.includes(domain) && domain !== WORKFLOWS, `${domain} is declared twice`);
    for (const other of allowed) assert.ok(other in DOMAINS && other !== domain, `${domain} allows ${other}, which is not another domain`);
  }
});

test('no method keeps a function it is given: a dependency is a constructor argument', async () => {
  const rule = 'api-layers/stored-callbacks';
  const wrong = [
    // place-order.ts's old onRefillPaid (a type alias of a function)
    'type Paid = (id: string) => Promise<void>;\nexport class Placement {\n  private paid: Paid | null = null;\n  onPaid(settle: Paid): void {\n    this.paid = settle;\n  }\n}\n',
    // identity-service.ts's old setLabStaffLookup (kept on a member's member)
    'export class Identity {\n  private sessions = { labStaffOf: async (_id: string) => false };\n  setLabStaffLookup(lookup: (userId: string) => Promise<boolean>): void {\n    this.sessions.labStaffOf = lookup;\n  }\n}\n',
    // stock-service.ts's old onChange (pushed into a list)
    'export class Stock {\n  private readonly listeners: (() => void)[] = [];\n  onChange(listener: () => void) {\n    this.listeners.push(listener);\n  }\n}\n',
    'export class Bus {\n  private readonly all = new Set<() => void>();\n  subscribe(listener?: () => void) {\n    if (listener) this.all.add(listener);\n  }\n}\n',
  ];
  for (const source of wrong) assert.equal((await problems('api/src/domains/cart/cart-service.ts', source, rule)).length, 1, source);
  const fine = [
    // the constructor takes it
    'export class Stock {\n  constructor(private readonly changed: () => void) {}\n}\n',
    // data kept, a callback called
    'export class Cache {\n  private readonly entries = new Map<string, number>();\n  set(key: string, value: number) {\n    this.entries.set(key, value);\n  }\n  run(work: () => void) {\n    work();\n  }\n}\n',
    // a callback passed on, not kept
    'export class Jobs {\n  constructor(private readonly db: { transaction(w: () => void): void }) {}\n  inside(work: () => void) {\n    this.db.transaction(work);\n  }\n}\n',
  ];
  for (const source of fine) assert.deepEqual(await problems('api/src/domains/cart/cart-service.ts', source, rule), [], source);
});

test("a domain never calls a workflow through the app's decorators; workflows and the composition root may", async () => {
  const rule = 'api-layers/workflow-decorators';
  const call =
    "import type { FastifyInstance } from 'fastify';\nexport default async function r(app: FastifyInstance) {\n  await app.checkoutWorkflow.verifyPayment({} as never, 'ref');\n}\n";
  assert.match(
    (await problems('api/src/domains/payments/payments-routes.ts', call, rule)).join('\n'),
    /A domain never reaches a workflow.*app\.checkoutWorkflow/,
  );
  const other =
    "import type { FastifyInstance } from 'fastify';\nexport async function r(app: FastifyInstance) {\n  return app.checkout.reorder({} as never, 'id');\n}\n";
  assert.equal((await problems('api/src/domains/orders/orders-routes.ts', other, rule)).length, 1);
  assert.equal((await problems('api/src/platform/plugins/x.ts', other, rule)).length, 1);
  assert.deepEqual(await problems('api/src/workflows/checkout/payment-routes.ts', call, rule), []);
  assert.deepEqual(await problems('api/src/app.ts', call, rule), []);
  // a domain's own members of the same name are no call through the app
  const own = 'export class S {\n  recalls = 1;\n  n(stock: { recalls: number }) {\n    return stock.recalls + this.recalls;\n  }\n}\n';
  assert.deepEqual(await problems('api/src/domains/stock/stock-service.ts', own, rule), []);
});

test("the workflows' decorators are read from their interface FastifyInstance blocks", () => {
  const names = workflowDecoratorNames(path.join(root, 'api/src/workflows'));
  for (const name of ['checkoutWorkflow', 'checkout', 'orderPlacement', 'paymentsClerk', 'reconcilePayments', 'refillWorkflow'])
    assert.ok(names.includes(name), name);
  assert.ok(!names.includes('stock') && !names.includes('orders'));
});
