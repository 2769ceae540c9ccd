import { useCallback, useEffect, useState } from 'react';

export type LoadState<T> =
  | { status: 'loading'; data?: undefined; error?: undefined }
  | { status: 'ready'; data: T; error?: undefined }
  | { status: 'error'; data?: undefined; error: unknown };

/**
 * Runs a loader when its keys change. A failure is logged (as the spec says) and reported as
 * `error`, so the screen can still render a plain message; `reload` tries again.
 */
export function useLoad<T>(loader: () => Promise<T>, keys: readonly unknown[], what: string) {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    setState({ status: 'loading' });
    loader().then(
      (data) => current && setState({ status: 'ready', data }),
      (error: unknown) => {
        if (!current) return;
        console.error(`Could not load ${what}`, error);
        setState({ status: 'error', error });
      },
    );
    return () => {
      current = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...keys, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  return { ...state, reload };
}
