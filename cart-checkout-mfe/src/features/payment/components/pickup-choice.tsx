import { useEffect, useState } from 'react';
import { apiErrorMessage } from 'shared-kernel';
import { getPickupPoints, type PickupPoint } from 'shared-kernel/delivery';
import { TextField, type FormModel } from 'shared-kernel/ui/forms';
import type { PaymentFormValues } from '../lib/validate-payment';
import { ChoiceOption } from './choice-option';

type PaymentForm = FormModel<PaymentFormValues>;

/** Delivery to an address, or click-and-collect at a pharmacy (no delivery fee). */
export function FulfilmentChoice({ form }: { form: PaymentForm }) {
  const { values } = form;
  return (
    <fieldset className="checkout-fulfilment">
      <legend>How would you like your order?</legend>
      <ChoiceOption
        name="fulfilment"
        value="delivery"
        checked={values.fulfilment === 'delivery'}
        onChoose={() => form.setValue('fulfilment', 'delivery')}
      >
        Deliver to an address
      </ChoiceOption>
      <ChoiceOption
        name="fulfilment"
        value="pickup"
        checked={values.fulfilment === 'pickup'}
        onChoose={() => form.setValue('fulfilment', 'pickup')}
      >
        Collect at a pharmacy (no delivery fee)
      </ChoiceOption>
    </fieldset>
  );
}

/** The pickup points by state, with their hours, and the phone the pharmacy calls when the order is ready. */
export function PickupPoints({ form }: { form: PaymentForm }) {
  const [points, setPoints] = useState<PickupPoint[] | null>(null);
  const [problem, setProblem] = useState('');
  useEffect(() => {
    let current = true;
    getPickupPoints()
      .then((answer) => current && setPoints(answer))
      .catch((error) => current && setProblem(apiErrorMessage(error, 'We could not load the pharmacies. Please try again.')));
    return () => {
      current = false;
    };
  }, []);
  const states = [...new Set((points ?? []).map((p) => p.state ?? ''))];
  return (
    <fieldset className="checkout-delivery">
      <legend>Pharmacy to collect from</legend>
      {problem ? <p role="alert">{problem}</p> : null}
      {points === null && !problem ? <p>Loading the pharmacies…</p> : null}
      {states.map((state) => (
        <div key={state} role="radiogroup" aria-label={`Pharmacies in ${state === 'FCT' ? 'Abuja (FCT)' : state}`}>
          <h3 className="checkout-pickup-state">{state === 'FCT' ? 'Abuja (FCT)' : state}</h3>
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
                <span>
                  <strong>{p.name}</strong>
                  <br />
                  {p.address}
                  <br />
                  {p.openingHours}
                  {p.hasYourCart === false ? (
                    <>
                      <br />
                      <em>Some of your items are not in stock here today.</em>
                    </>
                  ) : p.hasYourCart ? (
                    <>
                      <br />
                      Your items are in stock here.
                    </>
                  ) : null}
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
        label="Your phone (we call when it is ready)"
        type="tel"
        autoComplete="tel"
        required
        {...form.field('phone')}
      />
    </fieldset>
  );
}
