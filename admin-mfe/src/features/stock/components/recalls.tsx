import { useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, cardClass, formatStaffDateTime, Link, Loading, useLoad } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { getRecalls } from '../api/get-recalls';
import { recallBatch } from '../api/recall-batch';

const OUTCOME: Record<string, string> = {
  received: 'Already sent: shopper told to stop using it',
  reallocated: 'Unsent: given another batch',
  refunded: 'Unsent, none left: cancelled and refunded',
};

const initial = { reason: '', nafdacReference: '' };

/** Recalling a lot, at every location that holds it: the reason and NAFDAC's alert reference. */
export function RecallBatchForm({ batchId, lotNumber, onDone }: { batchId: string; lotNumber: string; onDone: () => void }) {
  const form = useForm({
    initial,
    validate: (v) => ({ reason: v.reason.trim().length < 3 ? '*Give the reason for the recall' : undefined }),
  });
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const send = async (v: typeof initial) => {
    try {
      const answer = await recallBatch(batchId, { reason: v.reason.trim(), nafdacReference: v.nafdacReference.trim() });
      setOutcome({
        tone: 'success',
        text: `Lot ${lotNumber} is recalled at every location: ${answer.recall.orders.length} order(s) affected.`,
      });
      onDone();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The lot could not be recalled.') });
    }
  };
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-label={`Recall lot ${lotNumber}`}>
      <p>Every location's units of lot {lotNumber} stop being sold, and every shopper whose order got this lot is told once.</p>
      <TextField id={`recall-reason-${batchId}`} label="Reason" {...form.field('reason')} />
      <TextField id={`recall-nafdac-${batchId}`} label="NAFDAC alert reference" optional {...form.field('nafdacReference')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel={`Recall lot ${lotNumber} everywhere`} busyLabel="Recalling..." />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </form>
  );
}

/** Every recall, newest first, with the orders it touched and what became of them. */
export function Recalls() {
  const recalls = useLoad(() => getRecalls(), []);
  if (recalls.status === 'loading') return <Loading label="Loading recalls…" />;
  if (recalls.status === 'error')
    return <Alert onRetry={recalls.reload}>{apiErrorMessage(recalls.error, 'Could not load the recalls.')}</Alert>;
  if (recalls.data.length === 0) return <p>No lot has been recalled.</p>;
  return (
    <>
      {recalls.data.map((r) => (
        <section key={r.id} className={cardClass} aria-label={`Recall of lot ${r.batch.lotNumber}`} data-testid="admin-recall">
          <h2>
            Lot {r.batch.lotNumber}
            {r.batch.expiryDate ? ` (expiry ${r.batch.expiryDate})` : ''}
          </h2>
          <p>
            {r.reason}
            {r.nafdacReference ? ` — NAFDAC ${r.nafdacReference}` : ''} · {formatStaffDateTime(r.createdAt)}
          </p>
          {r.orders.length === 0 ? (
            <p>No order received this lot, at any location.</p>
          ) : (
            <div className="ep-table-box" role="region" aria-label="Affected orders" tabIndex={0}>
              <table className="ep-table">
                <thead>
                  <tr>
                    <th scope="col">Order</th>
                    <th scope="col">Units</th>
                    <th scope="col">What happened</th>
                    <th scope="col">Status now</th>
                    <th scope="col">Shopper mailed</th>
                  </tr>
                </thead>
                <tbody>
                  {r.orders.map((o) => (
                    <tr key={o.orderId}>
                      <td>
                        <Link to={`/orders/${o.orderId}`}>{o.orderNumber}</Link>
                      </td>
                      <td>{o.quantity}</td>
                      <td>{OUTCOME[o.outcome]}</td>
                      <td>{o.status}</td>
                      <td>{o.mailedAt ? `Yes, ${o.customerEmail}` : 'Not yet'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}
