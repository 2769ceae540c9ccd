import { Alert, buttonClass, type CartApproval, formatDateTime, Link, Loading, useLoad } from 'shared-kernel';
import { pharmacistWithPcn as pharmacistLine } from 'legal-kit';
import { getCheck } from './api/get-check';
import { useCartText } from '../../i18n';

function Lines({ approval }: { approval: CartApproval }) {
  const t = useCartText();
  return (
    <ul className="checkout-approval__lines" aria-label={t('approval.linesLabel')}>
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
  const t = useCartText();
  if (check.status === 'loading') return <Loading label={t('approval.loading')} />;
  if (check.status === 'error') return <Alert onRetry={check.reload}>{t('approval.loadFailed')}</Alert>;
  const approval = check.data;
  const who = pharmacistLine(approval.pharmacistName, approval.pharmacistRegistration);
  if (approval.status === 'awaiting')
    return (
      <div className="checkout-approval" role="status" data-testid="approval-waiting">
        <h2>{t('approval.waitingTitle')}</h2>
        <p data-testid="review-time">{t('approval.reviewTime', { when: approval.reviewFromText })}</p>
        <Lines approval={approval} />
        <p>{t('approval.waitingText')}</p>
      </div>
    );
  if (approval.status === 'approved')
    return (
      <div className="checkout-approval" data-testid="approval-approved">
        <h2>{t('approval.approvedTitle')}</h2>
        <p data-testid="approval-pharmacist">
          {who}, {approval.decidedAt ? formatDateTime(approval.decidedAt) : ''}
        </p>
        <Lines approval={approval} />
        {approval.coversCart ? (
          <Link className={buttonClass()} to={`/payment-form?totalPrice=${approval.cartTotal ?? ''}&paymentType=medicine`}>
            {t('approval.payCart')}
          </Link>
        ) : (
          <Alert>{t('approval.noLongerCovers')}</Alert>
        )}
      </div>
    );
  if (approval.status === 'rejected')
    return (
      <div className="checkout-approval" data-testid="approval-rejected">
        <h2>{t('approval.rejectedTitle')}</h2>
        <p>{who}</p>
        <p>{t('approval.reason', { reason: approval.reason })}</p>
        <Link to="/cart">{t('approval.backToCart')}</Link>
      </div>
    );
  return (
    <div className="checkout-approval">
      <h2>{approval.status === 'used' ? t('approval.usedTitle') : t('approval.replacedTitle')}</h2>
      <Link to={approval.status === 'used' ? '/user-orders' : '/cart'}>
        {approval.status === 'used' ? t('approval.seeOrders') : t('approval.backToCart')}
      </Link>
    </div>
  );
}
