import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs a loader on mount and whenever one of `keys` changes: loading, then the data or the error.
 * `reload` tries again; `replace` puts new data in place (after a change the server confirmed).
 * Given `what`, a failure is logged as "Could not load <what>".
 */
export function useLoad<T>(loader: () => Promise<T>, keys: readonly unknown[], what?: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    loader().then(
      (data) => live && setState({ status: 'ready', data }),
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
