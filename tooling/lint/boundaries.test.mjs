// node --test tooling/lint (part of `npm test`, after `npm run lint`): the import boundaries of
// eslint.config.mjs, run by ESLint itself on imports that break each rule and on ones that don't.
// (These are the cases the former regex checker tested itself with.)
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives for `source` written in the file at `file` (relative to the root). */
async function boundaryProblems(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages
    .filter((m) => m.ruleId === 'no-restricted-imports' || m.ruleId === 'boundaries/element-types')
    .map((m) => m.message);
}

const cases = [
  // [file, import, expected message or null]
  ['catalog-mfe/src/pages/a.tsx', 'react-router-dom', /Take routing from shared-kernel/],
  ['shell/src/app/app.tsx', 'react-router', /Take routing from shared-kernel/],
  ['shared-kernel/src/routing/router.ts', 'react-router-dom', null],
  ['catalog-mfe/src/pages/a.tsx', 'cart-checkout-mfe/src/x', /remote \(catalog-mfe\) never imports another remote \(cart-checkout-mfe\)/],
  ['catalog-mfe/src/pages/a.tsx', '../../../admin-mfe/src/x', /never imports another remote \(admin-mfe\)/],
  ['account-mfe/src/a.ts', 'shell', /never imports the shell/],
  ['shell/src/app/app.tsx', '../../../catalog-mfe/src/pages', /shell loads the remote catalog-mfe through Module Federation/],
  ['shared-kernel/src/index.ts', 'shell', /kernel imports no front end \(shell\)/],
  ['catalog-mfe/src/pages/a.tsx', '../../../api/src/app', /share no code with the API/],
  ['api/src/app.ts', '../../shared-kernel/src/index', /API shares no code with the front ends/],
  ['catalog-mfe/src/pages/a.tsx', 'shared-kernel', null],
  ['catalog-mfe/src/pages/a.tsx', '../features/cart/api/add-to-cart', null],
  ['shell/src/a.ts', '@module-federation/enhanced/runtime', null],
  ['account-mfe/src/features/auth/components/x.tsx', '../api/login', null],
  // Feature folders inside a remote don't reach into each other.
  [
    'catalog-mfe/src/features/medicines/components/x.tsx',
    '../../cart/api/add-to-cart',
    /feature \(medicines\) never imports another feature \(cart\)/,
  ],
  ['catalog-mfe/src/features/medicines/components/x.tsx', '../api/get-medicines', null],
  // The kernel is the platform; the shop's features are packages on top of it, each standing on the
  // kernel alone.
  ['shared-kernel/src/index.ts', 'care-kit', /kernel imports no feature package \(care-kit\)/],
  [
    'shared-kernel/src/ui/forms.ts',
    '../../../prescriptions-kit/src/prescription-upload',
    /kernel imports no feature package \(prescriptions-kit\)/,
  ],
  [
    'prescriptions-kit/src/prescription-upload.tsx',
    'care-kit',
    /feature package \(prescriptions-kit\) imports only shared-kernel, never another feature \(care-kit\)/,
  ],
  ['delivery-kit/src/order-totals.tsx', '../../legal-kit/src/pharmacist', /never another feature \(legal-kit\)/],
  // The receipt takes a line's batch text from its page rather than from batches-kit.
  ['delivery-kit/src/order-totals.tsx', 'batches-kit', /never another feature \(batches-kit\)/],
  ['shared-kernel/src/index.ts', 'batches-kit', /kernel imports no feature package \(batches-kit\)/],
  [
    'batches-kit/src/expiry-note.tsx',
    'catalog-mfe/src/pages/x',
    /feature package \(batches-kit\) imports only shared-kernel, never a front end \(catalog-mfe\)/,
  ],
  [
    'care-kit/src/api/get-conversation.ts',
    'account-mfe/src/pages/x',
    /feature package \(care-kit\) imports only shared-kernel, never a front end \(account-mfe\)/,
  ],
  ['legal-kit/src/index.ts', 'shell', /never a front end \(shell\)/],
  ['vigilance-kit/src/nafdac-channels.tsx', 'react-router-dom', /Take routing from shared-kernel/],
  ['vigilance-kit/src/safety-report-form.tsx', 'shared-kernel/testing', /typed client/],
  ['vigilance-kit/src/__tests__/x.test.tsx', 'shared-kernel/testing', null],
  ['care-kit/src/emergency-banner.tsx', 'shared-kernel', null],
  ['account-mfe/src/pages/a.tsx', 'care-kit', null],
  ['shell/src/features/legal/footer-legal.tsx', 'legal-kit', null],
  ['cart-checkout-mfe/src/features/cart/components/cart-table.tsx', 'batches-kit', null],
  ['api/src/app.ts', 'delivery-kit', /API shares no code with the front ends \(delivery-kit\)/],
];

for (const [file, specifier, expected] of cases) {
  test(`${file} importing ${specifier}: ${expected ? 'refused' : 'allowed'}`, async () => {
    const problems = await boundaryProblems(file, `import x from '${specifier}';\nexport default x;\n`);
    if (expected)
      assert.ok(
        problems.some((m) => expected.test(m)),
        `expected ${expected}, got ${JSON.stringify(problems)}`,
      );
    else assert.deepEqual(problems, []);
  });
}

test('the whole repository keeps the boundaries', async () => {
  const results = await eslint.lintFiles([
    'shared-kernel/src',
    'care-kit/src',
    'prescriptions-kit/src',
    'delivery-kit/src',
    'vigilance-kit/src',
    'legal-kit/src',
    'batches-kit/src',
    'medication-safety-kit/src',
    'shell/src',
    'catalog-mfe/src',
    'cart-checkout-mfe/src',
    'account-mfe/src',
    'admin-mfe/src',
    'api/src',
  ]);
  // The API's layers too (tooling/lint/api-layers.test.mjs tests their rules).
  const rules = ['no-restricted-imports', 'boundaries/element-types', 'api-layers/imports', 'no-restricted-syntax'];
  const broken = results.flatMap((r) =>
    r.messages.filter((m) => rules.includes(m.ruleId)).map((m) => `${path.relative(root, r.filePath)}: ${m.message}`),
  );
  assert.ok(results.length > 150, `only ${results.length} files were linted`);
  assert.deepEqual(broken, []);
});
