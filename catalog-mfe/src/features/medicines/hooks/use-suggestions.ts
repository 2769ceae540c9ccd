import { useCallback, useEffect, useRef, useState } from 'react';
import type { Suggestion } from '../api/suggest-medicines';

/** How long typing must pause before suggestions are asked for. */
export const SUGGEST_DEBOUNCE_MS = 150;
export const SUGGEST_MIN_LETTERS = 2;

/**
 * Suggestions for what is typed: asked for once typing pauses (150 ms) and only from two letters;
 * each new request aborts the one before, and only the latest answer is shown. The call's code is
 * loaded on first use, so a page showing the box does not carry it until the shopper types.
 */
export function useSuggestions() {
  const [suggestions, setSuggestions] = useState<Suggestion[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const inFlight = useRef<AbortController | null>(null);
  const latest = useRef(0);

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    inFlight.current?.abort();
    inFlight.current = null;
    latest.current += 1;
  }, []);

  const request = useCallback(
    (typed: string) => {
      cancel();
      const text = typed.trim();
      if (text.length < SUGGEST_MIN_LETTERS) {
        setSuggestions([]);
        return;
      }
      const ticket = latest.current;
      timer.current = setTimeout(async () => {
        const abort = new AbortController();
        inFlight.current = abort;
        try {
          const { suggestMedicines } = await import('../api/suggest-medicines');
          const answer = await suggestMedicines(text, abort.signal);
          if (ticket === latest.current) setSuggestions(answer.suggestions);
        } catch {
          // Suggestions are a help, not the search: a failed or cancelled one shows nothing new.
          if (ticket === latest.current) setSuggestions([]);
        }
      }, SUGGEST_DEBOUNCE_MS);
    },
    [cancel],
  );

  const clear = useCallback(() => {
    cancel();
    setSuggestions([]);
  }, [cancel]);

  useEffect(() => cancel, [cancel]);
  return { suggestions, request, clear };
}
