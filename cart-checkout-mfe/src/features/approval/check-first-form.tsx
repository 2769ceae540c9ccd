import { useState } from 'react';
import { Alert, Button, useNavigate } from 'shared-kernel';
import { usePharmacistHours } from 'legal-kit';
import { TextField } from 'shared-kernel/ui/forms';
import { PrescriptionUploadForm } from 'prescriptions-kit';
import { requestCheck } from './api/request-check';
import { useCartText } from '../../i18n';
import { serverMessage } from '../../i18n/server-message';

/** The phone for the pharmacist, then the prescription uploaded and sent against the cart's prescription-only lines. */
export function CheckFirstForm() {
  const navigate = useNavigate();
  const hours = usePharmacistHours();
  const [phone, setPhone] = useState('');
  const [prescriptionId, setPrescriptionId] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);
  const t = useCartText();

  async function send(id: string) {
    setError('');
    if (phone.replace(/\D/g, '').length < 10) return setError(t('approval.phoneInvalid'));
    setSending(true);
    try {
      const check = await requestCheck(id, phone);
      navigate(`/approved-cart?approval=${check.approvalId}`);
    } catch (failure) {
      setError(serverMessage(failure, 'approval.sendFailed'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="checkout-approval">
      <p>
        {t('approval.formIntro')}
        {hours ? ` ${t('approval.formHours', { hours: hours.text, next: hours.nextReviewText })}` : ''}
      </p>
      <TextField
        id="checkout-approval-phone"
        label={t('approval.phoneLabel')}
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      {prescriptionId ? (
        <Button type="button" disabled={sending} onClick={() => void send(prescriptionId)}>
          {t('approval.send')}
        </Button>
      ) : (
        <PrescriptionUploadForm
          idPrefix="checkout-approval"
          submitLabel={t('approval.uploadSend')}
          onUploaded={(uploaded) => {
            setPrescriptionId(uploaded.id);
            void send(uploaded.id);
          }}
        />
      )}
      {error ? <Alert>{error}</Alert> : null}
    </div>
  );
}
