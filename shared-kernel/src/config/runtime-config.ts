import type { RemoteName } from '../remotes/contracts';
import { chooseRelease, setChosenReleases, visitorId, type ChosenRelease, type RemoteRelease } from '../releases/remote-release';

/**
 * What the shell learns at start from `/runtime-config.json`: where the API is and where each
 * remote's entry lives. Nothing here is baked into a build.
 */
export interface RuntimeConfig {
  /** Prefix for API calls; '' means the site's own origin (calls are `/api/...`). */
  apiBaseUrl: string;
  /**
   * Remote name -> URL of that remote's remoteEntry.js (absolute or site-relative); its routes.json
   * sits beside it. Once loaded, always a URL: the file may also say `{ stable, canary, percent }`,
   * and loadRuntimeConfig picks this visitor's side (releases/remote-release.ts).
   */
  remotes: Partial<Record<RemoteName, string>>;
  /**
   * Remotes whose route manifest is read only when a path matches no other remote's route, instead
   * of at start: admin, so that a shopper's browser never contacts the admin origin.
   */
  routesOnDemand?: RemoteName[];
  /** Shop phone number shown in the header and the emergency call-to-action. */
  phone?: string;
}

const defaults: RuntimeConfig = { apiBaseUrl: '', remotes: {}, routesOnDemand: [], phone: '+234 800 374 2797' };
let current: RuntimeConfig = { ...defaults };

export function setRuntimeConfig(config: Partial<RuntimeConfig>): void {
  current = { ...defaults, ...config, remotes: { ...(config.remotes ?? {}) } };
}

export function getRuntimeConfig(): RuntimeConfig {
  return current;
}

/**
 * Fetches and applies the runtime configuration; a missing file leaves the defaults. Servers answer
 * it with `Cache-Control: no-cache`, so every load revalidates it; a plain fetch (no cache option)
 * can take over the page's `<link rel="preload">` of it.
 */
export async function loadRuntimeConfig(url = '/runtime-config.json'): Promise<RuntimeConfig> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  const file = (await response.json()) as Partial<Omit<RuntimeConfig, 'remotes'>> & {
    remotes?: Partial<Record<RemoteName, RemoteRelease>>;
  };
  const releases: Partial<Record<RemoteName, ChosenRelease>> = {};
  const visitor = Object.values(file.remotes ?? {}).some((release) => typeof release === 'object') ? visitorId() : '';
  for (const [name, release] of Object.entries(file.remotes ?? {})) {
    if (release) releases[name as RemoteName] = chooseRelease(release, visitor, name);
  }
  setChosenReleases(releases);
  const remotes = Object.fromEntries(Object.entries(releases).map(([name, release]) => [name, release.entry]));
  setRuntimeConfig({ ...file, remotes });
  return current;
}
