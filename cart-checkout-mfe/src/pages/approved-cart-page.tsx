import { useSearchParams } from 'shared-kernel';
import { ApprovalStatus } from '../features/approval/approval-status';
import { CheckFirstForm } from '../features/approval/check-first-form';
import { useCartText } from '../i18n';
import '../components/approval.css';

/**
 * "Check first, pay after approval": without `approval`, the form that sends the prescription
 * against the cart; with it (the pay link mailed on approval), where that check stands and, once
 * approved for the cart as it is, the way to pay.
 */
export default function ApprovedCartPage() {
  const [params] = useSearchParams();
  const approvalId = params.get('approval');
  const t = useCartText();
  return (
    <section className="checkout-page" data-page="approved-cart" aria-labelledby="checkout-approval-title">
      <h1 id="checkout-approval-title">{approvalId ? t('approval.titleCheck') : t('approval.titleFirst')}</h1>
      {approvalId ? <ApprovalStatus approvalId={approvalId} /> : <CheckFirstForm />}
    </section>
  );
}
