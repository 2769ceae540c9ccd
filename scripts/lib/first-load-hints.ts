// The preload hints the site's server writes into the shell's index.html for an app route, so the
// browser fetches what the route needs beside the shell instead of one step after another
// (index.html -> shell -> runtime-config.json -> routes.json -> remoteEntry.js -> page -> data):
// the runtime configuration, every remote's route manifest the shell reads at start, and for the
// remote whose route it is, its entry, the page's chunks and the API reads the page declares
// (`preload` in the remote's src/routes.ts). All of it comes from the remotes' live routes.json,
// so a remote redeployed alone is hinted with its new files on the next load.
//
// A route with a first view is also drawn here: the remote's renderer (first-views/render.mjs, built
// from its src/first-views/render.tsx) draws the page with its own components and the route's
// preload reads, asked of the API now, and the HTML goes out in the shell's first-paint frame. Such a
// page asks for its scripts only once the view is painted (AFTER_FIRST_PAINT_LOADER): before, they
// took the phone's bandwidth from the view's stylesheet and pictures.
import { createHash } from 'node:crypto';
import type { PageHead } from './page-head';
import type { ManifestRoute, Read, RemoteFiles } from './remote-files';

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
/** A hint to fetch a script now, to be run when the app asks for it. */
const scriptHint = (href: string) => `<link rel="preload" href="${escapeAttribute(href)}" as="script">`;

/**
 * How long the first view waits for the API; slower, the page is sent without it and draws itself.
 * FIRST_VIEW_READ_TIMEOUT_MS (read at each page) sets it longer for the journeys, which assert the
 * first view itself on a machine busy with other tests.
 */
const readTimeoutMs = () => Number(process.env.FIRST_VIEW_READ_TIMEOUT_MS) || 400;
/** Public catalogue reads are shared by every visitor for this long (and while one is under way). */
const READ_TTL_MS = 2000;
const readCache = new Map<string, { at: number; read: Promise<Read | undefined> }>();

/**
 * One public API read for a first view (`path` with its query), asked of the first API server that
 * answers: JSON and its status, or undefined when none answered in time.
 */
function apiRead(apiUrls: string[], readPath: string, clientIp: string): Promise<Read | undefined> {
  const now = Date.now();
  const cached = readCache.get(readPath);
  if (cached && now - cached.at < READ_TTL_MS) return cached.read;
  const signal = AbortSignal.timeout(readTimeoutMs());
  const ask = async (): Promise<Read | undefined> => {
    for (const apiUrl of apiUrls) {
      try {
        const response = await fetch(new URL(readPath, apiUrl), {
          // The visitor's address, as a proxy forwards it, so the API's per-address limits count the visitor.
          headers: { Accept: 'application/json', 'X-Forwarded-For': clientIp, 'X-Forwarded-Proto': 'http' },
          signal,
        });
        return { status: response.status, body: response.ok ? await response.json() : null };
      } catch {
        // Out of time: no other server is asked. Refused or reset: the next one is.
        if (signal.aborted) return undefined;
      }
    }
    return undefined;
  };
  const read = ask();
  readCache.set(readPath, { at: now, read });
  if (readCache.size > 500) for (const [key, entry] of readCache) if (now - entry.at >= READ_TTL_MS) readCache.delete(key);
  return read.then((answer) => {
    if (!answer || answer.status >= 500) readCache.delete(readPath);
    return answer;
  });
}

export interface FirstLoadRequest {
  /** The path asked for, decoded, and its query ("" or "?page=2"). */
  path: string;
  search: string;
  /** Each remote the shell loads at start: the URL of its remoteEntry.js (as the browser is given it) and, when this server can read them, its files. */
  remotes: { entryUrl: string; files: RemoteFiles | null }[];
  /** The remotes read only on demand (admin): never hinted, their routes only tell that a path is a page. */
  onDemand?: { files: RemoteFiles | null }[];
  /** Where the browser reaches the API ("" for this origin), and where this server does (the first that answers). */
  apiBaseUrl: string;
  apiUrls: string[];
  clientIp: string;
  /** The shell's scripts named in its start-chunks.json (see shellScripts). */
  shell?: ShellScripts;
}

/** The shell's scripts, as addresses: those it loads at start after main.js, and its API client (loaded with the first call). */
export interface ShellScripts {
  startup: string[];
  apiClient: string[];
}

/** The shell's start-chunks.json (tooling/webpack/startup-preload.mjs) as addresses; none when it can't be read. */
export function shellScripts(startChunksJson: string | null): ShellScripts {
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(startChunksJson ?? '') as Record<string, unknown>;
  } catch {
    // An older shell without the file, or none read: nothing is hinted of it.
  }
  const files = (list: unknown) =>
    Array.isArray(list)
      ? list.filter((file): file is string => typeof file === 'string' && /^[\w.-]+\.js$/.test(file)).map((file) => `/${file}`)
      : [];
  return { startup: files(parsed.startup), apiClient: files(parsed.apiClient) };
}

