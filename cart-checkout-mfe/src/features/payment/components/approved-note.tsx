import { pharmacistWithPcn } from 'legal-kit';
import { useCartText } from '../../../i18n';

/** A pharmacist approved the cart's prescription medicines before payment: nothing to attach, no second check. */
export function ApprovedNote({ approved }: { approved: { pharmacistName: string; pharmacistRegistration: string | null } }) {
  const who = pharmacistWithPcn(approved.pharmacistName, approved.pharmacistRegistration);
  const t = useCartText();
  return (
    <p className="checkout-rx checkout-rx--approved" role="status" data-testid="approved-before-payment">
      {t('checkout.rxApproved', { who })}
    </p>
  );
}
