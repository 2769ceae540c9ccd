import { pharmacistWithPcn } from 'shared-kernel';

/** A pharmacist approved the cart's prescription medicines before payment: nothing to attach, no second check. */
export function ApprovedNote({ approved }: { approved: { pharmacistName: string; pharmacistRegistration: string | null } }) {
  const who = pharmacistWithPcn(approved.pharmacistName, approved.pharmacistRegistration);
  return (
    <p className="checkout-rx checkout-rx--approved" role="status" data-testid="approved-before-payment">
      Prescription approved before payment by {who}. Your order is placed without a second check.
    </p>
  );
}
