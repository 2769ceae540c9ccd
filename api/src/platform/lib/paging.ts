import type { FastifyReply } from 'fastify';

export const MAX_PAGE_SIZE = 100;

/** Query fields every list takes: none means the whole list (the storefront pages it itself). */
export const pagingQueryProperties = {
  page: { type: 'integer', minimum: 1, maximum: 1_000_000, description: 'Page number from 1; with it the list is paged.' },
  pageSize: { type: 'integer', minimum: 1, maximum: MAX_PAGE_SIZE, description: `Items per page (default 20, at most ${MAX_PAGE_SIZE}).` },
} as const;

/** The query of a list the caller can also sort: paging as above plus `sort` (a leading - sorts descending). */
export const sortedPagingQuery = <S extends string>(sorts: readonly S[], defaultSort: S) =>
  ({
    type: 'object',
    properties: {
      ...pagingQueryProperties,
      sort: { type: 'string', enum: sorts, default: defaultSort, description: 'A leading - sorts descending.' },
    },
  }) as const;

export type PagingQuery = { page?: number; pageSize?: number };
export type Window = { limit: number; offset: number; page: number; pageSize: number } | null;

export const DEFAULT_PAGE_SIZE = 20;

/** The rows to read: null for the whole list, or a page when `page` or `pageSize` is given. */
export function pageWindow(query: PagingQuery): Window {
  if (query.page === undefined && query.pageSize === undefined) return null;
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, limit: pageSize, offset: (page - 1) * pageSize };
}

/** The body stays an array; the totals travel in headers (exposed to browsers). */
export function setPagingHeaders(reply: FastifyReply, total: number, window: Window) {
  reply.header('x-total-count', String(total));
  const exposed = ['X-Total-Count', 'ETag'];
  if (window) {
    reply.header('x-page', String(window.page));
    reply.header('x-page-size', String(window.pageSize));
    reply.header('x-total-pages', String(Math.max(1, Math.ceil(total / window.pageSize))));
    exposed.push('X-Page', 'X-Page-Size', 'X-Total-Pages');
  }
  reply.header('access-control-expose-headers', exposed.join(', '));
}
