import { useCallback, useEffect, useRef, useState } from 'react';

export type Polled<T> = { data: T | null; error: unknown; loading: boolean; refresh: () => void };

/**
 * Loads, then loads again every `everyMs` while the page is visible, keeping what is shown until a
 * newer answer arrives (a status page that updates by itself without flashing a spinner). A failed
 * refresh keeps the last data and sets `error`.
 */
export function usePolling<T>(loader: () => Promise<T>, everyMs: number, keys: readonly unknown[]): Polled<T> {
  const [data, setData] = useState<T | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [loading, setLoading] = useState(true);
  const load = useRef(loader);
  load.current = loader;
  const generation = useRef(0);

  const refresh = useCallback(() => {
    const mine = generation.current;
    load.current().then(
      (value) => {
        if (mine !== generation.current) return;
        setData(value);
        setError(null);
        setLoading(false);
      },
      (err: unknown) => {
        if (mine !== generation.current) return;
        setError(err);
        setLoading(false);
      },
    );
  }, []);

  useEffect(() => {
    generation.current++;
    setData(null);
    setLoading(true);
    refresh();
    const timer = window.setInterval(() => {
      if (document.visibilityState === 'visible') refresh();
    }, everyMs);
    const counter = generation;
    return () => {
      counter.current++;
      window.clearInterval(timer);
    };
    // The caller names what the loader depends on, as with useEffect.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [...keys, everyMs, refresh]);

  return { data, error, loading, refresh };
}
