import { useSearchParams } from 'shared-kernel';
import { PaymentForm } from '../features/payment/components/payment-form';
import { NothingToPay, nothingToPayTitle } from '../features/payment/components/nothing-to-pay';
import { useCheckoutState } from '../features/payment/hooks/use-checkout-state';
import { useCartText } from '../i18n';
import { richText } from '../i18n/rich';

export default function PaymentFormPage() {
  const [params] = useSearchParams();
  const state = useCheckoutState();
  const raw = params.get('totalPrice');
  const amount = raw === null || raw.trim() === '' ? Number.NaN : Number(raw);
  const t = useCartText();
  const nothingToPay = state ? nothingToPayTitle(state, t) : null;
  return (
    <section className="checkout-page" data-page="paymentForm" aria-labelledby="checkout-payment-title">
      <h1 id="checkout-payment-title">
        {state?.paid?.orderNumber
          ? // The order number is never split over two lines on a phone.
            richText(t, 'checkout.alreadyPaid', {}, { order: <span className="checkout-nowrap">{state.paid.orderNumber}</span> })
          : (nothingToPay ?? t('checkout.title'))}
      </h1>
      {state && nothingToPay ? (
        <NothingToPay state={state} />
      ) : (
        <PaymentForm amount={amount} paymentType={params.get('paymentType') ?? ''} />
      )}
    </section>
  );
}
