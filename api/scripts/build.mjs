// `npm run build -w api`: compiles src/ to dist/ for production (`node dist/server.js`).
// One JavaScript file per TypeScript file, in the same folders, so every path the code finds from
// its own location (../../drizzle for the migrations, ./common-passwords.txt) holds in dist too.
// esbuild strips the types; imports between our files get their `.js`, packages stay imports of
// node_modules (argon2 and sharp are native: the production image installs them for its platform).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import * as esbuild from 'esbuild';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const srcDir = path.join(apiDir, 'src');
const outDir = path.join(apiDir, 'dist');

function walk(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? walk(full) : [full];
  });
}

const files = walk(srcDir);
const sources = files.filter((f) => f.endsWith('.ts') && !f.endsWith('.d.ts'));
// Files the code reads at run time (word lists); documentation stays in src.
const assets = files.filter((f) => !f.endsWith('.ts') && !f.endsWith('.md'));

/** Each file stays its own module: a relative import becomes an import of the compiled sibling. */
const keepModules = {
  name: 'keep-modules',
  setup(build) {
    build.onResolve({ filter: /.*/ }, (args) => {
      if (args.kind === 'entry-point') return undefined;
      if (!args.path.startsWith('.')) return { path: args.path, external: true };
      const target = path.resolve(args.resolveDir, args.path);
      let specifier;
      if (fs.existsSync(`${target}.ts`)) specifier = `${args.path}.js`;
      else if (fs.existsSync(path.join(target, 'index.ts'))) specifier = `${args.path}/index.js`;
      else if (/\.(js|json|txt)$/.test(args.path) && fs.existsSync(target)) specifier = args.path;
      else return { errors: [{ text: `cannot resolve ${args.path} from ${args.importer}` }] };
      return { path: specifier, external: true };
    });
  },
};

// dist/ is rebuilt only when a source is newer than its last build (`--force` rebuilds anyway), and
// is written beside and swapped in whole: test runs and API processes that read dist/ while another
// run builds it never see it half-written or missing.
const stamp = path.join(outDir, '.built');
const newestSource = Math.max(...files.map((f) => fs.statSync(f).mtimeMs), fs.statSync(fileURLToPath(import.meta.url)).mtimeMs);
if (!process.argv.includes('--force') && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= newestSource) {
  console.log('api: dist is up to date with src');
  process.exit(0);
}
const buildDir = `${outDir}.building-${process.pid}`;
fs.rmSync(buildDir, { recursive: true, force: true });
const result = await esbuild.build({
  entryPoints: sources,
  outdir: buildDir,
  outbase: srcDir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [keepModules],
});
if (result.errors.length > 0) process.exit(1);
for (const asset of assets) {
  const target = path.join(buildDir, path.relative(srcDir, asset));
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.copyFileSync(asset, target);
}
fs.writeFileSync(path.join(buildDir, '.built'), new Date().toISOString());
const previous = `${outDir}.previous-${process.pid}`;
if (fs.existsSync(outDir)) fs.renameSync(outDir, previous);
fs.renameSync(buildDir, outDir);
fs.rmSync(previous, { recursive: true, force: true });
console.log(`api: compiled ${sources.length} files to ${path.relative(process.cwd(), outDir) || 'dist'} (run: node dist/server.js)`);
