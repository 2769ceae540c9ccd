import { CACHED_AT_HEADER, CACHES, START_CACHE } from '../../service-worker/cache-names';
import { shellMessages } from '../../i18n';

/** The oldest stamp of the catalogue reads a cache holds, as a time, or null. */
async function oldestStamp(storage: CacheStorage, name: string): Promise<number | null> {
  if (!(await storage.has(name))) return null;
  const cache = await storage.open(name);
  let oldest: number | null = null;
  for (const request of await cache.keys()) {
    const stamp = (await cache.match(request))?.headers.get(CACHED_AT_HEADER);
    const time = stamp ? Date.parse(stamp) : NaN;
    if (!Number.isNaN(time) && (oldest === null || time < oldest)) oldest = time;
  }
  return oldest;
}

/**
 * How old the prices a shopper sees offline may be: the oldest time a stored catalogue read came
 * from the server (the service worker stamps each one); when none was stored as the shopper browsed,
 * the reads kept at install for the start page. Null when nothing is stored or the browser has no
 * Cache API.
 */
export async function pricesAsOf(storage: CacheStorage | undefined = globalThis.caches): Promise<Date | null> {
  if (!storage) return null;
  let oldest = await oldestStamp(storage, CACHES.catalogue);
  if (oldest === null) {
    const kits = (await storage.keys()).filter((name) => name.startsWith(`${START_CACHE}-`));
    for (const time of await Promise.all(kits.map((name) => oldestStamp(storage, name))))
      if (time !== null && (oldest === null || time < oldest)) oldest = time;
  }
  return oldest === null ? null : new Date(oldest);
}

/** Lagos time, as a shopper reads a clock: 14:05; with the date when it is not today's. In the chosen language. */
export function offlineMarkText(asOf: Date | null, now: Date = new Date()): string {
  if (!asOf) return shellMessages.t('offline.saved');
  const day = (date: Date) => date.toLocaleDateString('en-NG', { timeZone: 'Africa/Lagos', day: 'numeric', month: 'short' });
  const time = asOf.toLocaleTimeString('en-GB', { timeZone: 'Africa/Lagos', hour: '2-digit', minute: '2-digit', hour12: false });
  return day(asOf) === day(now)
    ? shellMessages.t('offline.pricesAsOf', { time })
    : shellMessages.t('offline.pricesAsOfDay', { time, day: day(asOf) });
}
