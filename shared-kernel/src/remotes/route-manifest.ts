import type { RemoteName } from './contracts';

/** Who may open a route: anyone, a logged-in user, or an admin. The shell enforces it. */
export type Guard = 'none' | 'login' | 'admin';
export const GUARDS: readonly Guard[] = ['none', 'login', 'admin'];

/** One route a remote draws: a path of the site (no leading slash), the page that draws it, its guard. */
export interface RouteEntry<Page extends string = string> {
  path: string;
  page: Page;
  guard?: Guard;
}

/**
 * What a remote publishes as `routes.json` beside its `remoteEntry.js`: data, no code. Each remote
 * writes its routes in its own `src/routes.ts`; its build turns them into this file
 * (tooling/webpack/route-manifest.mjs), and the shell builds its router from the files of the
 * remotes named in the runtime configuration. Adding a page is a change to one remote only.
 */
export interface RouteManifest {
  remote: RemoteName;
  routes: Required<RouteEntry>[];
}

/** The manifest's file name, next to the remote's entry. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Where a remote's route manifest is, given the URL of its `remoteEntry.js`. */
export function routeManifestUrl(entryUrl: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(ROUTE_MANIFEST_FILE, new URL(entryUrl, base)).toString();
}

const PATH = /^(?!\/)[A-Za-z0-9._~\-/:]+$/;
const PAGE = /^[A-Za-z][A-Za-z0-9]*$/;

/** Checks a manifest read from the network; anything malformed is refused with a message that names the problem. */
export function parseRouteManifest(value: unknown, remote: RemoteName): RouteManifest {
  const fail = (why: string): never => {
    throw new Error(`The ${remote} route manifest is not valid: ${why}`);
  };
  if (typeof value !== 'object' || value === null) fail('it is not an object');
  const { remote: named, routes } = value as { remote?: unknown; routes?: unknown };
  if (named !== remote) fail(`it names the remote ${JSON.stringify(named)}`);
  if (!Array.isArray(routes)) fail('it has no list of routes');
  const seen = new Set<string>();
  const checked = (routes as unknown[]).map((route, index) => {
    const { path, page, guard = 'none' } = (route ?? {}) as { path?: unknown; page?: unknown; guard?: unknown };
    if (typeof path !== 'string' || !PATH.test(path)) fail(`route ${index} has the path ${JSON.stringify(path)}`);
    if (typeof page !== 'string' || !PAGE.test(page)) fail(`route ${index} has the page ${JSON.stringify(page)}`);
    if (!GUARDS.includes(guard as Guard)) fail(`route ${index} has the guard ${JSON.stringify(guard)}`);
    if (seen.has(path as string)) fail(`the path ${path as string} is listed twice`);
    seen.add(path as string);
    return { path: path as string, page: page as string, guard: guard as Guard };
  });
  return { remote, routes: checked };
}

/** Fetches and checks one remote's route manifest; revalidated on every load, like the remote's entry. */
export async function fetchRouteManifest(remote: RemoteName, entryUrl: string): Promise<RouteManifest> {
  const url = routeManifestUrl(entryUrl);
  const response = await fetch(url, { cache: 'no-cache' });
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return parseRouteManifest(await response.json(), remote);
}
