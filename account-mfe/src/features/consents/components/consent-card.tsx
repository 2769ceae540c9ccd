import { useState } from 'react';
import { apiErrorMessage, Button, formatDateTime, localPhone, nigerianMobile, toast } from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { type Consent, giveConsent, withdrawConsent } from '../api/consents-api';

const WHERE: Record<string, string> = {
  account: 'on this page',
  'sign-up': 'when you signed up',
  checkout: 'at checkout',
  'sms-stop': 'by replying STOP to a text',
  'whatsapp-stop': 'by replying STOP on WhatsApp',
  replaced: 'when you gave a new number',
};

/** One consent: what it says, whether it is given (when, where, to which number), one tap to withdraw; nothing ticked for you. */
export function ConsentCard({ consent, onChange }: { consent: Consent; onChange: (all: Consent[]) => void }) {
  const [busy, setBusy] = useState(false);

  async function withdraw() {
    setBusy(true);
    try {
      onChange(await withdrawConsent(consent));
      toast.success('Consent withdrawn', `${consent.title}: off.`);
    } catch (err) {
      toast.error('Not withdrawn', apiErrorMessage(err, 'Your consent could not be withdrawn.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="account-card account-consents__item" aria-label={consent.title} data-consent={`${consent.purpose}-${consent.channel}`}>
      <h3>{consent.title}</h3>
      <p className="account-consents__wording">{consent.wording}</p>
      {consent.given ? (
        <>
          <p className="account-consents__state">
            <strong>Given</strong> {formatDateTime(consent.given.at)} {WHERE[consent.given.via] ?? ''}
            {consent.given.phone ? `, to ${localPhone(consent.given.phone)}` : ''}.
          </p>
          <Button variant="secondary" disabled={busy} onClick={() => void withdraw()}>
            Withdraw
          </Button>
        </>
      ) : (
        <>
          <p className="account-consents__state">
            <strong>Not given</strong>
            {consent.withdrawn ? ` (withdrawn ${formatDateTime(consent.withdrawn.at)} ${WHERE[consent.withdrawn.via] ?? ''})` : ''}.
          </p>
          <GiveConsent consent={consent} onChange={onChange} />
        </>
      )}
    </li>
  );
}

/** The shopper's own tick (never pre-ticked), and the mobile number for SMS or WhatsApp. */
function GiveConsent({ consent, onChange }: { consent: Consent; onChange: (all: Consent[]) => void }) {
  const [agreed, setAgreed] = useState(false);
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function give() {
    if (consent.needsPhone && !nigerianMobile(phone)) {
      setPhoneError('Enter a Nigerian mobile number, e.g. 0803 123 4567.');
      return;
    }
    setBusy(true);
    try {
      onChange(
        await giveConsent({
          purpose: consent.purpose,
          channel: consent.channel,
          wordingVersion: consent.wordingVersion,
          phone: consent.needsPhone ? phone : null,
          via: 'account',
        }),
      );
      toast.success('Consent given', `${consent.title}: on.`);
    } catch (err) {
      toast.error('Not saved', apiErrorMessage(err, 'Your consent could not be saved.'));
      setBusy(false);
    }
  }

  return (
    <>
      {consent.needsPhone && (
        <TextField
          label="Mobile number"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          error={phoneError}
          onChange={(e) => {
            setPhone(e.target.value);
            setPhoneError(undefined);
          }}
        />
      )}
      <Checkbox label="I agree to this" checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <Button disabled={!agreed || busy} onClick={() => void give()}>
        Give consent
      </Button>
    </>
  );
}
