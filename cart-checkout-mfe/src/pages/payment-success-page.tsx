import { currentUserId, useAuth, useSearchParams } from 'shared-kernel';
import { PaymentOutcomeView } from '../features/payment-result/components/payment-outcome-view';
import { usePaymentOutcome } from '../features/payment-result/hooks/use-payment-outcome';

export default function PaymentSuccessPage() {
  const [params] = useSearchParams();
  const userId = useAuth(currentUserId);
  const { outcome, retry } = usePaymentOutcome({
    reference: params.get('reference') || params.get('trxref') || '',
    paymentType: params.get('paymentType') ?? '',
    userId,
  });
  return (
    <section className="checkout-page" data-page="paymentSuccess">
      <PaymentOutcomeView outcome={outcome} onRetry={retry} />
    </section>
  );
}
