import { useEffect, useState } from 'react';
import { getPickupPoints, type PickupPoint } from 'delivery-kit';
import { TextField, type FormModel } from 'shared-kernel/ui/forms';
import type { PaymentFormValues } from '../lib/validate-payment';
import { ChoiceOption } from './choice-option';
import { cartZone } from '../../../lib/cart-zone';
import { useCartText } from '../../../i18n';
import { serverMessage } from '../../../i18n/server-message';

type PaymentForm = FormModel<PaymentFormValues>;

/** Delivery to an address, or click-and-collect at a pharmacy (no delivery fee). */
export function FulfilmentChoice({ form }: { form: PaymentForm }) {
  const { values } = form;
  const t = useCartText();
  return (
    <fieldset className="checkout-fulfilment">
      <legend>{t('checkout.howReceive')}</legend>
      <ChoiceOption
        name="fulfilment"
        value="delivery"
        checked={values.fulfilment === 'delivery'}
        onChoose={() => form.setValue('fulfilment', 'delivery')}
      >
        {t('checkout.deliver')}
      </ChoiceOption>
      <ChoiceOption
        name="fulfilment"
        value="pickup"
        checked={values.fulfilment === 'pickup'}
        onChoose={() => form.setValue('fulfilment', 'pickup')}
      >
        {t('checkout.collect')}
      </ChoiceOption>
    </fieldset>
  );
}

/**
 * Where the shopper is, for the pickup list to put that state first: the area picked for this cart's
 * delivery estimate, else the one chosen on a product page (a zone code, or a state name kept before
 * areas were listed). The server reads either; without one, the shopper's saved address says.
 */
function shopperArea(): string | undefined {
  const kept = (read: () => string | null) => {
    try {
      return read() || undefined;
    } catch {
      return undefined;
    }
  };
  const area = kept(cartZone) ?? kept(() => localStorage.getItem('ep.shopper.state'));
  // A value the server could not read (it takes 2 to 40 characters) is left out rather than failing the list.
  return area && area.length >= 2 && area.length <= 40 ? area : undefined;
}

/** When the shopper's cart would be ready at a pharmacy, as the server promises it. */
function ReadyNote({ point }: { point: PickupPoint }) {
  const t = useCartText();
  if (point.readiness === 'now')
    return (
      <>
        <span className="checkout-pickup-note">{t('checkout.pickupInStock')}</span>
        <span className="checkout-pickup-note">{t('checkout.pickupReadyNow')}</span>
      </>
    );
  if (point.readiness === 'transfer' && point.readyWindow)
    return (
      <em className="checkout-pickup-note" data-testid="pickup-after-transfer">
        {t('checkout.pickupAfterTransfer', { min: point.readyWindow.minDays ?? 0, max: point.readyWindow.maxDays ?? 0 })}
      </em>
    );
  if (point.readiness === 'unavailable') return <em className="checkout-pickup-note">{t('checkout.pickupUnavailable')}</em>;
  return null;
}

/**
 * The pickup points by state (the shopper's own first, as the server orders them), with their hours
 * and when the cart would be ready there, and the phone the shop texts (with consent) when the order is ready.
 */
export function PickupPoints({ form }: { form: PaymentForm }) {
  const [points, setPoints] = useState<PickupPoint[] | null>(null);
  const [problem, setProblem] = useState('');
  const t = useCartText();
  useEffect(() => {
    let current = true;
    getPickupPoints(undefined, shopperArea())
      .then((answer) => current && setPoints(answer))
      .catch((error) => current && setProblem(serverMessage(error, 'checkout.pickupLoadFailed')));
    return () => {
      current = false;
    };
  }, []);
  const states = [...new Set((points ?? []).map((p) => p.state ?? ''))];
  return (
    <fieldset className="checkout-delivery">
      <legend>{t('checkout.pickupLegend')}</legend>
      {problem ? <p role="alert">{problem}</p> : null}
      {points === null && !problem ? <p>{t('checkout.pickupLoading')}</p> : null}
      {states.map((state) => (
        <div key={state} role="radiogroup" aria-label={t('checkout.pickupStateGroup', { state })}>
          <h3 className="checkout-pickup-state">
            {(points ?? []).some((p) => p.state === state && p.inYourState)
              ? t('checkout.pickupStateNear', { state })
              : t('checkout.pickupState', { state })}
          </h3>
          {(points ?? [])
            .filter((p) => p.state === state)
            .map((p) => (
              <label key={p.pharmacyId} className="checkout-saved-address">
                <input
                  type="radio"
                  name="pickupPharmacyId"
                  value={p.pharmacyId}
                  checked={form.values.pickupPharmacyId === p.pharmacyId}
                  onChange={() => form.setValue('pickupPharmacyId', p.pharmacyId ?? '')}
                />
                <span className="checkout-pickup-point">
                  <strong>{p.name}</strong>
                  <span>{p.address}</span>
                  <span>{p.openingHours}</span>
                  <ReadyNote point={p} />
                </span>
              </label>
            ))}
        </div>
      ))}
      {form.errors.pickupPharmacyId ? (
        <p className="ep-field__error" role="alert">
          {form.errors.pickupPharmacyId}
        </p>
      ) : null}
      <TextField
        id="checkout-pickup-phone"
        label={t('checkout.pickupPhone')}
        type="tel"
        autoComplete="tel"
        required
        {...form.field('phone')}
      />
    </fieldset>
  );
}
