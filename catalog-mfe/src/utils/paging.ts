/** Number of pages for `total` items, never fewer than one (an empty list is "Page 1 of 1"). */
export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** Keeps a page number inside 1..pages. */
export function clampPage(page: number, pages: number): number {
  return Math.min(Math.max(1, Math.floor(page) || 1), pages);
}

/** The items shown on a page (pages count from 1). */
export function pageItems<T>(items: readonly T[], page: number, pageSize: number): T[] {
  const start = (clampPage(page, pageCount(items.length, pageSize)) - 1) * pageSize;
  return items.slice(start, start + pageSize);
}

/** Search results: 10 a page, on a phone too (shoppers compare several). */
export const PAGE_SIZES = { categories: 6, medicines: 3, featured: 2, search: 10 } as const;
