import { useEffect, useState } from 'react';
import { publicApi } from 'shared-kernel';
import { useBatchesText } from './i18n';

/** "May 2027" from "2027-05-31": the month a batch expires, as the shop writes it in every language. */
export function expiryMonth(date: string): string {
  const [year, month] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, 1)).toLocaleString('en-GB', { month: 'long', year: 'numeric', timeZone: 'UTC' });
}

/**
 * "Expiry: May 2027 or later": the expiry of the batch an order placed now would get (first
 * expiry first out), as the API answers it, worded in the shopper's language. Nothing is drawn while
 * it loads, when it is unknown, or when it cannot be read (the page works without it).
 */
export function ExpiryNote({ medicineId, className }: { medicineId: string; className?: string }) {
  const t = useBatchesText();
  const [expiryDate, setExpiryDate] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setExpiryDate(null);
    publicApi.get('/api/stock/expiry', { params: { query: { medicineIds: medicineId } } }).then(
      ({ data }) => {
        const shown = Array.isArray(data) ? data.find((e) => e.medicineId === medicineId) : undefined;
        if (live) setExpiryDate(shown?.expiryDate ?? null);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [medicineId]);
  if (!expiryDate) return null;
  return (
    <p className={className ?? 'ep-expiry-note'} data-testid="expiry-note">
      {t('expiry.note', { month: expiryMonth(expiryDate) })}
    </p>
  );
}
