// The import rules of DESIGN section 1, read off the source: a remote imports shared-kernel and
// never another remote or the shell; the shell loads remotes only through Module Federation; the
// kernel imports no front end; only the kernel's router module imports react-router (one router for
// host and remotes, tree-shaken: shared-kernel/src/routing/router.ts).
import fs from 'node:fs';
import path from 'node:path';

export const FRONT_ENDS = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'];
export const REMOTES = FRONT_ENDS.filter((p) => p !== 'shell');
const PACKAGES = ['shared-kernel', ...FRONT_ENDS];
const ROUTER_MODULE = 'shared-kernel/src/routing/router.ts';

/** Every module specifier in a TypeScript source: static imports and re-exports, import(), require(). */
export function specifiers(source) {
  const found = [];
  const patterns = [/\b(?:import|export)\s[^'"`;]*?\bfrom\s*['"]([^'"]+)['"]/g, /\bimport\s*['"]([^'"]+)['"]/g, /\b(?:import|require)\s*\(\s*['"]([^'"]+)['"]\s*\)/g];
  for (const pattern of patterns) for (const m of source.matchAll(pattern)) found.push(m[1]);
  return found;
}

/** The package a specifier lands in, for one written in `file` (a path relative to the root). */
function targetPackage(file, specifier) {
  if (specifier.startsWith('.')) {
    const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier));
    return resolved.split('/')[0];
  }
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  return name;
}

/** The rule a single import breaks, or null. `file` is relative to the repository root. */
export function violation(file, specifier) {
  const owner = file.split('/')[0];
  const target = targetPackage(file, specifier);
  if ((target === 'react-router' || target === 'react-router-dom') && file !== ROUTER_MODULE) {
    return `imports ${specifier}: take routing from shared-kernel (${ROUTER_MODULE}) so host and remotes share one router`;
  }
  if (target === owner || !PACKAGES.includes(target)) return null;
  if (target === 'shared-kernel') return null;
  if (owner === 'shared-kernel') return `the kernel imports the front end ${target}`;
  if (owner === 'shell') return `the shell imports the remote ${target} directly instead of through Module Federation`;
  if (target === 'shell') return `the remote ${owner} imports the shell`;
  return `the remote ${owner} imports the remote ${target}`;
}

function sourceFiles(root, dir) {
  const out = [];
  for (const entry of fs.readdirSync(path.join(root, dir), { withFileTypes: true })) {
    const rel = `${dir}/${entry.name}`;
    if (entry.isDirectory()) out.push(...sourceFiles(root, rel));
    else if (/\.(ts|tsx|mjs|js)$/.test(entry.name)) out.push(rel);
  }
  return out;
}

/** Every broken rule in the front-end sources under `root`. */
export function checkImports(root) {
  const files = PACKAGES.flatMap((p) => sourceFiles(root, `${p}/src`)).concat(sourceFiles(root, 'tooling/harness'));
  const problems = [];
  for (const file of files) {
    for (const specifier of specifiers(fs.readFileSync(path.join(root, file), 'utf8'))) {
      const problem = violation(file, specifier);
      if (problem) problems.push(`${file}: ${problem}`);
    }
  }
  return { files: files.length, problems };
}