/**
 * What to write into index.html for this path: `<link rel="preload">` elements, and the page's first
 * view (drawn by the remote's renderer with the route's reads, its stylesheets linked) when it has one.
 */
export async function firstLoad({
  path: urlPath,
  search,
  remotes,
  apiBaseUrl,
  apiUrls,
  clientIp,
  shell = { startup: [], apiClient: [] },
  onDemand = [],
}: FirstLoadRequest): Promise<FirstLoad> {
  const links = ['<link rel="preload" href="/runtime-config.json" as="fetch" crossorigin>'];
  let firstView: string | null = null;
  let handoff: FirstViewData | null = null;
  let head: PageHead = {};
  // Every remote's manifest at once: over HTTP each is a round trip (an unchanged one, a 304).
  const manifests = await Promise.all(remotes.map(({ files }) => files?.manifest() ?? null));
  // The on-demand remotes' manifests (admin's, maybe on another origin) are read only for a path no other remote has.
  let page = pageKind(urlPath, manifests);
  if (page !== 'page' && onDemand.length) {
    page = pageKind(urlPath, [...manifests, ...(await Promise.all(onDemand.map(({ files }) => files?.manifest() ?? null)))]);
  }
  for (const [index, { entryUrl, files }] of remotes.entries()) {
    const base = entryUrl.replace(/remoteEntry\.js(\?.*)?$/, '');
    links.push(`<link rel="preload" href="${escapeAttribute(`${base}routes.json`)}" as="fetch" crossorigin>`);
    const manifest = manifests[index];
    const match = manifest ? matchRoute(manifest.routes, urlPath) : null;
    // A shopper's own page (guard 'login': cart, checkout, orders, profile) gets its code hinted, the
    // code every shopper loads, but never its data, which is the shopper's own and asked with their
    // token. Admin and pharmacist pages get nothing: a shopper never downloads their code.
    if (match?.route.title) head = { title: match.route.title };
    if (!manifest || !match || (match.route.guard !== 'none' && match.route.guard !== 'login')) continue;
    const signedIn = match.route.guard === 'login';
    const readUrls = (signedIn ? [] : (match.route.preload ?? [])).map((read) => ({
      pattern: read,
      url: read.replace(/:([A-Za-z]+)/g, (_, name: string) => encodeURIComponent(match.params[name] ?? '')),
    }));
    if (match.route.firstView && files && !signedIn) {
      const [render, answers] = await Promise.all([
        files.renderer(match.route.firstView),
        Promise.all(readUrls.map(({ url }) => apiRead(apiUrls, url, clientIp))),
      ]);
      const reads = Object.fromEntries(readUrls.map(({ pattern }, i) => [pattern, answers[i]]));
      try {
        const drawn = render?.({ page: match.route.page, url: `${urlPath}${search}`, params: match.params, reads }) ?? null;
        firstView = typeof drawn === 'string' || drawn === null ? drawn : drawn.html;
        if (drawn && typeof drawn === 'object' && drawn.head) head = { ...head, ...drawn.head };
        // A view the page's code hydrates goes with the reads it was drawn with: the page starts
        // with them instead of asking the API again, so its first render is this one.
        if (drawn && typeof drawn === 'object' && drawn.hydration) {
          const answered = Object.entries(reads).filter((entry): entry is [string, Read] => entry[1]?.status === 200);
          handoff = {
            page: match.route.page,
            url: `${urlPath}${search}`,
            locale: drawn.hydration.locale,
            readAt: new Date().toISOString(),
            reads: Object.fromEntries(answered),
            addresses: Object.fromEntries(readUrls.map(({ pattern, url }) => [pattern, `${apiBaseUrl}${url}`])),
          };
        }
      } catch (error) {
        console.error(`The first view of ${urlPath} could not be drawn:`, error);
      }
    }
    links.push(scriptHint(entryUrl));
    for (const file of manifest.assets?.[match.route.page] ?? []) {
      if (file.endsWith('.css')) {
        const href = escapeAttribute(`${base}${file}`);
        // With a first view the page's stylesheet draws it, so it is linked; otherwise only fetched early.
        links.push(firstView ? `<link rel="stylesheet" href="${href}">` : `<link rel="preload" href="${href}" as="style">`);
      } else links.push(scriptHint(`${base}${file}`));
    }
    // A hydrated view's reads are in the page already: not fetched again.
    if (!handoff)
      for (const { url } of readUrls)
        links.push(`<link rel="preload" href="${escapeAttribute(`${apiBaseUrl}${url}`)}" as="fetch" crossorigin>`);
    if (signedIn) links.push(...shell.apiClient.map(scriptHint));
  }
  // The shell's start-up scripts are fetched beside main.js, ahead of the route's own files: at once
  // without a first view (the page waits for the app), after the view's paint with one (writeFirstLoad).
  links.splice(1, 0, ...shell.startup.map(scriptHint));
  if (page === 'unknown') head = { title: 'Page not found' };
  return { links, firstView, handoff, head, page, shopMenu: shopMenu(manifests) };
}

