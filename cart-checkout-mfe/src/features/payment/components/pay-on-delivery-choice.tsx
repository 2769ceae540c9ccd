import { useState } from 'react';
import { Button } from 'shared-kernel';
import type { FormModel } from 'shared-kernel/ui/forms';
import { confirmPhoneCode } from '../api/confirm-phone-code';
import { sendPhoneCode } from '../api/send-phone-code';
import type { PaymentFormValues } from '../lib/validate-payment';
import { ChoiceOption } from './choice-option';
import { useCartText } from '../../../i18n';
import { serverMessage } from '../../../i18n/server-message';

/** The largest order paid on delivery, as the server's default cap (it refuses a larger one, saying so). */
const POD_CAP_NAIRA = 50_000;

type PaymentForm = FormModel<PaymentFormValues>;

/** Pay online now, or pay the rider on delivery (bounded: the server says no with the reason). */
export function PaymentMethodChoice({ form, phone }: { form: PaymentForm; phone: string }) {
  const { values } = form;
  const t = useCartText();
  return (
    <fieldset className="checkout-fulfilment">
      <legend>{t('payOnDelivery.legend')}</legend>
      <ChoiceOption
        name="paymentMethod"
        value="online"
        checked={values.paymentMethod === 'online'}
        onChoose={() => form.setValue('paymentMethod', 'online')}
      >
        {t('payOnDelivery.online')}
      </ChoiceOption>
      <ChoiceOption
        name="paymentMethod"
        value="on-delivery"
        checked={values.paymentMethod === 'on-delivery'}
        onChoose={() => form.setValue('paymentMethod', 'on-delivery')}
      >
        {t('payOnDelivery.onDelivery', { cap: POD_CAP_NAIRA })}
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
  const t = useCartText();
  const act = async (step: () => Promise<void>, next: 'sent' | 'verified') => {
    setProblem('');
    try {
      await step();
      setState(next);
    } catch (error) {
      setProblem(serverMessage(error, 'payOnDelivery.failed'));
    }
  };
  if (state === 'verified') return <p role="status">{t('payOnDelivery.verified')}</p>;
  return (
    <div className="checkout-phone-check">
      <p>{phone ? t('payOnDelivery.explain', { phone: `(${phone})` }) : t('payOnDelivery.explainNoPhone')}</p>
      <Button variant="secondary" disabled={!phone.trim()} onClick={() => act(() => sendPhoneCode(phone), 'sent')}>
        {state === 'sent' ? t('payOnDelivery.sendAgain') : t('payOnDelivery.sendCode')}
      </Button>
      {state === 'sent' ? (
        <>
          <label htmlFor="checkout-phone-code">{t('payOnDelivery.codeLabel')}</label>
          <input
            id="checkout-phone-code"
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={code}
            onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
          />
          <Button variant="secondary" onClick={() => act(() => confirmPhoneCode(phone, code), 'verified')}>
            {t('payOnDelivery.confirm')}
          </Button>
        </>
      ) : null}
      {problem ? <p role="alert">{problem}</p> : null}
    </div>
  );
}
