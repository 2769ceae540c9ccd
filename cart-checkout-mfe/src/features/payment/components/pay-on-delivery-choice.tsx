import { useState } from 'react';
import { apiErrorMessage, Button } from 'shared-kernel';
import type { FormModel } from 'shared-kernel/ui/forms';
import { confirmPhoneCode, sendPhoneCode } from '../api/pay-on-delivery';
import type { PaymentFormValues } from '../lib/validate-payment';
import { ChoiceOption } from './choice-option';

type PaymentForm = FormModel<PaymentFormValues>;

/** Pay online now, or pay the rider on delivery (bounded: the server says no with the reason). */
export function PaymentMethodChoice({ form, phone }: { form: PaymentForm; phone: string }) {
  const { values } = form;
  return (
    <fieldset className="checkout-fulfilment">
      <legend>How would you like to pay?</legend>
      <ChoiceOption
        name="paymentMethod"
        value="online"
        checked={values.paymentMethod === 'online'}
        onChoose={() => form.setValue('paymentMethod', 'online')}
      >
        Pay online now
      </ChoiceOption>
      <ChoiceOption
        name="paymentMethod"
        value="on-delivery"
        checked={values.paymentMethod === 'on-delivery'}
        onChoose={() => form.setValue('paymentMethod', 'on-delivery')}
      >
        Pay on delivery (orders up to N50,000 without prescription medicines; the rider brings a payment link)
      </ChoiceOption>
      {values.paymentMethod === 'on-delivery' ? <PhoneCheck phone={phone} /> : null}
    </fieldset>
  );
}

/** The delivery phone proved by an SMS code before paying on delivery. */
function PhoneCheck({ phone }: { phone: string }) {
  const [code, setCode] = useState('');
  const [state, setState] = useState<'idle' | 'sent' | 'verified'>('idle');
  const [problem, setProblem] = useState('');
  const act = async (step: () => Promise<void>, next: 'sent' | 'verified') => {
    setProblem('');
    try {
      await step();
      setState(next);
    } catch (error) {
      setProblem(apiErrorMessage(error, 'That did not work. Please try again.'));
    }
  };
  if (state === 'verified') return <p role="status">Phone verified: you can pay on delivery.</p>;
  return (
    <div className="checkout-phone-check">
      <p>We send a code by SMS to the delivery phone {phone ? `(${phone})` : ''} to confirm it is yours.</p>
      <Button variant="secondary" disabled={!phone.trim()} onClick={() => act(() => sendPhoneCode(phone), 'sent')}>
        {state === 'sent' ? 'Send the code again' : 'Send me a code'}
      </Button>
      {state === 'sent' ? (
        <>
          <label htmlFor="checkout-phone-code">Code from the SMS</label>
          <input
            id="checkout-phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <Button variant="secondary" onClick={() => act(() => confirmPhoneCode(phone, code), 'verified')}>
            Confirm phone
          </Button>
        </>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
