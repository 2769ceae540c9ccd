import { useEffect, useRef } from 'react';

/**
 * After Previous or Next, brings the top of a paged list (the page's first item) into view and moves
 * focus there, so a phone user is not left at the bottom looking at the pager. Not on first render,
 * nor when Back restores a page.
 */
export function useFirstItemOnPageChange(page: number) {
  const list = useRef<HTMLUListElement>(null);
  const shown = useRef(page);
  useEffect(() => {
    if (shown.current === page) return;
    shown.current = page;
    list.current?.scrollIntoView({ block: 'start' });
    list.current?.focus({ preventScroll: true });
  }, [page]);
  return list;
}
