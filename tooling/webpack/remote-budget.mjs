// Each remote's size budget: what a shopper's browser downloads first for any one of its pages (its
// remoteEntry.js and that page's own chunks, JavaScript and CSS, gzip), declared in the remote's
// package.json as `"release": { "budgetKb": N, "maxErrorRate": R }`. The build fails over it; the
// release command reads maxErrorRate to abort a canary that fails too often (scripts/release.ts).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** The remote's release budget from its package.json, or null when it declares none. */
export function readReleaseBudget(dir) {
  const release = JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')).release;
  if (!release) return null;
  if (!(release.budgetKb > 0)) throw new Error(`${dir}/package.json: release.budgetKb must be a positive number of KB (gzip)`);
  if (!(release.maxErrorRate >= 0 && release.maxErrorRate <= 1))
    throw new Error(`${dir}/package.json: release.maxErrorRate must be from 0 to 1`);
  return release;
}

/**
 * Per page, the gzip bytes of the entry and the page's first chunks. `read(file)` gives a built
 * file's bytes; `manifest` is the remote's routes.json (its `assets` lists each page's chunks).
 */
export function pageWeights(manifest, read) {
  const gzip = new Map();
  const size = (file) => {
    if (!gzip.has(file)) gzip.set(file, zlib.gzipSync(read(file), { level: 9 }).length);
    return gzip.get(file);
  };
  return Object.fromEntries(
    Object.entries(manifest.assets ?? {}).map(([page, files]) => [
      page,
      size('remoteEntry.js') + files.reduce((sum, file) => sum + size(file), 0),
    ]),
  );
}

/** The pages over the budget, heaviest first, as messages. */
export function overBudget(weights, budgetKb) {
  return Object.entries(weights)
    .filter(([, bytes]) => bytes > budgetKb * 1024)
    .sort((a, b) => b[1] - a[1])
    .map(
      ([page, bytes]) =>
        `page "${page}" loads ${(bytes / 1024).toFixed(1)} KB gzip first (entry + its chunks), over the budget of ${budgetKb} KB`,
    );
}

/** Fails a production build of a remote whose pages outgrow its budget. */
export class RemoteBudgetPlugin {
  constructor({ dir, name }) {
    this.dir = dir;
    this.name = name;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('RemoteBudgetPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'RemoteBudgetPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
        () => {
          try {
            const budget = readReleaseBudget(this.dir);
            const manifest = compilation.getAsset('routes.json');
            if (!budget || !manifest) return;
            const read = (file) => Buffer.from(compilation.getAsset(file).source.buffer());
            const problems = overBudget(pageWeights(JSON.parse(manifest.source.source().toString()), read), budget.budgetKb);
            if (problems.length) throw new Error(`${this.name} is over its size budget:\n  - ${problems.join('\n  - ')}`);
          } catch (error) {
            compilation.errors.push(new compiler.webpack.WebpackError(`RemoteBudgetPlugin: ${error.message}`));
          }
        },
      );
    });
  }
}
