import { useEffect, useState } from 'react';
import { publicApi } from '../http/typed-api';

/**
 * "Expiry: May 2027 or later": the expiry of the batch an order placed now would get (first
 * expiry first out), as the API answers it. Nothing is drawn while it loads, when it is unknown, or
 * when it cannot be read (the page works without it).
 */
export function ExpiryNote({ medicineId, className }: { medicineId: string; className?: string }) {
  const [label, setLabel] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setLabel(null);
    publicApi.get('/api/stock/expiry', { params: { query: { medicineIds: medicineId } } }).then(
      ({ data }) => {
        const shown = Array.isArray(data) ? data.find((e) => e.medicineId === medicineId) : undefined;
        if (live) setLabel(shown?.label ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [medicineId]);
  if (!label) return null;
  return (
    <p className={className ?? 'ep-expiry-note'} data-testid="expiry-note">
      {label}
    </p>
  );
}
