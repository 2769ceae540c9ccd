/// <reference lib="webworker" />
// The shop's service worker, built by tooling/webpack/service-worker.mjs into the shell's sw.js
// with the shell's file list. What it does, by request (rules in ./routes.ts):
// - the shell's files and the offline page: precached at install, served from the cache;
// - a remote's files: cache-first by URL (a release's files never change under their URL); the files
//   that name a release (runtime-config.json, remoteEntry.js, routes.json) network-first, and a change
//   of one is announced to the pages, which offer the new version (never a mix of two releases);
// - pictures: cache-first, at most 300 kept for 30 days;
// - catalogue reads: stale-while-revalidate, stamped with the time the server sent them, so a page
//   shown offline says how old its prices are;
// - pages: network-first (4 s), then the page as last seen, then the offline page; the installed
//   shop's start page is fetched at install (no login sent) and kept apart with what it needs to
//   draw (./start-kit.ts: the runtime configuration, the remotes' route manifests, the start page's
//   remote entry, chunks and first API reads, as the build's routes.json lists them), so it opens
//   offline even when never seen or after a logout emptied the other caches; a release keeps its own;
// - the return from paying (/payment-success?reference=…): network only; offline, a page saying the
//   payment may have gone through and not to pay again, which loads the real page once back online.
// Nothing sent with a login (cart, orders, prescriptions, profile) is ever stored; the page empties
// every cache but the precache at logout. Payments are never answered from here.
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute, setCatchHandler } from 'workbox-routing';
import { CacheFirst, NetworkFirst, NetworkOnly, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { WorkboxPlugin } from 'workbox-core/types.js';
import { CACHED_AT_HEADER, CACHES, OFFLINE_PAGE, type PageMessage, type WorkerMessage } from './cache-names';
import { kindOf, offlineAnswerFor, type Kind } from './routes';
import { dropOtherStartKits, fromStartKit, keepStartKit, releaseId, startCacheName } from './start-kit';
import { paymentReturnPage } from './payment-page';
import english from '../i18n/en.json';
import pidgin from '../i18n/pcm.json';

declare const self: ServiceWorkerGlobalScope & {
  __SHELL_FILES: { url: string; revision: string | null }[];
  /** The web-app manifest's start_url. */
  __START_URL: string;
};
const START_URL = self.__START_URL || '/dashboard';
/** The start page's cache of this release of the shell (its file list names the release). */
const START_KIT = startCacheName(releaseId(JSON.stringify([self.__SHELL_FILES, START_URL])));

cleanupOutdatedCaches();
precacheAndRoute(self.__SHELL_FILES);

const is =
  (kind: Kind) =>
  ({ request, url }: { request: Request; url: URL }) =>
    kindOf({
      method: request.method,
      url: url.href,
      mode: request.mode,
      origin: self.location.origin,
      authorized: request.headers.has('authorization'),
    }) === kind;

/** Only complete, successful answers are kept. */
const okOnly: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => (response.status === 200 && response.type !== 'opaque' ? response : null),
};

/** Stamps a stored catalogue read with the time it came from the server. */
const stampTime: WorkboxPlugin = {
  cacheWillUpdate: async ({ response }) => {
    if (response.status !== 200) return null;
    const headers = new Headers(response.headers);
    headers.set(CACHED_AT_HEADER, new Date().toISOString());
    return new Response(await response.blob(), { status: response.status, statusText: response.statusText, headers });
  },
};

/** Tells the pages when a file naming a release is not what was stored before. */
const announceReleaseChange: WorkboxPlugin = {
  cacheDidUpdate: async ({ request, oldResponse, newResponse }) => {
    if (!oldResponse || !newResponse) return;
    const [before, after] = await Promise.all([oldResponse.text(), newResponse.clone().text()]);
    if (before === after) return;
    const message: WorkerMessage = { type: 'release-changed', url: request.url };
    for (const client of await self.clients.matchAll({ type: 'window' })) client.postMessage(message);
  },
};

registerRoute(
  is('release'),
  new NetworkFirst({ cacheName: CACHES.releases, networkTimeoutSeconds: 4, plugins: [okOnly, announceReleaseChange] }),
);
registerRoute(
  is('remote-file'),
  new CacheFirst({ cacheName: CACHES.remotes, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 400 })] }),
);
registerRoute(
  is('picture'),
  new CacheFirst({
    cacheName: CACHES.pictures,
    plugins: [okOnly, new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 })],
  }),
);
registerRoute(
  is('catalogue'),
  new StaleWhileRevalidate({
    cacheName: CACHES.catalogue,
    plugins: [stampTime, new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 7 * 24 * 3600 })],
  }),
);
registerRoute(is('payment-return'), new NetworkOnly());
registerRoute(
  is('page'),
  new NetworkFirst({ cacheName: CACHES.pages, networkTimeoutSeconds: 4, plugins: [okOnly, new ExpirationPlugin({ maxEntries: 50 })] }),
);

// What can't be had, offline: a file or read the start page needs, as kept at install; a page: the
// return from a payment, the start page as kept, or the offline page.
setCatchHandler(async ({ request }) => {
  if (request.mode !== 'navigate') return (await fromStartKit(caches, START_KIT, request.url)) ?? Response.error();
  const answer = offlineAnswerFor(request.url, START_URL);
  if (answer === 'payment-return')
    return new Response(paymentReturnPage({ en: english, pcm: pidgin }), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' },
    });
  if (answer === 'start-page') {
    const kept = await fromStartKit(caches, START_KIT, new URL(START_URL, self.location.origin).toString());
    if (kept) return kept;
  }
  return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
});

// The start page as anyone sees it (no login sent) and what it needs to draw, kept at install, so
// the installed shop opens offline even before it was ever opened. Nothing missing fails the install.
self.addEventListener('install', (event) =>
  event.waitUntil(
    keepStartKit({
      fetch: (request) => fetch(request),
      caches,
      origin: self.location.origin,
      startUrl: START_URL,
      cacheName: START_KIT,
    }).catch(() => undefined),
  ),
);

self.addEventListener('message', (event) => {
  const message = event.data as PageMessage | undefined;
  if (message?.type === 'skip-waiting') void self.skipWaiting();
});

// A first install takes the open pages at once, so the first visit is already kept for offline.
// The start page's cache of the release before is dropped once this one is in charge.
self.addEventListener('activate', (event) =>
  event.waitUntil(Promise.all([self.clients.claim(), dropOtherStartKits(caches, START_KIT).catch(() => undefined)])),
);
