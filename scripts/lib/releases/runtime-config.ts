// The runtime configuration with each released remote pointed at its version in the store.
import fs from 'node:fs';
import path from 'node:path';
import { configEntry, readState } from './store';

/** Runtime-configuration key -> the remote's package (and store) folder. */
export const RELEASED_REMOTES = {
  catalog: 'catalog-mfe',
  cartCheckout: 'cart-checkout-mfe',
  account: 'account-mfe',
  admin: 'admin-mfe',
} as const;

export type RemoteConfigValue = string | { stable: string; canary: string; percent: number };

/**
 * `base` with every remote that has releases in the store pointed at them: a remote whose base URL
 * is `<origin>/remotes/catalog-mfe/remoteEntry.js` runs `<origin>/remotes/catalog-mfe/<version>/remoteEntry.js`.
 * Remotes with no release keep their base URL (served in place).
 */
export function releasedRuntimeConfig<T extends { remotes: Record<string, RemoteConfigValue> }>(base: T, store: string): T {
  const state = readState(store);
  const remotes: Record<string, RemoteConfigValue> = { ...base.remotes };
  for (const [key, folder] of Object.entries(RELEASED_REMOTES)) {
    const current = remotes[key];
    if (typeof current !== 'string') continue;
    const entry = configEntry(state, folder, current.replace(/\/remoteEntry\.js(\?.*)?$/, ''));
    if (entry) remotes[key] = entry;
  }
  return { ...base, remotes };
}

/** Writes `<store>/runtime-config.json` (what nginx serves in production) from a base configuration file. */
export function writeRuntimeConfig(store: string, baseFile: string): string {
  const base = JSON.parse(fs.readFileSync(baseFile, 'utf8')) as { remotes: Record<string, RemoteConfigValue> };
  const target = path.join(store, 'runtime-config.json');
  fs.mkdirSync(store, { recursive: true });
  fs.writeFileSync(`${target}.tmp`, `${JSON.stringify(releasedRuntimeConfig(base, store), null, 2)}\n`);
  fs.renameSync(`${target}.tmp`, target);
  return target;
}
