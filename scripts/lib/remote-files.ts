// Where a server that writes first loads (scripts/lib/first-load-hints.ts) reads a remote's files:
// its route manifest (routes.json) and its first-view renderer (first-views/render.mjs). The
// `npm start` server reads them from each remote's build folder; the production page server
// (scripts/lib/page-server.ts) over HTTP from wherever the remote is deployed. Both read them again
// when they change, so a remote redeployed alone is hinted and drawn with its new files on the next load.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { PageHead } from './page-head';

export type ManifestRoute = {
  path: string;
  page: string;
  guard: string;
  title?: string;
  preload?: string[];
  firstView?: string;
  menu?: { label: string; group: string; order: number };
};
export type Manifest = { routes: ManifestRoute[]; assets?: Record<string, string[]> };
export type Read = { status: number; body: unknown };
export type Renderer = (request: {
  page: string;
  url: string;
  params: Record<string, string>;
  reads: Record<string, Read | undefined>;
}) => string | { html: string; head?: PageHead; hydration?: { locale: string } | null } | null;

export interface RemoteFiles {
  /** The remote's routes.json; null when it is missing or unreadable. */
  manifest(): Promise<Manifest | null>;
  /** The renderer at this file of the remote's build (as routes.json names it); null when missing or broken. */
  renderer(file: string): Promise<Renderer | null>;
}

const parseManifest = (text: string | null): Manifest | null => {
  if (text === null) return null;
  try {
    const manifest = JSON.parse(text) as Manifest;
    return Array.isArray(manifest?.routes) ? manifest : null;
  } catch {
    return null;
  }
};

const loadRenderer = (url: string, label: string): Promise<Renderer | null> =>
  import(url).then(
    (module: {
      renderFirstView?: (request: Parameters<Renderer>[0]) => string | null;
      firstViewHead?: (request: Parameters<Renderer>[0]) => PageHead | null;
      firstViewHydration?: (request: Parameters<Renderer>[0]) => { locale: string } | null;
    }) => {
      const { renderFirstView: render, firstViewHead: headOf, firstViewHydration: hydrationOf } = module;
      if (typeof render !== 'function') return null;
      // A renderer may also say what the page is about (its title, picture) for the head, and
      // whether the page's code hydrates the view (then its data goes with it).
      if (typeof headOf !== 'function' && typeof hydrationOf !== 'function') return render;
      return (request) => {
        const html = render(request);
        if (html === null) return null;
        const head = headOf?.(request) ?? undefined;
        const hydration = hydrationOf?.(request) ?? null;
        return { html, head, hydration };
      };
    },
    (error: unknown) => {
      console.error(`Could not load the first-view renderer ${label}:`, error);
      return null;
    },
  );

const folderManifests = new Map<string, { mtimeMs: number; manifest: Manifest | null }>();
const folderRenderers = new Map<string, { mtimeMs: number; render: Promise<Renderer | null> }>();

/** A remote's files in its build folder, read again when a file's modification time changes. */
/** A file's text, or null when it can't be read (not there, or not yet written). */
export function readTextIfThere(file: string): string | null {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch {
    return null;
  }
}

export function folderFiles(dir: string): RemoteFiles {
  return {
    async manifest() {
      const file = path.join(dir, 'routes.json');
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) return null;
      const cached = folderManifests.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs) return cached.manifest;
      const manifest = parseManifest(readTextIfThere(file));
      folderManifests.set(file, { mtimeMs: stat.mtimeMs, manifest });
      return manifest;
    },
    renderer(name) {
      const file = path.join(dir, name);
      if (!file.startsWith(dir + path.sep)) return Promise.resolve(null);
      const stat = fs.statSync(file, { throwIfNoEntry: false });
      if (!stat) return Promise.resolve(null);
      const cached = folderRenderers.get(file);
      if (cached && cached.mtimeMs === stat.mtimeMs) return cached.render;
      const render = loadRenderer(`${pathToFileURL(file).href}?v=${stat.mtimeMs}`, file);
      folderRenderers.set(file, { mtimeMs: stat.mtimeMs, render });
      return render;
    },
  };
}

/** How long a file may take to come; slower, the page goes out without what it would have given. */
const HTTP_TIMEOUT_MS = 1000;
const texts = new Map<string, { etag: string; text: string }>();

/**
 * A text file over HTTP, asked again on every call but with its last ETag, so an unchanged file
 * costs a 304; null when it is missing, failed or took too long.
 */
export async function fetchText(url: string): Promise<string | null> {
  const cached = texts.get(url);
  try {
    const response = await fetch(url, {
      headers: cached ? { 'If-None-Match': cached.etag } : {},
      signal: AbortSignal.timeout(HTTP_TIMEOUT_MS),
    });
    if (response.status === 304 && cached) return cached.text;
    if (!response.ok) {
      await response.body?.cancel();
      return null;
    }
    const text = await response.text();
    const etag = response.headers.get('etag');
    if (etag) texts.set(url, { etag, text });
    else texts.delete(url);
    return text;
  } catch {
    return null;
  }
}

/** Renderers fetched over HTTP, by the hash of their text: each version is written out and imported once. */
const httpRenderers = new Map<string, Promise<Renderer | null>>();
/** Where they are written: this process's own folder, for its owner to remove when it stops. */
export const RENDERER_DIR = path.join(os.tmpdir(), `epharmacy-first-views-${process.pid}`);

/** A remote's files at the base URL it is deployed at (the folder of its remoteEntry.js, ending in /). */
export function httpFiles(baseUrl: string): RemoteFiles {
  return {
    async manifest() {
      return parseManifest(await fetchText(new URL('routes.json', baseUrl).toString()));
    },
    async renderer(name) {
      const url = new URL(name, baseUrl);
      if (!url.toString().startsWith(baseUrl)) return null;
      const text = await fetchText(url.toString());
      if (text === null) return null;
      const hash = crypto.createHash('sha256').update(text).digest('hex').slice(0, 32);
      let render = httpRenderers.get(hash);
      if (!render) {
        fs.mkdirSync(RENDERER_DIR, { recursive: true });
        const file = path.join(RENDERER_DIR, `${hash}.mjs`);
        fs.writeFileSync(file, text);
        render = loadRenderer(pathToFileURL(file).href, url.toString());
        httpRenderers.set(hash, render);
      }
      return render;
    },
  };
}
