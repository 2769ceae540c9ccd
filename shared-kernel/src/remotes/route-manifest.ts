import type { RemoteName } from './contracts';

/**
 * Who may open a route: anyone, a logged-in user, an admin, or a pharmacist (granted by an admin;
 * an admin is not one unless granted). The shell enforces it for the screen; the API for the data.
 */
export type Guard = 'none' | 'login' | 'admin' | 'pharmacist';
export const GUARDS: readonly Guard[] = ['none', 'login', 'admin', 'pharmacist'];

/**
 * Where a route's menu entry goes: `shop` (the header on wide screens, the drawer on narrow ones),
 * `account` (a signed-in shopper's account menu and the drawer), or one of the admin menu's groups.
 * The order of this list is the order of the menus and of the admin groups.
 */
export const MENU_GROUPS = ['shop', 'account', 'Pharmacist', 'Sales', 'Catalogue', 'Operations', 'Team'] as const;
export type MenuGroup = (typeof MENU_GROUPS)[number];
/** The admin menu's groups, in the order they are shown. */
export const ADMIN_MENU_GROUPS = MENU_GROUPS.filter((group) => group !== 'shop' && group !== 'account');

/** Who an admin-menu entry is shown to (the route's guard still decides who may open it); admins by default. */
export type MenuAudience = 'admin' | 'pharmacist' | 'labStaff' | 'pharmacyStaff' | 'rider';

/**
 * A route's entry in the site's menus. The shell assembles its menus from the entries of the
 * manifests it has, sorted by `order` within each group (a manifest's order is not the menu's).
 */
export interface MenuEntry {
  label: string;
  group: MenuGroup;
  order: number;
  only?: MenuAudience;
}

/** One route a remote draws: a path of the site (no leading slash), the page that draws it, its guard. */
export interface RouteEntry<Page extends string = string> {
  path: string;
  page: Page;
  guard?: Guard;
  /** The route's entry in the site's menus, if it has one (a path with parameters cannot). */
  menu?: MenuEntry;
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
  routes: ManifestRoute[];
}

/** A route as the shell keeps it from a manifest. */
export type ManifestRoute = Required<Pick<RouteEntry, 'path' | 'page' | 'guard'>> & Pick<RouteEntry, 'menu' | 'title'>;

/** The manifest's file name, next to the remote's entry. */
export const ROUTE_MANIFEST_FILE = 'routes.json';

/** Where a remote's route manifest is, given the URL of its `remoteEntry.js`. */
export function routeManifestUrl(entryUrl: string, base: string = globalThis.location?.href ?? 'http://localhost/'): string {
  return new URL(ROUTE_MANIFEST_FILE, new URL(entryUrl, base)).toString();
}

const PATH = /^(?!\/)[A-Za-z0-9._~\-/:]+$/;
const PAGE = /^[A-Za-z][A-Za-z0-9]*$/;
const AUDIENCES: readonly MenuAudience[] = ['admin', 'pharmacist', 'labStaff', 'pharmacyStaff', 'rider'];

/** A menu entry as a manifest may hold it, or null when it is malformed (or on a path with parameters). */
function parseMenuEntry(value: unknown, path: string): MenuEntry | null {
  const entry = value as Partial<MenuEntry> | null;
  if (path.includes(':') || typeof entry !== 'object' || entry === null) return null;
  const { label, group, order, only } = entry;
  if (typeof label !== 'string' || !label.trim() || label.length > 40) return null;
  if (!MENU_GROUPS.includes(group as MenuGroup) || typeof order !== 'number' || !Number.isFinite(order)) return null;
  if (only !== undefined && !AUDIENCES.includes(only)) return null;
  return { label, group: group as MenuGroup, order, ...(only ? { only } : {}) };
}

/**
 * Checks a manifest read from the network: the remote it names, and each route's path, page,
 * guard (paths unique) and menu entry. Anything malformed is refused whole, naming the first bad entry.
 */
export function parseRouteManifest(value: unknown, remote: RemoteName): RouteManifest {
  const manifest = value as Partial<RouteManifest> | null;
  const refuse = (what: unknown): never => {
    throw new Error(`The ${remote} route manifest is not valid at ${JSON.stringify(what)}`);
  };
  if (manifest?.remote !== remote || !Array.isArray(manifest.routes)) refuse(manifest?.remote ?? manifest);
  const seen = new Set<string>();
  const routes = manifest!.routes!.map((route): ManifestRoute => {
    const { path, page, guard = 'none', menu, title } = (route ?? {}) as RouteEntry;
    if (!PATH.test(path) || !PAGE.test(page) || !GUARDS.includes(guard) || seen.has(path)) refuse(route);
    if (title !== undefined && (typeof title !== 'string' || title.length > 80)) refuse(route);
    seen.add(path);
    const titled = title ? { title } : {};
    if (menu === undefined) return { path, page, guard, ...titled };
    return { path, page, guard, ...titled, menu: parseMenuEntry(menu, path) ?? refuse(route) };
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
