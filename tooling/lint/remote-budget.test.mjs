// Each remote's size budget (tooling/webpack/remote-budget.mjs): every remote declares one, a build
// whose page outgrows it fails, one within it passes.
import assert from 'node:assert/strict';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import { overBudget, readReleaseBudget, RemoteBudgetPlugin } from '../webpack/remote-budget.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-budget-'));
test.after(() => fs.rmSync(work, { recursive: true, force: true }));

test('every remote declares its size budget and the error rate its canary may reach', () => {
  for (const remote of ['catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe']) {
    const budget = readReleaseBudget(path.join(root, remote));
    assert.ok(budget.budgetKb > 0 && budget.budgetKb <= 40, remote);
    assert.ok(budget.maxErrorRate > 0 && budget.maxErrorRate < 0.5, remote);
  }
  assert.deepEqual(overBudget({ home: 30 * 1024, about: 10 * 1024 }, 20), [
    'page "home" loads 30.0 KB gzip first (entry + its chunks), over the budget of 20 KB',
  ]);
});

/** A stand-in remote: an entry, one page chunk of `pageKb` random (incompressible) bytes, its routes.json. */
function build(name, budgetKb, pageKb) {
  const dir = path.join(work, name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'package.json'), JSON.stringify({ name, release: { budgetKb, maxErrorRate: 0.05 } }));
  fs.writeFileSync(path.join(dir, 'entry.js'), 'export const entry = 1;\n');
  fs.writeFileSync(
    path.join(dir, 'page.js'),
    `export const page = ${JSON.stringify(crypto.randomBytes(pageKb * 1024).toString('base64'))};\n`,
  );
  const routesJson = {
    apply: (compiler) =>
      compiler.hooks.thisCompilation.tap('routes', (compilation) =>
        compilation.hooks.processAssets.tap({ name: 'routes', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () =>
          compilation.emitAsset('routes.json', new compiler.webpack.sources.RawSource(JSON.stringify({ assets: { home: ['page.js'] } }))),
        ),
      ),
  };
  return new Promise((resolve, reject) =>
    webpack(
      {
        mode: 'development',
        devtool: false,
        context: dir,
        entry: { remoteEntry: './entry.js', page: './page.js' },
        output: { path: path.join(dir, 'dist'), filename: '[name].js' },
        plugins: [routesJson, new RemoteBudgetPlugin({ dir, name })],
      },
      (error, stats) => (error ? reject(error) : resolve(stats)),
    ),
  );
}

test('a build whose page outgrows the budget fails; within it, it passes', async () => {
  const over = await build('heavy', 4, 8);
  assert.ok(over.hasErrors());
  assert.match(
    over.toJson({ all: false, errors: true }).errors[0].message,
    /heavy is over its size budget:\n {2}- page "home" loads [\d.]+ KB gzip/,
  );
  const within = await build('light', 40, 8);
  assert.equal(within.hasErrors(), false);
});