/** What index.html carries for a first view the page's code hydrates (shared-kernel's FirstViewData). */
export interface FirstViewData {
  page: string;
  url: string;
  locale: string;
  /** When the reads were made (ISO). */
  readAt: string;
  reads: Record<string, Read>;
  /** Where the browser reads each (to keep them on the device for offline use). */
  addresses: Record<string, string>;
}

/**
 * JSON safe inside a <script> element: `<`, `>` and `&` as \u escapes (so no `</script>` or `<!--`
 * in the data can end or bend the element), and the two line separators JavaScript once refused.
 */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** What the server writes for a path, and whether the path is a page of the site. */
export interface FirstLoad {
  links: string[];
  firstView: string | null;
  /** The data of a first view the page's code hydrates; null when it is replaced. */
  handoff?: FirstViewData | null;
  head: PageHead;
  /**
   * 'page': a route of a remote (or the shell's own "/"); 'unknown': every remote's manifest was read
   * and none has it (the server answers 404, the shell draws its not-found page); 'unsure': a manifest
   * could not be read, so the path may be a page (answered 200, the shell decides).
   */
  page: 'page' | 'unknown' | 'unsure';
  /** The shop's menu from the manifests, for the static header around a first view. */
  shopMenu: ShopLink[];
}

/** Whether a path is one of the site's pages, from every remote's manifest (null: one could not be read). */
function pageKind(urlPath: string, manifests: ({ routes: ManifestRoute[] } | null)[]): FirstLoad['page'] {
  if (urlPath === '/' || urlPath === '') return 'page';
  if (manifests.some((manifest) => manifest && matchRoute(manifest.routes, urlPath))) return 'page';
  return manifests.every(Boolean) ? 'unknown' : 'unsure';
}

export type ShopLink = { to: string; label: string };

/** The shop's menu as the shell builds it (shell/src/app/menu.ts): the `shop` entries by their order. */
export function shopMenu(manifests: ({ routes: ManifestRoute[] } | null)[]): ShopLink[] {
  return manifests
    .flatMap((manifest) => manifest?.routes ?? [])
    .filter((route) => route.menu?.group === 'shop')
    .map((route) => ({ ...route.menu!, to: `/${route.path}` }))
    .sort((a, b) => a.order - b.order || a.label.localeCompare(b.label))
    .map(({ to, label }) => ({ to, label }));
}

const escapeText = (value: string) => value.replace(/&/g, '&amp;').replace(/</g, '&lt;');

/**
 * The one script written into a page with a first view. Its scripts and hints wait in
 * <template id="after-first-paint"> (inert: nothing in it is fetched) and go into the head once the
 * browser has painted the view (its first contentful paint, as the browser reports it) and the
 * view's largest picture (fetchpriority high) has come, in the task after the next frame; at once in
 * a hidden tab, which paints nothing; after 3 s at the latest. One element a task: starting a fetch
 * costs the main thread a few milliseconds on a slow phone, and seventeen in one task were a long
 * one. Until the shell's code listens, it keeps what the service worker says (a new release, found
 * while the page loads), for the shell to read (shell/src/features/offline/release-watch.ts).
 * Fixed text: the Content-Security-Policy allows it by its hash (AFTER_FIRST_PAINT_LOADER_HASH), and
 * no other inline script.
 */
export const AFTER_FIRST_PAINT_LOADER = [
  '(function(){',
  'var w=navigator.serviceWorker,heard=window.epWorkerMessages=[];',
  "if(w)w.addEventListener('message',function(e){heard.push(e.data)});",
  'var started=false;',
  'function start(){if(started)return;started=true;',
  "var t=document.getElementById('after-first-paint');if(!t)return;",
  'var nodes=[].slice.call(document.importNode(t.content,true).childNodes),turn=new MessageChannel();',
  'turn.port1.onmessage=add;add();',
  'function add(){var n=nodes.shift();if(n){document.head.appendChild(n);turn.port2.postMessage(0)}}}',
  'function later(){requestAnimationFrame(function(){setTimeout(start,0)})}',
  "var waiting=[].filter.call(document.querySelectorAll('#first-paint img[fetchpriority=high]'),function(i){return!i.complete});",
  'var painted=false;',
  'function next(){if(painted&&!waiting.length)later()}',
  "waiting.forEach(function(i){function done(){waiting.splice(waiting.indexOf(i),1);next()}i.addEventListener('load',done);i.addEventListener('error',done)});",
  "if(document.visibilityState==='hidden')return start();",
  "document.addEventListener('visibilitychange',start);",
  'setTimeout(start,3000);',
  "try{var seen=new PerformanceObserver(function(list){if(list.getEntriesByName('first-contentful-paint').length){seen.disconnect();painted=true;next()}});",
  "seen.observe({type:'paint',buffered:true})}catch(e){painted=true;next()}",
  '})()',
].join('');

