import { Button, type DeliveryQuote, type DeliveryZone, Money, type SavedAddress } from 'shared-kernel';
import { addressLines } from 'delivery-kit';
import { AddressFields, Checkbox, type FormModel } from 'shared-kernel/ui/forms';
import type { PaymentFormValues } from '../lib/validate-payment';
import { useCartText } from '../../../i18n';

type PaymentForm = FormModel<PaymentFormValues>;

/**
 * The amount comes from the cart and the delivery quote; it cannot be typed. Its message slot is
 * always there (an empty live region, with its height kept) so that a message appearing on blur
 * never moves the button the shopper is pressing.
 */
export function PaymentAmount({ form, quote, amount }: { form: PaymentForm; quote: DeliveryQuote | null; amount: number }) {
  const amountProblem = form.problems.amount ?? form.problems.paymentType;
  const shown = quote?.total ?? amount;
  const t = useCartText();
  return (
    <div className="checkout-amount">
      <span id="checkout-amount-label" className="ep-field__label">
        {t('checkout.amountLabel')}
      </span>
      <strong className="checkout-amount__value" data-testid="payment-amount">
        {Number.isFinite(shown) && shown > 0 ? <Money amount={shown} /> : '—'}
      </strong>
      <p className="ep-field__hint">{quote ? t('checkout.amountHintQuoted') : t('checkout.amountHint')}</p>
      <p className="ep-field__error" role="alert">
        {amountProblem ?? ''}
      </p>
    </div>
  );
}

/** The saved addresses to deliver to, or a new one. */
function SavedAddressChoice({ form, saved }: { form: PaymentForm; saved: SavedAddress[] }) {
  const { values } = form;
  const t = useCartText();
  return (
    <div className="checkout-saved-addresses" role="radiogroup" aria-label={t('checkout.deliverTo')}>
      {saved.map((a) => (
        <label key={a.id} className="checkout-saved-address">
          <input
            type="radio"
            name="choice"
            value={a.id}
            checked={values.choice === a.id}
            onChange={() => form.setValue('choice', a.id ?? 'new')}
          />
          <span>
            <strong>{a.label || a.recipient}</strong>
            <br />
            {addressLines(a).join(', ')}
          </span>
        </label>
      ))}
      <label className="checkout-saved-address">
        <input type="radio" name="choice" value="new" checked={values.choice === 'new'} onChange={() => form.setValue('choice', 'new')} />
        <span>{t('checkout.newAddress')}</span>
      </label>
      {form.errors.choice ? (
        <p className="ep-field__error" role="alert">
          {form.errors.choice}
        </p>
      ) : null}
    </div>
  );
}

/** Where to deliver: a saved address, or a new one (kept in the profile when asked). */
/** Asked, never assumed: keep the card this shopper pays with now, for their refill plans. */
export function SaveCardConsent({ form }: { form: PaymentForm }) {
  const t = useCartText();
  return <Checkbox id="checkout-save-card" label={t('checkout.saveCard')} {...form.checkbox('saveCard')} />;
}

export function DeliveryAddress({ form, saved, zones }: { form: PaymentForm; saved: SavedAddress[] | null; zones: DeliveryZone[] }) {
  const t = useCartText();
  return (
    <fieldset className="checkout-delivery">
      <legend>{t('checkout.deliveryAddress')}</legend>
      {saved && saved.length > 0 ? <SavedAddressChoice form={form} saved={saved} /> : null}
      {form.values.choice === 'new' ? (
        <>
          <AddressFields zones={zones} idPrefix="checkout-address" field={(name) => form.field(name)} />
          <Checkbox id="checkout-save-address" label={t('checkout.saveAddress')} {...form.checkbox('saveAddress')} />
        </>
      ) : null}
    </fieldset>
  );
}

interface PayButtonProps {
  inProgress: boolean;
  prescriptionMissing: boolean;
  quote: DeliveryQuote | null;
  /** Paid to the rider at the door: the button places the order and says what will be due then. */
  onDelivery?: boolean;
}

/** Pay (the quoted total), off while in progress or while a prescription is missing, which it then says. */
export function PayButton({ inProgress, prescriptionMissing, quote, onDelivery = false }: PayButtonProps) {
  // A cart with no items is never payable, whatever the delivery would cost.
  const nothingToPay = quote !== null && (quote.itemsTotal ?? 0) <= 0;
  const t = useCartText();
  const label = nothingToPay
    ? t('payment.nothingToPay')
    : quote
      ? t(onDelivery ? 'payment.placeOnDelivery' : 'payment.pay', { amount: quote.total ?? 0 })
      : t('payment.proceed');
  return (
    <>
      <Button
        type="submit"
        className="checkout-pay-button"
        disabled={inProgress || prescriptionMissing || nothingToPay}
        aria-describedby={prescriptionMissing ? 'checkout-pay-hint' : undefined}
      >
        {inProgress ? t('payment.processing') : label}
      </Button>
      {prescriptionMissing ? (
        <p id="checkout-pay-hint" className="checkout-pay-hint">
          {t('payment.prescriptionNeeded')}
        </p>
      ) : null}
    </>
  );
}
