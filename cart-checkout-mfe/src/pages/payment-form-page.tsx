import { useSearchParams } from 'shared-kernel';
import { PaymentForm } from '../features/payment/components/payment-form';
import { NothingToPay, nothingToPayTitle } from '../features/payment/components/nothing-to-pay';
import { useCheckoutState } from '../features/payment/hooks/use-checkout-state';

export default function PaymentFormPage() {
  const [params] = useSearchParams();
  const state = useCheckoutState();
  const raw = params.get('totalPrice');
  const amount = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const nothingToPay = state ? nothingToPayTitle(state) : null;
  return (
    <section className="checkout-page" data-page="paymentForm" aria-labelledby="checkout-payment-title">
      <h1 id="checkout-payment-title">
        {state?.paid?.orderNumber ? (
          // The order number is never split over two lines on a phone.
          <>
            You have already paid for <span className="checkout-nowrap">{state.paid.orderNumber}</span>
          </>
        ) : (
          (nothingToPay ?? 'Payment')
        )}
      </h1>
      {state && nothingToPay ? (
        <NothingToPay state={state} />
      ) : (
        <PaymentForm amount={amount} paymentType={params.get('paymentType') ?? ''} />
      )}
    </section>
  );
}
