import { useSearchParams } from 'shared-kernel';
import { PaymentForm } from '../features/payment/components/payment-form';

export default function PaymentFormPage() {
  const [params] = useSearchParams();
  const raw = params.get('totalPrice');
  const amount = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  return (
    <section className="checkout-page" data-page="paymentForm" aria-labelledby="checkout-payment-title">
      <h1 id="checkout-payment-title">Payment</h1>
      <PaymentForm amount={amount} paymentType={params.get('paymentType') ?? ''} />
    </section>
  );
}