/** The loader's source for the Content-Security-Policy's script-src. */
export const AFTER_FIRST_PAINT_LOADER_HASH = `'sha256-${createHash('sha256').update(AFTER_FIRST_PAINT_LOADER).digest('base64')}'`;

/** The shell's start-up script in its index.html (the build may drop the quotes and defer's value). */
const SHELL_SCRIPT = /<script defer(?:="defer")? src="?([^"\s>]+)"?><\/script>/;

/**
 * index.html with the route's hints in its head and, when the page has a first view, that view
 * shown in the first-paint frame (the shell's static header around it) while the app's root
 * stays hidden until the page's code has drawn it.
 */
export function writeFirstLoad(
  indexHtml: string,
  load: { links: string[]; firstView: string | null; handoff?: FirstViewData | null; shopMenu?: ShopLink[] },
  urlPath = '',
): string {
  let view = load.firstView;
  // React draws a preload for each eager picture in front of the view; the page's largest one
  // (fetchpriority high) goes first in the head, before the scripts, so it is fetched first. The
  // others go: their pictures are in the view itself.
  const leading = view ? (/^(?:<link rel="preload" as="image"[^>]*\/>)+/.exec(view)?.[0] ?? '') : '';
  const urgent = [...leading.matchAll(/<link rel="preload" as="image"[^>]*\/>/g)]
    .map((m) => m[0])
    .filter((l) => /fetchPriority="high"/i.test(l));
  if (view && leading) view = view.slice(leading.length);
  // The page's stylesheets come after the shell's, as they do when the page's code loads them, so the
  // page's rules win over the shell's where both style an element, in the first view as in the page.
  const stylesheets = load.links.filter((link) => link.startsWith('<link rel="stylesheet"'));
  const hints = [...urgent, ...load.links.filter((link) => !stylesheets.includes(link))];
  // Replaced through functions: addresses from the manifests and the API may hold `$&` and the like.
  // With a first view, the scripts and the hints for them come once the view is painted; the
  // largest picture and the stylesheets, which draw the view, stay in the head.
  const inHead = view ? urgent : hints;
  const later = view ? hints.filter((hint) => !urgent.includes(hint)) : [];
  let html = indexHtml.replace('</title>', () => `</title>\n    ${inHead.join('\n    ')}`);
  if (view) {
    const shellScript = SHELL_SCRIPT.exec(html);
    if (shellScript) html = html.replace(shellScript[0], '');
    const waiting = [...later, ...(shellScript ? [`<script src="${escapeAttribute(shellScript[1])}"></script>`] : [])];
    html = html.replace(
      '</body>',
      () => `<template id="after-first-paint">${waiting.join('')}</template><script>${AFTER_FIRST_PAINT_LOADER}</script></body>`,
    );
  }
  if (stylesheets.length) html = html.replace('</head>', () => `${stylesheets.join('')}</head>`);
  if (view && load.shopMenu?.length) {
    // The static header's menu is the one the app will draw, from the same manifests: nothing moves when it takes over.
    const items = load.shopMenu.map(({ to, label }) => `<li><a href="${escapeAttribute(to)}">${escapeText(label)}</a></li>`).join('');
    html = html.replace(/(<ul class="?shell-nav__list"?>)[\s\S]*?(<\/ul>)/, (_, open: string, close: string) => `${open}${items}${close}`);
  }
  if (view) {
    html = html
      // The built index.html is minified (attribute quotes may go), so the markers are matched loosely.
      .replace(/<div id="?first-paint"? hidden inert>/, '<div id="first-paint" inert><style>#root{display:none}</style>')
      .replace(/<template data-first-view(="")?><\/template>/, () => view!)
      // The main menu marks the page it is on, as the app's header will.
      .replace(
        new RegExp(`<li><a href="?${urlPath.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&')}"?>`),
        () => `<li><a aria-current="page" class="active" href="${escapeAttribute(urlPath)}">`,
      );
    // The page's code hydrates the view with this data (shell/src/remotes/first-view-handoff.tsx).
    if (load.handoff)
      html = html.replace(
        /<div id="?root"?>/,
        (root) => `<script type="application/json" id="first-view-data">${scriptJson(load.handoff)}</script>${root}`,
      );
  }
  return html;
}
