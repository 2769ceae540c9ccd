// Completes package-lock.json with the optional platform packages (darwin, win32, musl, ...) that a
// registry mirror without them leaves out. `npm ci` refuses a lock that lacks any optional
// dependency, even one that cannot install on this platform; the entries added here carry os/cpu/libc
// so npm skips them where they don't apply. Run after `npm install` changes the lock:
//   node tooling/npm/complete-lock-optionals.mjs
import fs from 'node:fs';

const lockPath = new URL('../../package-lock.json', import.meta.url);
const lock = JSON.parse(fs.readFileSync(lockPath, 'utf8'));
const packages = lock.packages;

const OS = ['darwin', 'win32', 'linux', 'android', 'freebsd', 'openbsd', 'netbsd', 'sunos', 'aix', 'openharmony', 'wasm32', 'wasi'];
const CPU = ['arm64', 'x64', 'ia32', 'arm', 'ppc64', 'riscv64', 's390x', 'loong64', 'mips64el', 'ppc64le', 'wasm32'];

function platformOf(name) {
  const parts = name.split('/').pop().toLowerCase().split(/[-_]/);
  let os = parts.find((part) => OS.includes(part));
  if (parts.includes('win32') || parts.includes('windows') || parts.includes('msvc')) os = 'win32';
  if (parts.includes('wasm32') || parts.includes('wasi')) return { cpu: ['wasm32'] };
  let cpu = parts.find((part) => CPU.includes(part));
  if (parts.includes('arm') && parts.includes('eabi')) cpu = 'arm';
  if (parts.includes('gnueabihf') || parts.includes('musleabihf')) cpu = 'arm';
  const libc = parts.some((part) => part.startsWith('musl'))
    ? ['musl']
    : parts.some((part) => part.startsWith('gnu'))
      ? ['glibc']
      : undefined;
  return { ...(os ? { os: [os] } : {}), ...(cpu ? { cpu: [cpu] } : {}), ...(libc ? { libc } : {}) };
}

/** Where node would find `dep` from the package at `from` (its own node_modules, then upwards). */
function resolves(from, dep) {
  let base = from;
  for (;;) {
    if (packages[`${base ? `${base}/` : ''}node_modules/${dep}`]) return true;
    if (!base) return false;
    const index = base.lastIndexOf('/node_modules/');
    base = index === -1 ? '' : base.slice(0, index);
  }
}

let added = 0;
for (const [location, entry] of Object.entries(packages)) {
  for (const [dep, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolves(location, dep)) continue;
    const version = String(spec).replace(/^[\^~=]/, '');
    if (!/^\d+\.\d+\.\d+/.test(version)) continue;
    packages[`node_modules/${dep}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...platformOf(dep),
    };
    added += 1;
  }
}

const sorted = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === '' ? -1 : b === '' ? 1 : a.localeCompare(b))));
lock.packages = sorted;
fs.writeFileSync(lockPath, `${JSON.stringify(lock, null, 2)}\n`);
console.log(`package-lock.json: added ${added} optional platform entries`);
