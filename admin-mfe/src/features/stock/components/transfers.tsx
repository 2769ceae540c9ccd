import { useState } from 'react';
import { Alert, apiErrorMessage, Button, EmptyState, formatStaffDateTime, Loading, useLoad } from 'shared-kernel';
import { getTransfers, type StockTransfer } from '../api/get-transfers';
import { receiveTransfer } from '../api/receive-transfer';

const when = (iso: string | null) => (iso ? formatStaffDateTime(iso) : '');

/**
 * Transfers between locations, newest first: what is in transit (with "Received" once the units are
 * on the other side's shelf) and what arrived.
 */
export function Transfers() {
  const [round, setRound] = useState(0);
  const transfers = useLoad(() => getTransfers(), [round], 'the transfers');
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  if (transfers.status === 'loading') return <Loading label="Loading transfers…" />;
  if (transfers.status === 'error') return <Alert onRetry={transfers.reload}>Could not load the transfers.</Alert>;
  const receive = async (t: StockTransfer) => {
    setOutcome(null);
    try {
      await receiveTransfer(t.id);
      setOutcome({ tone: 'success', text: `Received at ${t.toName}: the units are on sale there.` });
    } catch (error) {
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The transfer could not be received.') });
    }
    setRound((n) => n + 1);
  };
  return (
    <>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {transfers.data.length === 0 ? (
        <EmptyState>No transfers yet. Send units from a medicine&apos;s Batches.</EmptyState>
      ) : (
        <ul className="admin-transfers">
          {transfers.data.map((t) => (
            <li key={t.id} className="admin-card" aria-label={`Transfer from ${t.fromName} to ${t.toName}`}>
              <p>
                <strong>
                  {t.fromName} → {t.toName}
                </strong>{' '}
                · {t.status === 'sent' ? `in transit since ${when(t.sentAt)}` : `received ${when(t.receivedAt)}`}
              </p>
              <ul>
                {t.lines.map((l) => (
                  <li key={`${l.medicineId}-${l.lotNumber}`}>
                    {l.quantity} × {l.medicineName} (lot {l.lotNumber}
                    {l.expiryDate ? `, exp. ${l.expiryDate}` : ''})
                  </li>
                ))}
              </ul>
              {t.note && <p className="admin-hint">{t.note}</p>}
              {t.status === 'sent' && <Button onClick={() => void receive(t)}>Received at {t.toName}</Button>}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
