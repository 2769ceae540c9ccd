/**
 * The caches the shop's service worker fills, named here so the page (logout, the offline mark)
 * and the worker agree. Only the precache (the shell's own files and the offline page) holds
 * nothing a visitor looked at; the others are emptied at logout.
 */
export const CACHES = {
  /** Pages (HTML) as last served, so a page seen before opens offline. */
  pages: 'ep-pages',
  /** Catalogue reads (medicines, categories, the pharmacy's identity): public, no personal data. */
  catalogue: 'ep-catalogue',
  /** Medicine and category pictures (their names carry a content hash). */
  pictures: 'ep-pictures',
  /** The remotes' files, by URL: a release's files never change under their URL. */
  remotes: 'ep-remotes',
  /** What names the releases to load (runtime-config.json, each remote's entry and route manifest). */
  releases: 'ep-releases',
} as const;

/** The header the worker adds to a catalogue read it stores: when it came from the server (ISO time). */
export const CACHED_AT_HEADER = 'x-ep-cached-at';

/** Messages the worker posts to the pages it controls. */
export type WorkerMessage =
  /** A remote or the runtime configuration changed on the server: a new release can be loaded. */
  { type: 'release-changed'; url: string };

/** Messages a page posts to the worker. */
export type PageMessage = { type: 'skip-waiting' };

/** The page shown for a page never seen, when offline. */
export const OFFLINE_PAGE = '/offline.html';

/**
 * The installed shop's start page (the manifest's start_url) as anyone sees it and what it needs to
 * draw (./start-kit.ts), fetched at install with no login: not what the visitor looked at, so kept
 * at logout like the precache. The prefix of one cache per release of the shell (`ep-start-<release>`).
 */
export const START_CACHE = 'ep-start';
