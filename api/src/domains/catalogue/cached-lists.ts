import type { ReadCache } from '../../platform/lib/read-cache';
import type { Slice } from './catalogue-repository';
import type { Page } from './catalogue-views';

/** The catalogue's cached reads: search text normalised, cache keys, and lists cut into pages. */

export function normaliseSearch(search: string | undefined): string | undefined {
  const trimmed = search?.trim().replace(/\s+/g, ' ');
  return trimmed ? trimmed : undefined;
}

/**
 * How many of a search's results the read cache loads at once: shoppers read the first pages, and
 * loading a broad search whole (a thousand rows) on every miss stalls the process for everyone.
 */
export const SEARCH_HEAD = 100;

export const key = (...parts: unknown[]) => JSON.stringify(parts);

/**
 * A list, whole or one page. With the read cache on, a page is cut from the whole list when that
 * is in the cache already (unpaged clients read it), else it is loaded and kept on its own: a
 * miss reads one page, not the whole list (loading 10,102 medicines to cut one page from them
 * stalled the process for everyone each time the answer expired). A search's first pages come
 * from its first `head` results, loaded once. Without the cache, the database reads just the page.
 */
export async function cachedList<T>(
  reads: ReadCache,
  cacheKey: string,
  slice: Slice,
  load: (slice: Slice) => Promise<Page<T>>,
  head?: number,
): Promise<Page<T>> {
  if (!reads.enabled) return load(slice);
  const weigh = (page: Page<T>) => page.items.length;
  if (!slice) return reads.get(cacheKey, () => load(null), weigh);
  const cut = (all: Page<T>) => ({ items: all.items.slice(slice.offset, slice.offset + slice.limit), total: all.total });
  const whole = reads.peek<Page<T>>(cacheKey);
  if (whole) return cut(await whole);
  if (head) {
    const first = await reads.get(key(cacheKey, 'head'), () => load({ limit: head, offset: 0 }), weigh);
    if (slice.offset + slice.limit <= first.items.length || first.items.length >= first.total) return cut(first);
  }
  return reads.get(key(cacheKey, 'page', slice.offset, slice.limit), () => load(slice), weigh);
}
