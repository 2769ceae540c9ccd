// The kernel's contract with each remote (shared-kernel/src/remotes/remote-contract.ts), as each
// remote's build checks it (tooling/webpack/remote-contract.mjs): every remote passes; a copy of the
// catalogue that renames an event, sends a payload the schema refuses, drops a page its routes draw or
// stops exposing ./pages is refused, and its webpack build fails.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { checkRemoteContract, RemoteContractPlugin } from '../webpack/remote-contract.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const REMOTES = { catalog: 'catalog-mfe', cartCheckout: 'cart-checkout-mfe', account: 'account-mfe', admin: 'admin-mfe' };
const exposes = { './pages': './src/pages.ts' };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-contract-'));
test.after(() => fs.rmSync(work, { recursive: true, force: true }));

/** A copy of catalog-mfe's sources with `change` made to them. */
function catalogCopy(name, change) {
  const dir = path.join(work, name);
  fs.cpSync(path.join(root, 'catalog-mfe', 'src'), path.join(dir, 'src'), { recursive: true });
  change(path.join(dir, 'src'));
  return dir;
}

const edit = (file, from, to) => {
  const text = fs.readFileSync(file, 'utf8');
  assert.ok(text.includes(from), `${file} has ${from}`);
  fs.writeFileSync(file, text.replace(from, to));
};

test('every remote keeps the contract and publishes its pages and events', () => {
  for (const [name, folder] of Object.entries(REMOTES)) {
    const published = checkRemoteContract({ dir: path.join(root, folder), name, exposes });
    assert.deepEqual(published.exposes, ['./pages']);
    assert.ok(published.pages.length > 0, name);
  }
  const catalog = checkRemoteContract({ dir: path.join(root, 'catalog-mfe'), name: 'catalog', exposes });
  assert.ok(catalog.pages.includes('medicines'));
  assert.deepEqual(catalog.emits, ['cart:changed', 'toast:show'], 'through the kernel helpers it calls');
  const cart = checkRemoteContract({ dir: path.join(root, 'cart-checkout-mfe'), name: 'cartCheckout', exposes });
  assert.deepEqual(cart.listens, ['cart:changed']);
});

test('a renamed event, a payload the schema refuses, a dropped page or a missing expose is refused', () => {
  const renamed = catalogCopy('renamed', (src) =>
    fs.writeFileSync(
      path.join(src, 'notify.ts'),
      "import { emit } from 'shared-kernel';\nexport const tell = () => emit('cart:updated', { reason: 'add' });\n",
    ),
  );
  assert.throws(
    () => checkRemoteContract({ dir: renamed, name: 'catalog', exposes }),
    /notify\.ts:2: "cart:updated" is not an event of the kernel/,
  );

  const badPayload = catalogCopy('payload', (src) =>
    fs.writeFileSync(
      path.join(src, 'notify.ts'),
      "import { emit } from 'shared-kernel';\nexport const tell = () => emit('cart:changed', { reason: 'added', count: 2 });\n",
    ),
  );
  assert.throws(
    () => checkRemoteContract({ dir: badPayload, name: 'catalog', exposes }),
    (error) =>
      /"reason" is "added", not one of load, add/.test(error.message) && /"count" is not in the payload's schema/.test(error.message),
  );

  const dropped = catalogCopy('dropped', (src) =>
    edit(path.join(src, 'pages.ts'), "  medicines: lazy(() => import('./pages/medicines-page')),\n", ''),
  );
  assert.throws(
    () => checkRemoteContract({ dir: dropped, name: 'catalog', exposes }),
    /draws \/medicines with page "medicines", which \.\/pages does not have/,
  );

  assert.throws(
    () => checkRemoteContract({ dir: path.join(root, 'catalog-mfe'), name: 'catalog', exposes: { './app': './src/pages.ts' } }),
    /must expose \.\/pages/,
  );
});

test("the remote's webpack build fails on a broken contract, and publishes contract.json when it holds", async () => {
  const build = (dir) =>
    new Promise((resolve, reject) => {
      fs.writeFileSync(path.join(dir, 'entry.js'), 'export const ready = true;\n');
      webpack(
        {
          mode: 'development',
          context: dir,
          entry: './entry.js',
          output: { path: path.join(dir, 'dist') },
          plugins: [new RemoteContractPlugin({ dir, name: 'catalog', exposes })],
        },
        (error, stats) => (error ? reject(error) : resolve(stats)),
      );
    });
  const broken = catalogCopy('broken-build', (src) =>
    edit(path.join(src, 'pages.ts'), "  search: lazy(() => import('./pages/search-page')),\n", ''),
  );
  const failed = await build(broken);
  assert.ok(failed.hasErrors());
  assert.match(failed.toJson({ all: false, errors: true }).errors[0].message, /page "search", which \.\/pages does not have/);

  const good = catalogCopy('good-build', () => undefined);
  const passed = await build(good);
  assert.equal(passed.hasErrors(), false);
  const published = JSON.parse(fs.readFileSync(path.join(good, 'dist', 'contract.json'), 'utf8'));
  assert.ok(published.pages.includes('search'));
});
