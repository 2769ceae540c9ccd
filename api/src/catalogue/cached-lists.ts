import type { ReadCache } from '../lib/read-cache';
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
 * A list, whole or one page. With the read cache on, the whole list is loaded once and pages are
 * cut from it (every page then costs no query); without it, the database reads just the page.
 */
export async function cachedList<T>(
  reads: ReadCache,
  cacheKey: string,
  slice: Slice,
  load: (slice: Slice) => Promise<Page<T>>,
  head?: number,
): Promise<Page<T>> {
  if (!reads.enabled) return load(slice);
  if (head && slice) {
    // A search's pages come from its first `head` results, loaded once; deeper pages one by one.
    const first = await reads.get(
      key(cacheKey, 'head'),
      () => load({ limit: head, offset: 0 }),
      (page) => page.items.length,
    );
    if (slice.offset + slice.limit <= first.items.length || first.items.length >= first.total) {
      return { items: first.items.slice(slice.offset, slice.offset + slice.limit), total: first.total };
    }
    return reads.get(
      key(cacheKey, 'page', slice.offset, slice.limit),
      () => load(slice),
      (page) => page.items.length,
    );
  }
  const all = await reads.get(
    cacheKey,
    () => load(null),
    (page) => page.items.length,
  );
  return slice ? { items: all.items.slice(slice.offset, slice.offset + slice.limit), total: all.total } : all;
}
