import { useEffect } from 'react';
import { useLocation, useNavigationType } from 'shared-kernel';

const positions = new Map<string, number>();
let lastPath = '';
const RESTORE_FOR_MS = 4000;
/** A page still loading its code or its data (shared-kernel's Loading, in the app's main). */
const PAGE_LOADING = '#main .ep-loading';

/**
 * Scroll positions per history entry. A new page starts at the top; Back or Forward returns to
 * where the shopper was, waiting until the remote's page has grown tall enough (its code and data
 * arrive after the URL changes), and giving up if they scroll themselves first.
 */
export function ScrollMemory() {
  const { key, pathname } = useLocation();
  const type = useNavigationType();
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);
  useEffect(() => {
    const saved = positions.get(key);
    let restoring = type === 'POP' && saved !== undefined && saved > 0;
    const record = () => {
      if (!restoring) positions.set(key, window.scrollY);
    };
    const stop = () => {
      restoring = false;
    };
    let timer: ReturnType<typeof setInterval> | undefined;
    if (restoring) {
      const until = Date.now() + RESTORE_FOR_MS;
      const attempt = () => {
        if (!restoring) return clearInterval(timer);
        // The page must be drawn too: while it still shows its loading indicator, the footer below
        // can make the document tall enough, and the page growing afterwards would carry the
        // shopper past their place.
        const drawn = !document.querySelector(PAGE_LOADING);
        const reachable = document.documentElement.scrollHeight - window.innerHeight >= saved!;
        window.scrollTo(0, saved!);
        if ((reachable && drawn) || Date.now() > until) {
          restoring = false;
          clearInterval(timer);
        }
      };
      timer = setInterval(attempt, 50);
      attempt();
    } else if (type !== 'POP' && pathname !== lastPath) {
      // Another page starts at its top; a new page of the same list (?page=) is scrolled by the list.
      window.scrollTo(0, 0);
    }
    lastPath = pathname;
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('wheel', stop, { passive: true });
    window.addEventListener('touchstart', stop, { passive: true });
    window.addEventListener('keydown', stop);
    return () => {
      clearInterval(timer);
      window.removeEventListener('scroll', record);
      window.removeEventListener('wheel', stop);
      window.removeEventListener('touchstart', stop);
      window.removeEventListener('keydown', stop);
    };
  }, [key, type, pathname]);
  return null;
}
