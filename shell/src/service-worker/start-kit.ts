// What the installed shop's start page needs to draw with no connection, kept by the service worker
// at install, before the page was ever opened: the page itself, the runtime configuration, each
// remote's route manifest, and for the remote that draws the start page its entry, the files its
// route manifest lists for that page (routes.json's `assets`) and the public API reads it makes first
// (the route's `preload`). Nothing is hard-coded: every name comes from the files the build publishes.
// The shared modules (React, the kernel) the page takes from the shell are the shell's own files,
// already in the precache. Nothing is fetched with a login, and only what the worker's rules would
// keep anyway is kept (./routes.ts): a read sent with credentials or a personal one never is.
import { CACHED_AT_HEADER, START_CACHE } from './cache-names';
import { kindOf } from './routes';

/** At most this many files are kept for the start page (the remotes' cache keeps 400 in all). */
export const START_KIT_LIMIT = 60;

/** The start cache of one release of the shell: a new release keeps its own and drops the old one. */
export function startCacheName(release: string): string {
  return `${START_CACHE}-${release}`;
}

/** A short, stable name for a release, from the list of the shell's files (content-hashed names and revisions). */
export function releaseId(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(36);
}

export interface StartKitContext {
  /** The network (the worker's fetch). */
  fetch: (request: Request) => Promise<Response>;
  caches: CacheStorage;
  /** The worker's own origin. */
  origin: string;
  /** The web-app manifest's start_url. */
  startUrl: string;
  /** This release's start cache (startCacheName). */
  cacheName: string;
}

interface PublishedRoute {
  path?: unknown;
  page?: unknown;
  preload?: unknown;
}
interface PublishedManifest {
  routes?: PublishedRoute[];
  assets?: Record<string, unknown>;
}
type RemoteRelease = string | { stable?: unknown; canary?: unknown; percent?: unknown };

/** Every entry a remote may be loaded from: one release, or both sides of a canary (the worker can't tell the visitor's side). */
function entriesOf(release: RemoteRelease | undefined): string[] {
  if (typeof release === 'string') return [release];
  if (!release || typeof release !== 'object') return [];
  const sides = [release.stable, Number(release.percent) > 0 ? release.canary : undefined];
  return sides.filter((side): side is string => typeof side === 'string');
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

class Kit {
  private kept = 0;
  private cache: Promise<Cache>;

  constructor(private readonly context: StartKitContext) {
    this.cache = context.caches.open(context.cacheName);
  }

  /** Fetches one file with no login and keeps it; a failure keeps nothing and never fails the install. */
  async keep(url: string, options: { page?: boolean } = {}): Promise<Response | null> {
    const { origin } = this.context;
    const absolute = new URL(url, origin).toString();
    const kind = kindOf({ method: 'GET', url: absolute, mode: options.page ? 'navigate' : 'cors', origin, authorized: false });
    if (!(options.page ? kind === 'page' : kind === 'release' || kind === 'remote-file' || kind === 'catalogue')) return null;
    if (this.kept >= START_KIT_LIMIT) return null;
    this.kept += 1;
    try {
      // A release's own files never change under their URL: the browser's copy will do (no bytes on a first visit).
      const cache: RequestCache = kind === 'remote-file' ? 'default' : 'no-cache';
      const answer = await this.context.fetch(new Request(absolute, { credentials: 'omit', cache }));
      if (answer.status !== 200 || answer.redirected || answer.type === 'opaque') return null;
      const kept = kind === 'catalogue' ? await stamped(answer) : answer;
      await (await this.cache).put(options.page ? new URL(this.context.startUrl, origin).toString() : absolute, kept.clone());
      return kept;
    } catch {
      return null;
    }
  }

  async json<T>(url: string): Promise<T | null> {
    const answer = await this.keep(url);
    try {
      return answer ? ((await answer.json()) as T) : null;
    } catch {
      return null;
    }
  }
}

/** A catalogue read as the worker keeps one: stamped with the time it came from the server. */
async function stamped(answer: Response): Promise<Response> {
  const headers = new Headers(answer.headers);
  headers.set(CACHED_AT_HEADER, new Date().toISOString());
  return new Response(await answer.blob(), { status: answer.status, statusText: answer.statusText, headers });
}

/** Keeps the start page and what it needs to draw; resolves when done, whatever could not be had. */
export async function keepStartKit(context: StartKitContext): Promise<void> {
  const kit = new Kit(context);
  const startPath = new URL(context.startUrl, context.origin).pathname.replace(/^\/+|\/+$/g, '');
  const [, config] = await Promise.all([
    kit.keep(context.startUrl, { page: true }),
    kit.json<{ apiBaseUrl?: string; remotes?: Record<string, RemoteRelease>; routesOnDemand?: string[] }>('/runtime-config.json'),
  ]);
  if (!config?.remotes) return;
  const onDemand = strings(config.routesOnDemand);
  const remotes = Object.entries(config.remotes).filter(([name]) => !onDemand.includes(name));
  // The shell builds its routes from every remote's manifest it reads at start; the one that draws the start page gets its files kept too.
  await Promise.all(
    remotes.flatMap(([, release]) =>
      entriesOf(release).map(async (entry) => {
        const entryUrl = new URL(entry, context.origin);
        const manifest = await kit.json<PublishedManifest>(new URL('routes.json', entryUrl).toString());
        const route = manifest?.routes?.find((candidate) => candidate.path === startPath);
        if (!manifest || !route || typeof route.page !== 'string') return;
        const files = [entryUrl.toString(), ...strings(manifest.assets?.[route.page]).map((file) => new URL(file, entryUrl).toString())];
        const reads = strings(route.preload)
          .filter((read) => !read.includes(':'))
          .map((read) => `${config.apiBaseUrl ?? ''}${read}`);
        await Promise.all([...files, ...reads].map((url) => kit.keep(url)));
      }),
    ),
  );
}

/** The kept copy of a file or read the start page needs, when the network and the worker's other caches have none. */
export async function fromStartKit(storage: CacheStorage, cacheName: string, url: string): Promise<Response | undefined> {
  if (!(await storage.has(cacheName))) return undefined;
  return (await storage.open(cacheName)).match(url);
}

/** Drops the start caches of other releases (and the unversioned one of before). */
export async function dropOtherStartKits(storage: CacheStorage, cacheName: string): Promise<void> {
  const names = await storage.keys();
  await Promise.all(
    names
      .filter((name) => (name === START_CACHE || name.startsWith(`${START_CACHE}-`)) && name !== cacheName)
      .map((name) => storage.delete(name)),
  );
}
