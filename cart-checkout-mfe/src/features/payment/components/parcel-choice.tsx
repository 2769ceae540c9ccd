import { type DeliveryQuote, type DeliveryZone, Money } from 'shared-kernel';
import type { FormModel } from 'shared-kernel/ui/forms';
import { useDeliveryQuote } from '../hooks/use-checkout-data';
import type { PaymentFormValues } from '../lib/validate-payment';

type DeliveryChoice = NonNullable<DeliveryQuote['deliveryChoice']>;
type Plan = NonNullable<DeliveryChoice['one']>;

/**
 * The quote as the shopper will pay it: when no pharmacy near the address has every item, the
 * fee, total and window of the option they chose (one later parcel, or a split). The server prices
 * the same choice again and refuses any other total.
 */
export function withParcelChoice(quote: DeliveryQuote | null, values: Pick<PaymentFormValues, 'fulfilment' | 'parcels'>) {
  const plan = quote && values.fulfilment !== 'pickup' ? quote.deliveryChoice?.[values.parcels] : undefined;
  if (!quote || !plan) return quote;
  return {
    ...quote,
    deliveryFee: plan.deliveryFee,
    total: plan.total,
    window: quote.window ? { ...quote.window, text: plan.window ?? quote.window.text } : quote.window,
  };
}

/** The delivery quote, priced for the parcels the shopper chose (withParcelChoice). */
export function useChosenQuote(values: PaymentFormValues, zones: DeliveryZone[], discountCode: string) {
  const { quote, quoteError } = useDeliveryQuote(values, zones, discountCode);
  return { quote: withParcelChoice(quote, values), quoteError };
}

const OPTIONS = [
  { value: 'one', title: 'One parcel, later', hint: 'Everything together in one delivery.' },
  { value: 'split', title: 'Split into parcels', hint: 'What a pharmacy near you has comes sooner; each parcel has its own fee.' },
] as const;

/** Before paying: one later parcel, or a split, each parcel with where it leaves from, its fee and window. */
export function ParcelChoice({ form, choice }: { form: FormModel<PaymentFormValues>; choice: DeliveryChoice }) {
  return (
    <fieldset className="checkout-parcels" data-testid="parcel-choice">
      <legend>No pharmacy near you has every item. How should we send your order?</legend>
      {OPTIONS.map((option) => {
        const plan: Plan | undefined = choice[option.value];
        if (!plan) return null;
        return (
          <label key={option.value} className="checkout-saved-address checkout-parcels__option">
            <input
              type="radio"
              name="parcels"
              value={option.value}
              checked={form.values.parcels === option.value}
              onChange={() => form.setValue('parcels', option.value)}
            />
            <span>
              <strong>{option.title}</strong> — delivery {plan.deliveryFee ? <Money amount={plan.deliveryFee} /> : 'free'}, total{' '}
              <Money amount={plan.total ?? 0} />
              <br />
              <span className="ep-field__hint">{option.hint}</span>
              <ul className="checkout-parcels__list">
                {(plan.parcels ?? []).map((parcel, index) => (
                  <li key={`${parcel.locationId}-${index}`}>
                    {parcel.kind === 'warehouse' ? 'From our warehouse' : `From ${parcel.from}`}:{' '}
                    {(parcel.lines ?? []).map((l) => `${l.medicineName} ×${l.quantity}`).join(', ')} —{' '}
                    {parcel.fee ? <Money amount={parcel.fee} /> : 'free'}, {parcel.window}
                    {parcel.waitsForTransfer ? ' (after a transfer between our pharmacies)' : ''}
                  </li>
                ))}
              </ul>
            </span>
          </label>
        );
      })}
    </fieldset>
  );
}
