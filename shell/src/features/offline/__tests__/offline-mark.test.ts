import { offlineMarkText, pricesAsOf } from '../offline-mark';
import { CACHED_AT_HEADER, CACHES } from '../../../service-worker/cache-names';
import { startCacheName } from '../../../service-worker/start-kit';

/** An in-memory CacheStorage holding stored responses' headers, as the browser's would. */
function cacheStorage(caches: Record<string, Record<string, Record<string, string>>>): CacheStorage {
  const open = async (name: string) =>
    ({
      keys: async () => Object.keys(caches[name] ?? {}).map((url) => ({ url })),
      match: async (request: { url: string }) => {
        const headers = caches[name]?.[request.url];
        return headers && { headers: { get: (key: string) => headers[key] ?? null } };
      },
    }) as unknown as Cache;
  return { has: async (name: string) => name in caches, keys: async () => Object.keys(caches), open } as unknown as CacheStorage;
}

describe('the offline mark', () => {
  it("is the oldest stored catalogue read's time", async () => {
    const storage = cacheStorage({
      [CACHES.catalogue]: {
        '/api/medicine/featuredMedicines': { [CACHED_AT_HEADER]: '2026-11-26T13:05:00.000Z' },
        '/api/medicine/4b1c': { [CACHED_AT_HEADER]: '2026-11-26T12:40:00.000Z' },
        '/api/medicine-categories': {},
      },
      [CACHES.pictures]: { '/api/images/a.webp': { [CACHED_AT_HEADER]: '2026-11-20T08:00:00.000Z' } },
    });
    expect(await pricesAsOf(storage)).toEqual(new Date('2026-11-26T12:40:00.000Z'));
  });

  it('is the time of the reads kept at install for the start page, when none was stored while browsing', async () => {
    const kit = {
      '/dashboard': {},
      '/remotes/catalog/remoteEntry.js': {},
      '/api/medicine/featuredMedicines': { [CACHED_AT_HEADER]: '2026-11-26T09:15:00.000Z' },
    };
    expect(await pricesAsOf(cacheStorage({ [startCacheName('r1')]: kit }))).toEqual(new Date('2026-11-26T09:15:00.000Z'));
    // What the shopper browsed since is what the pages show: its time, not the start page's older one.
    const browsed = { '/api/medicine/4b1c': { [CACHED_AT_HEADER]: '2026-11-26T12:40:00.000Z' } };
    expect(await pricesAsOf(cacheStorage({ [startCacheName('r1')]: kit, [CACHES.catalogue]: browsed }))).toEqual(
      new Date('2026-11-26T12:40:00.000Z'),
    );
  });

  it('knows no time when nothing was stored', async () => {
    expect(await pricesAsOf(cacheStorage({}))).toBeNull();
    expect(await pricesAsOf(undefined)).toBeNull();
  });

  it("says the time in Lagos, with the day when it is not today's", () => {
    const now = new Date('2026-11-26T15:00:00.000Z');
    expect(offlineMarkText(new Date('2026-11-26T13:05:00.000Z'), now)).toBe('Offline: prices as of 14:05');
    expect(offlineMarkText(new Date('2026-11-24T07:30:00.000Z'), now)).toBe('Offline: prices as of 08:30, 24 Nov');
    expect(offlineMarkText(null, now)).toBe('Offline: showing what was saved on this device.');
  });
});
