import { useEffect, useState } from 'react';
import type { Medicine } from 'shared-kernel';

/** How often an open, visible medicine page asks again whether the medicine is still on sale. */
export const FRESH_EVERY_MS = 10_000;

const statusOf = (error: unknown) => (error as { response?: { status?: number } } | undefined)?.response?.status;

/**
 * Keeps a shown medicine current while its page is open: asks again every FRESH_EVERY_MS while
 * the tab is visible, and at once when the tab comes back into view or gets focus (issue 30: a
 * medicine an admin hides leaves open tabs within seconds). A 404 means it was taken off sale:
 * `withdrawn` turns true; new data replaces the old quietly; other failures change nothing.
 */
export function useFreshMedicine(
  id: string,
  shown: boolean,
  load: (id: string) => Promise<Medicine>,
  replace: (medicine: Medicine) => void,
): { withdrawn: boolean } {
  const [withdrawn, setWithdrawn] = useState(false);
  useEffect(() => setWithdrawn(false), [id]);

  useEffect(() => {
    if (!shown || withdrawn) return;
    let live = true;
    let busy = false;
    const check = () => {
      if (busy || document.visibilityState === 'hidden') return;
      busy = true;
      load(id)
        .then(
          (medicine) => live && replace(medicine),
          (error: unknown) => live && statusOf(error) === 404 && setWithdrawn(true),
        )
        .finally(() => {
          busy = false;
        });
    };
    const timer = window.setInterval(check, FRESH_EVERY_MS);
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    return () => {
      live = false;
      window.clearInterval(timer);
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [id, shown, withdrawn, load, replace]);

  return { withdrawn };
}
