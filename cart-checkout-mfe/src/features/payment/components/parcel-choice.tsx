import type { DeliveryQuote, DeliveryZone } from 'shared-kernel';
import { useDeliveryWindowText } from 'delivery-kit';
import type { FormModel } from 'shared-kernel/ui/forms';
import { useDeliveryQuote } from '../hooks/use-checkout-data';
import type { PaymentFormValues } from '../lib/validate-payment';
import { useCartText } from '../../../i18n';

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
    window: plan.windowParts ?? (quote.window ? { ...quote.window, text: plan.window ?? quote.window.text } : quote.window),
  };
}

/** The delivery quote, priced for the parcels the shopper chose (withParcelChoice). */
export function useChosenQuote(values: PaymentFormValues, zones: DeliveryZone[], discountCode: string) {
  const { quote, quoteError, quoteErrorCode } = useDeliveryQuote(values, zones, discountCode);
  return { quote: withParcelChoice(quote, values), quoteError, quoteErrorCode };
}

const OPTIONS = [
  { value: 'one', title: 'parcels.oneTitle', hint: 'parcels.oneHint' },
  { value: 'split', title: 'parcels.splitTitle', hint: 'parcels.splitHint' },
] as const;

/** Before paying: one later parcel, or a split, each parcel with where it leaves from, its fee and window. */
export function ParcelChoice({ form, choice }: { form: FormModel<PaymentFormValues>; choice: DeliveryChoice }) {
  const t = useCartText();
  const windowText = useDeliveryWindowText({ readyNow: true });
  return (
    <fieldset className="checkout-parcels" data-testid="parcel-choice">
      <legend>{t('parcels.legend')}</legend>
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
              <strong>{t(option.title)}</strong> — {t('parcels.prices', { fee: plan.deliveryFee ?? 0, total: plan.total ?? 0 })}
              <br />
              <span className="ep-field__hint">{t(option.hint)}</span>
              <ul className="checkout-parcels__list">
                {(plan.parcels ?? []).map((parcel, index) => (
                  <li key={`${parcel.locationId}-${index}`}>
                    {t('parcels.parcel', {
                      from: parcel.kind === 'warehouse' ? t('parcels.fromWarehouse') : t('parcels.from', { place: parcel.from }),
                      items: (parcel.lines ?? []).map((l) => `${l.medicineName} ×${l.quantity}`).join(', '),
                      fee: parcel.fee ?? 0,
                      window: windowText(parcel.windowParts ?? { text: parcel.window }),
                      transfer: parcel.waitsForTransfer ? 'yes' : 'no',
                    })}
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
