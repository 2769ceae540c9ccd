import { useState } from 'react';
import { Alert, apiErrorMessage, Button, useNavigate } from 'shared-kernel';
import { usePharmacistHours } from 'shared-kernel/legal';
import { PrescriptionUploadForm, TextField } from 'shared-kernel/ui/forms';
import { requestCheck } from './approval-api';

/** The phone for the pharmacist, then the prescription uploaded and sent against the cart's prescription-only lines. */
export function CheckFirstForm() {
  const navigate = useNavigate();
  const hours = usePharmacistHours();
  const [phone, setPhone] = useState('');
  const [prescriptionId, setPrescriptionId] = useState('');
  const [error, setError] = useState('');
  const [sending, setSending] = useState(false);

  async function send(id: string) {
    setError('');
    if (phone.replace(/\D/g, '').length < 10) return setError('Give a phone number the pharmacist can call, e.g. 0803 123 4567.');
    setSending(true);
    try {
      const check = await requestCheck(id, phone);
      navigate(`/approved-cart?approval=${check.approvalId}`);
    } catch (failure) {
      setError(apiErrorMessage(failure, 'Your prescription could not be sent. Please try again.'));
    } finally {
      setSending(false);
    }
  }

  return (
    <div className="checkout-approval">
      <p>
        Send your prescription now and pay only after a pharmacist approves it. We email you a link to pay for exactly the medicines they
        approved.
        {hours ? ` Pharmacists check prescriptions ${hours.text}; a prescription sent now is checked ${hours.nextReviewText}.` : ''}
      </p>
      <TextField
        id="checkout-approval-phone"
        label="Phone the pharmacist can call"
        type="tel"
        autoComplete="tel"
        required
        value={phone}
        onChange={(event) => setPhone(event.target.value)}
      />
      {prescriptionId ? (
        <Button type="button" disabled={sending} onClick={() => void send(prescriptionId)}>
          Send for checking
        </Button>
      ) : (
        <PrescriptionUploadForm
          idPrefix="checkout-approval"
          submitLabel="Upload and send for checking"
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
