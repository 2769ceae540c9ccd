import { useEffect, useRef, type RefObject } from 'react';

/**
 * On a phone, only the header's brand/search/cart row stays on screen as the page scrolls: the
 * header sticks at minus the height of the rows above that one (the opening hours, phone and
 * language), which scroll away with the page. The height is measured (it grows when those rows wrap,
 * in Pidgin or on the narrowest phones) into --shell-sticky-offset, which the stylesheet uses at
 * phone width only.
 */
export function useStickyMainRow(): { header: RefObject<HTMLElement | null>; above: RefObject<HTMLDivElement | null> } {
  const header = useRef<HTMLElement>(null);
  const above = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = header.current;
    const top = above.current;
    if (!box || !top) return undefined;
    const measure = () => box.style.setProperty('--shell-sticky-offset', `${top.offsetHeight}px`);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(top);
    return () => observer.disconnect();
  }, []);
  return { header, above };
}

/** Where a remote marks a bar fixed to the bottom of the screen (a medicine's buy bar): nothing floats over it. */
export const BOTTOM_BAR_SELECTOR = '[data-bottom-bar]';

/** How far a button floating at the screen's bottom must rise to clear the bars there, in px. */
export function bottomBarsLift(viewportHeight: number, bars: Iterable<Element>): number {
  let lift = 0;
  for (const bar of bars) {
    const rect = bar.getBoundingClientRect();
    if (rect.height === 0 || rect.top >= viewportHeight || rect.bottom <= 0) continue;
    lift = Math.max(lift, viewportHeight - rect.top);
  }
  return Math.round(lift);
}
