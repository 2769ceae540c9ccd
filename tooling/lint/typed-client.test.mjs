// node --test tooling/lint: the front ends reach the API only through the kernel's typed client;
// the untyped transports under it (shared-kernel/testing) are open to tests, not to app code.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const eslint = new ESLint({ cwd: root });

async function problems(file, source) {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const cases = [
  // [file, import, refused]
  ['admin-mfe/src/features/orders/api/get-order.ts', 'shared-kernel/testing', true],
  ['shell/src/app/app.tsx', 'shared-kernel/testing', true],
  ['catalog-mfe/src/pages/a.tsx', '../../../shared-kernel/src/http/api-client', true],
  ['account-mfe/src/features/auth/api/login.ts', 'shared-kernel/src/http/public-api.ts', true],
  ['admin-mfe/src/features/orders/components/__tests__/x.test.tsx', 'shared-kernel/testing', false],
  ['catalog-mfe/src/testing/catalog-fixtures.tsx', 'shared-kernel/testing', false],
  ['admin-mfe/src/features/orders/api/get-order.ts', 'shared-kernel', false],
  ['shared-kernel/src/cart/kept-for-login.ts', '../http/api-client', false],
  ['delivery-kit/src/delivery.ts', 'shared-kernel/testing', true],
];

for (const [file, specifier, refused] of cases) {
  test(`${file} importing ${specifier}: ${refused ? 'refused' : 'allowed'}`, async () => {
    const found = await problems(file, `import x from '${specifier}';\nexport default x;\n`);
    if (refused)
      assert.ok(
        found.some((m) => /typed client/.test(m)),
        `expected a refusal, got ${JSON.stringify(found)}`,
      );
    else assert.deepEqual(found, []);
  });
}

test('a test file still keeps the other boundaries', async () => {
  const found = await problems('catalog-mfe/src/pages/__tests__/a.test.tsx', "import x from 'admin-mfe/src/x';\nexport default x;\n");
  assert.ok(
    found.some((m) => /never imports another remote/.test(m)),
    JSON.stringify(found),
  );
});
