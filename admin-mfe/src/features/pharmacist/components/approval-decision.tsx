import { useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, type CartApprovalItem, formatStaffDateTime, Loading, telHref, useLoad } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';
import { decideApproval } from '../api/decide-approval';
import { getApproval } from '../api/get-approval';
import { REVIEW_DECIDED, ReviewPrescription } from './review-decision';
import { DecisionActions } from './decision-actions';

/** What the pharmacist is told once the decision is recorded: where the shopper hears it. */
function decidedText(item: CartApprovalItem, approved: boolean): string {
  if (item.sentOnWhatsApp)
    return approved
      ? 'Approved. The shopper is told on WhatsApp and by email.'
      : 'Rejected. The shopper is told the reason on WhatsApp and by email.';
  return approved ? 'Approved. The shopper is emailed a link to pay.' : 'Rejected. The shopper is emailed the reason.';
}

/** Who sent the prescription, when and how (the shop's upload, or a photo on WhatsApp), and how the shopper hears the decision. */
function ApprovalSource({ item }: { item: CartApprovalItem }) {
  if (item.sentOnWhatsApp)
    return (
      <p className="admin-hint" data-testid="sent-on-whatsapp">
        {item.customerName}, sent on WhatsApp {formatStaffDateTime(item.requestedAt)}. The chat asks neither the prescriber nor the date
        written: read both on the prescription. Not paid yet: the shopper is told your decision in the chat
        {item.lines.length > 0 ? ', with a link to pay for exactly these medicines' : ''}.
      </p>
    );
  return (
    <p className="admin-hint">
      {item.customerName}, sent {formatStaffDateTime(item.requestedAt)}. Not paid yet: approving mails the shopper a link to pay for exactly
      these medicines.
    </p>
  );
}

/** A prescription checked before payment: the shopper, their phone, the medicines and the prescription; approve or reject with a reason. */
function ApprovalForm({ item }: { item: CartApprovalItem }) {
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const done = outcome?.kind === 'success';

  async function decide(approved: boolean) {
    setProblem('');
    if (!approved && reason.trim().length < 3) return setProblem('Give the shopper a reason: it is required to reject.');
    setBusy(true);
    try {
      await decideApproval(item.approvalId, approved ? { approved } : { approved, reason: reason.trim() });
      setOutcome({ kind: 'success', text: decidedText(item, approved) });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: apiErrorCode(error) === 'review-decided' ? REVIEW_DECIDED : apiErrorMessage(error, 'The decision was not recorded.'),
      });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-review">
      <ReviewPrescription prescription={item.prescription} />
      <section className="admin-review__lines" aria-labelledby="admin-approval-lines-title">
        <h2 id="admin-approval-lines-title">Before payment: the cart&apos;s prescription medicines</h2>
        <ApprovalSource item={item} />
        <p className="admin-hint" data-testid="review-phone">
          Shopper&apos;s phone: <a href={telHref(item.customerPhone)}>{item.customerPhone}</a>
        </p>
        {item.lines.length === 0 ? (
          <p className="admin-hint">
            No medicine in the cart yet: once approved, the shopper chooses it in the shop and pays with this prescription.
          </p>
        ) : null}
        <ul className="admin-review__list">
          {item.lines.map((l) => (
            <li key={l.medicineId}>
              {l.medicineName} × {l.quantity}
            </li>
          ))}
        </ul>
        <TextField
          id="admin-approval-reason"
          label="Reason for the shopper"
          multiline
          rows={3}
          optional
          disabled={done}
          hint="Required to reject; the shopper reads it in the email."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={problem || undefined}
        />
        {outcome ? <Alert tone={outcome.kind}>{outcome.text}</Alert> : null}
        <DecisionActions disabled={busy || done} onDecide={(approve) => void decide(approve)} refuseLabel="Reject" />
      </section>
    </div>
  );
}

export function ApprovalDecision({ approvalId }: { approvalId: string }) {
  const state = useLoad(() => getApproval(approvalId), [approvalId]);
  if (state.status === 'loading') return <Loading label="Loading the prescription…" />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load this prescription.')}</Alert>;
  return <ApprovalForm item={state.data} />;
}
