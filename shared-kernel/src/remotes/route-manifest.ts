import type { RemoteName } from './contracts';

/**
 * Who may open a route: anyone, a logged-in user, an admin, or a pharmacist (granted by an admin;
 * an admin is not one unless granted). The shell enforces it for the screen; the API for the data.
 */
export type Guard = 'none' | 'login' | 'admin' | 'pharmacist';
export const GUARDS: readonly Guard[] = ['none', 'login', 'admin', 'pharmacist'];

/** One route a remote draws: a path of the site (no leading slash), the page that draws it, its guard. */
export interface RouteEntry<Page extends string = string> {
  path: string;
  page: Page;
  guard?: Guard;
  /** The page's title ("Medicines"): the tab says "Medicines | e-pharmacy", in the server's HTML and as the shopper moves between pages. */
  title?: string;
  /**
   * The API reads (paths under /api/, exactly as the page asks for them) the page makes as it
   * opens: the site's server hints them with the first HTML so they download beside the code.
   */
  preload?: readonly string[];
  /**
   * The site's server draws the page's first view with the remote's own components and the
   * `preload` reads (the remote's src/first-views/render.tsx) and sends it with index.html: the
   * first paint without script, pictures included, until the page's code takes over.
   */
  firstView?: boolean;
}

/**
 * What a remote publishes as `routes.json` beside its `remoteEntry.js`: data, no code. Each remote
 * writes its routes in its own `src/routes.ts`; its build turns them into this file
 * (tooling/webpack/route-manifest.mjs), and the shell builds its router from the files of the
 * remotes named in the runtime configuration. Adding a page is a change to one remote only.
 */
export interface RouteManifest {
  remote: RemoteName;
  routes: (Required<Pick<RouteEntry, 'path' | 'page' | 'guard'>> & Pick<RouteEntry, 'title'>)[];
}

/** The manifest's file name, next to the remote's entry. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Where a remote's route manifest is, given the URL of its `remoteEntry.js`. */
export function routeManifestUrl(entryUrl: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(ROUTE_MANIFEST_FILE, new URL(entryUrl, base)).toString();
}

const PATH = /^(?!\/)[A-Za-z0-9._~\-/:]+$/;
const PAGE = /^[A-Za-z][A-Za-z0-9]*$/;

/**
 * Checks a manifest read from the network: the remote it names, and each route's path, page and
 * guard (paths unique). Anything malformed is refused whole, naming the first bad entry.
 */
export function parseRouteManifest(value: unknown, remote: RemoteName): RouteManifest {
  const manifest = value as Partial<RouteManifest> | null;
  const refuse = (what: unknown): never => {
    throw new Error(`The ${remote} route manifest is not valid at ${JSON.stringify(what)}`);
  };
  if (manifest?.remote !== remote || !Array.isArray(manifest.routes)) refuse(manifest?.remote ?? manifest);
  const seen = new Set<string>();
  const routes = manifest!.routes!.map((route) => {
    const { path, page, guard = 'none', title } = (route ?? {}) as RouteEntry;
    if (!PATH.test(path) || !PAGE.test(page) || !GUARDS.includes(guard) || seen.has(path)) refuse(route);
    if (title !== undefined && (typeof title !== 'string' || title.length > 80)) refuse(route);
    seen.add(path);
    return { path, page, guard, ...(title ? { title } : {}) };
  });
  return { remote, routes };
}

/**
 * Fetches and checks one remote's route manifest; revalidated on every load like the remote's entry
 * (servers answer it with `Cache-Control: no-cache`), and able to take over a preload of it.
 */
export async function fetchRouteManifest(remote: RemoteName, entryUrl: string): Promise<RouteManifest> {
  const url = routeManifestUrl(entryUrl);
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load ${url}: HTTP ${response.status}`);
  return parseRouteManifest(await response.json(), remote);
}
