import { startTransition, useCallback, useEffect, useRef, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs a loader on mount and whenever one of `keys` changes: loading, then the data or the error.
 * `reload` tries again; `replace` puts new data in place (after a change the server confirmed).
 * Given `what`, a failure is logged as "Could not load <what>". Given `initial` (the data the site's
 * server drew the page's first view with, see first-view.ts), the page starts ready with it and the
 * first load is not made: the page's first render is the server's, so it can hydrate it.
 */
export function useLoad<T>(loader: () => Promise<T>, keys: readonly unknown[], what?: string, initial?: { data: T }) {
  const [state, setState] = useState<LoadState<T>>(() => (initial ? { status: 'ready', data: initial.data } : { status: 'loading' }));
  const [attempt, setAttempt] = useState(0);
  const skipFirst = useRef(Boolean(initial));
  const loaded = useRef(Boolean(initial));

  useEffect(() => {
    if (skipFirst.current) {
      skipFirst.current = false;
      return;
    }
    let live = true;
    setState({ status: 'loading' });
    // The page's first data is drawn as a transition: React then draws it in slices that yield to
    // the browser every few milliseconds (at default priority a page is drawn in one task, however
    // long), so a page that is opening does not hold a tap. Later loads (a reload after the shopper
    // changed something, another filter) are drawn at once, as the answer to what they did.
    const first = !loaded.current;
    loaded.current = true;
    const show = (next: LoadState<T>) => (first ? startTransition(() => setState(next)) : setState(next));
    loader().then(
      (data) => live && show({ status: 'ready', data }),
      (error: unknown) => {
        if (!live) return;
        if (what) console.error(`Could not load ${what}`, error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      live = false;
    };
    // The caller names what the loader depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...keys, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return { ...state, reload, replace };
}
