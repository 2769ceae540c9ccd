// Builds the shell and the remotes for production when their output is missing or older than their sources.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from './stack';

export const FRONT_END_PACKAGES = ['shell', 'catalog-mfe', 'cart-checkout-mfe', 'account-mfe', 'admin-mfe'];
/** The kernel and the shop's feature packages (their sources are compiled into each front end that uses them). */
export const SHARED_PACKAGES = [
  'shared-kernel',
  'care-kit',
  'prescriptions-kit',
  'delivery-kit',
  'vigilance-kit',
  'legal-kit',
  'batches-kit',
  'medication-safety-kit',
];
const SHARED_SOURCES = [...SHARED_PACKAGES.flatMap((pkg) => [`${pkg}/src`, `${pkg}/package.json`]), 'tooling/webpack', 'tooling/i18n'];

function newestMtime(target: string): number {
  if (!fs.existsSync(target)) return 0;
  const stat = fs.statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = 0;
  for (const entry of fs.readdirSync(target)) {
    if (entry === 'node_modules' || entry === 'dist' || entry === '__tests__') continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

export function staleFrontEnds(): string[] {
  const shared = Math.max(...SHARED_SOURCES.map((p) => newestMtime(path.join(REPO_ROOT, p))));
  return FRONT_END_PACKAGES.filter((pkg) => {
    const built = path.join(REPO_ROOT, pkg, 'dist', pkg === 'shell' ? 'index.html' : 'remoteEntry.js');
    if (!fs.existsSync(built)) return true;
    const sources = Math.max(shared, newestMtime(path.join(REPO_ROOT, pkg, 'src')), newestMtime(path.join(REPO_ROOT, pkg, 'public')));
    return sources > fs.statSync(built).mtimeMs;
  });
}

/** Builds what is stale (or everything with force), one package at a time. */
export function buildFrontEnds({ force = false, log = console.log } = {}): void {
  const packages = force ? FRONT_END_PACKAGES : staleFrontEnds();
  for (const pkg of packages) {
    log(`Building ${pkg} for production...`);
    execFileSync('npm', ['run', 'build', '-w', pkg], { cwd: REPO_ROOT, stdio: 'inherit' });
  }
}
