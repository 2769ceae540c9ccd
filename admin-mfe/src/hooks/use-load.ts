import { useCallback, useEffect, useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';

export type LoadState<T> =
  | { status: 'loading' }
  | { status: 'error'; message: string }
  | { status: 'ready'; data: T };

/** Loads once on mount (and again on reload): loading until data arrives, or the server's reason. */
export function useLoad<T>(load: () => Promise<T>, failure: string): [LoadState<T>, () => void, (data: T) => void] {
  const [state, setState] = useState<LoadState<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let live = true;
    setState({ status: 'loading' });
    load().then(
      (data) => live && setState({ status: 'ready', data }),
      (error: unknown) => live && setState({ status: 'error', message: apiErrorMessage(error, failure) }),
    );
    return () => {
      live = false;
    };
  }, [load, failure, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((data: T) => setState({ status: 'ready', data }), []);
  return [state, reload, replace];
}
