// The preload hints the site's server writes into the shell's index.html for an app route, so the
// browser fetches what the route needs beside the shell instead of one step after another
// (index.html -> shell -> runtime-config.json -> routes.json -> remoteEntry.js -> page -> data):
// the runtime configuration, every remote's route manifest the shell reads at start, and for the
// remote whose route it is, its entry, the page's chunks and the API reads the page declares
// (`preload` in the remote's src/routes.ts). All of it comes from the remotes' live routes.json,
// so a remote redeployed alone is hinted with its new files on the next load.
import fs from 'node:fs';
import path from 'node:path';

type ManifestRoute = { path: string; page: string; guard: string; preload?: string[]; firstView?: string };
type Manifest = { routes: ManifestRoute[]; assets?: Record<string, string[]> };

const cache = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();

/** A remote's routes.json from its build folder, re-read when the file changes; null when missing or unreadable. */
function readManifest(file: string): Manifest | null {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  if (!stat) return null;
  const cached = cache.get(file);
  if (cached && cached.mtimeMs === stat.mtimeMs) return cached.manifest;
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest;
  } catch {
    manifest = null;
  }
  cache.set(file, { mtimeMs: stat.mtimeMs, manifest });
  return manifest;
}

/** The route a path opens, with its parameters: the one with the most fixed segments wins, as in the router. */
export function matchRoute(routes: ManifestRoute[], urlPath: string): { route: ManifestRoute; params: Record<string, string> } | null {
  const parts = urlPath.replace(/^\/+|\/+$/g, '').split('/');
  let best: { route: ManifestRoute; params: Record<string, string>; fixed: number } | null = null;
  for (const route of routes) {
    const pattern = route.path.split('/');
    if (pattern.length !== parts.length) continue;
    const params: Record<string, string> = {};
    let fixed = 0;
    const matches = pattern.every((segment, i) => {
      if (segment.startsWith(':')) {
        params[segment.slice(1)] = parts[i];
        return parts[i] !== '';
      }
      fixed++;
      return segment === parts[i];
    });
    if (matches && (!best || fixed > best.fixed)) best = { route, params, fixed };
  }
  return best && { route: best.route, params: best.params };
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * What to write into index.html for this path: `<link rel="preload">` elements, and the page's first
 * view (static HTML from the remote, with its stylesheets linked) when it has one. `remotes` maps
 * each remote the shell loads at start to the URL of its remoteEntry.js and, when this server has
 * its build, the folder of it.
 */
export function firstLoad(
  urlPath: string,
  remotes: { entryUrl: string; buildDir: string | null }[],
  apiBaseUrl: string,
): { links: string[]; firstView: string | null } {
  const links = ['<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>'];
  let firstView: string | null = null;
  for (const { entryUrl, buildDir } of remotes) {
    const base = entryUrl.replace(/remoteEntry\.js(\?.*)?$/, '');
    links.push(`<link rel="preload" href="${escapeAttribute(`${base}routes.json`)}" as="fetch" crossorigin>`);
    const manifest = buildDir ? readManifest(path.join(buildDir, 'routes.json')) : null;
    const match = manifest ? matchRoute(manifest.routes, urlPath) : null;
    // A guarded page (login, admin) is not hinted: its data is not for everyone, and a visitor without rights is sent elsewhere.
    if (!manifest || !match || match.route.guard !== 'none') continue;
    const viewFile = match.route.firstView && buildDir ? path.join(buildDir, match.route.firstView) : null;
    firstView = viewFile && fs.existsSync(viewFile) ? fs.readFileSync(viewFile, 'utf8') : null;
    links.push(`<link rel="preload" href="${escapeAttribute(entryUrl)}" as="script">`);
    for (const file of manifest.assets?.[match.route.page] ?? []) {
      const href = escapeAttribute(`${base}${file}`);
      if (file.endsWith('.css')) {
        // With a first view the page's stylesheet draws it, so it is linked; otherwise only fetched early.
        links.push(firstView ? `<link rel="stylesheet" href="${href}">` : `<link rel="preload" href="${href}" as="style">`);
      } else links.push(`<link rel="preload" href="${href}" as="script">`);
    }
    for (const read of match.route.preload ?? []) {
      const url = read.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? ''));
      links.push(`<link rel="preload" href="${escapeAttribute(`${apiBaseUrl}${url}`)}" as="fetch" crossorigin>`);
    }
  }
  return { links, firstView };
}

/**
 * index.html with the route's hints in its head and, when the page has a first view, that view
 * shown in the first-paint frame (the shell's static header around it) while the app's root
 * stays hidden until the page's code has drawn it.
 */
export function writeFirstLoad(indexHtml: string, load: { links: string[]; firstView: string | null }, urlPath = ''): string {
  let html = indexHtml.replace('</title>', `</title>\n    ${load.links.join('\n    ')}`);
  if (load.firstView) {
    html = html
      // The built index.html is minified (attribute quotes may go), so the markers are matched loosely.
      .replace(/<div id="?first-paint"? hidden inert>/, '<div id="first-paint" inert><style>#root{display:none}</style>')
      .replace(/<template data-first-view(="")?><\/template>/, () => load.firstView!)
      // The main menu marks the page it is on, as the app's header will.
      .replace(
        new RegExp(`<li><a href="?${urlPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"?>`),
        () => `<li><a aria-current="page" class="active" href="${escapeAttribute(urlPath)}">`,
      );
  }
  return html;
}
