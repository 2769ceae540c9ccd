import { Alert, buttonClass, type CartApproval, formatDateTime, Link, Loading, useLoad } from 'shared-kernel';
import { getCheck, pharmacistLine } from './approval-api';

function Lines({ approval }: { approval: CartApproval }) {
  return (
    <ul className="checkout-approval__lines" aria-label="Prescription medicines checked">
      {approval.lines.map((l) => (
        <li key={l.medicineId}>
          {l.quantity} × {l.medicineName}
        </li>
      ))}
    </ul>
  );
}

/** Where one check before payment stands: waiting (and from when), approved (pay), changed cart, rejected or used. */
export function ApprovalStatus({ approvalId }: { approvalId: string }) {
  const check = useLoad(() => getCheck(approvalId), [approvalId]);
  if (check.status === 'loading') return <Loading label="Loading your prescription check…" />;
  if (check.status === 'error') return <Alert onRetry={check.reload}>We could not load this prescription check.</Alert>;
  const approval = check.data;
  const who = pharmacistLine(approval.pharmacistName, approval.pharmacistRegistration);
  if (approval.status === 'awaiting')
    return (
      <div className="checkout-approval" role="status" data-testid="approval-waiting">
        <h2>Sent: waiting for a pharmacist</h2>
        <p data-testid="review-time">Your prescription will be checked {approval.reviewFromText}.</p>
        <Lines approval={approval} />
        <p>We email you as soon as a pharmacist decides. Nothing is charged until you pay after approval.</p>
      </div>
    );
  if (approval.status === 'approved')
    return (
      <div className="checkout-approval" data-testid="approval-approved">
        <h2>Approved by the pharmacist</h2>
        <p data-testid="approval-pharmacist">
          {who}, {approval.decidedAt ? formatDateTime(approval.decidedAt) : ''}
        </p>
        <Lines approval={approval} />
        {approval.coversCart ? (
          <Link className={buttonClass()} to={`/payment-form?totalPrice=${approval.cartTotal ?? ''}&paymentType=medicine`}>
            Pay for your approved cart
          </Link>
        ) : (
          <Alert>
            Your cart&apos;s prescription medicines changed since the pharmacist approved them, so this approval no longer covers them. Put
            back exactly these medicines and quantities, or have the prescription checked again.
          </Alert>
        )}
      </div>
    );
  if (approval.status === 'rejected')
    return (
      <div className="checkout-approval" data-testid="approval-rejected">
        <h2>Not approved by the pharmacist</h2>
        <p>{who}</p>
        <p>Reason: {approval.reason}</p>
        <Link to="/cart">Back to your cart</Link>
      </div>
    );
  return (
    <div className="checkout-approval">
      <h2>{approval.status === 'used' ? 'Paid: your order is placed' : 'Replaced by a newer check'}</h2>
      <Link to={approval.status === 'used' ? '/user-orders' : '/cart'}>
        {approval.status === 'used' ? 'See your orders' : 'Back to your cart'}
      </Link>
    </div>
  );
}
