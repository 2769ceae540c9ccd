import { useState } from 'react';
import { apiErrorCode, apiErrorMessage, Button, formatDateTime, localPhone, nigerianMobile, toast, useAuth } from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { useAccountText } from '../../../i18n';
import { type Consent } from '../api/consents-types';
import { getConsents } from '../api/get-consents';
import { giveConsent } from '../api/give-consent';
import { withdrawConsent } from '../api/withdraw-consent';
import { PhoneConfirm } from './phone-confirm';

/** One consent: what it says, whether it is given (when, where, to which number), one tap to withdraw; nothing ticked for you. */
export function ConsentCard({ consent, onChange }: { consent: Consent; onChange: (all: Consent[]) => void }) {
  const [busy, setBusy] = useState(false);
  const t = useAccountText();
  // ICU select keys cannot hold '-': 'sms-stop' is asked for as 'sms_stop'.
  const where = (via: string) => t('consents.where', { via: via.replace(/-/g, '_') });

  async function withdraw() {
    setBusy(true);
    try {
      onChange(await withdrawConsent(consent));
      toast.success(t('consents.withdrawnToast'), t('consents.off', { title: consent.title }));
    } catch (err) {
      toast.error(t('consents.notWithdrawn'), apiErrorMessage(err, t('consents.withdrawFailed')));
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
            <strong>{t('consents.given')}</strong>{' '}
            {t('consents.givenWhen', { when: formatDateTime(consent.given.at), where: where(consent.given.via) })}
            {consent.given.phone ? t('consents.toPhone', { phone: localPhone(consent.given.phone) }) : ''}.
          </p>
          {consent.given.phone && !consent.given.phoneVerified && (
            <PhoneConfirm phone={consent.given.phone} onConfirmed={() => void getConsents().then(onChange)} />
          )}
          <Button variant="secondary" disabled={busy} onClick={() => void withdraw()}>
            {t('consents.withdraw')}
          </Button>
        </>
      ) : (
        <>
          <p className="account-consents__state">
            <strong>{t('consents.notGiven')}</strong>
            {consent.withdrawn
              ? t('consents.withdrawnWhen', { when: formatDateTime(consent.withdrawn.at), where: where(consent.withdrawn.via) })
              : ''}
            .
          </p>
          <GiveConsent consent={consent} onChange={onChange} />
        </>
      )}
    </li>
  );
}

/** The shopper's own tick (never pre-ticked), and the mobile number for SMS or WhatsApp. */
function GiveConsent({ consent, onChange }: { consent: Consent; onChange: (all: Consent[]) => void }) {
  const accountPhone = useAuth((s) => s.user?.phone ?? null);
  const [agreed, setAgreed] = useState(false);
  const t = useAccountText();
  // The number on the profile, when there is one, so the two stay the same.
  const [phone, setPhone] = useState(() => (accountPhone ? localPhone(accountPhone) : ''));
  const [phoneError, setPhoneError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  // A number not proved yet: the code is asked for first, then the consent is given.
  const [unproved, setUnproved] = useState<string | null>(null);

  async function give() {
    if (consent.needsPhone && !nigerianMobile(phone)) {
      setPhoneError(t('consents.phoneInvalid'));
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
      toast.success(t('consents.givenToast'), t('consents.on', { title: consent.title }));
    } catch (err) {
      setBusy(false);
      if (apiErrorCode(err) === 'phone-not-verified') setUnproved(phone);
      else toast.error(t('consents.notSaved'), apiErrorMessage(err, t('consents.saveFailed')));
    }
  }

  if (unproved)
    return (
      <PhoneConfirm
        phone={unproved}
        onConfirmed={() => {
          setUnproved(null);
          void give();
        }}
      />
    );

  return (
    <>
      {consent.needsPhone && (
        <TextField
          label={t('consents.phone')}
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
      <Checkbox label={t('consents.agree')} checked={agreed} onChange={(e) => setAgreed(e.target.checked)} />
      <Button disabled={!agreed || busy} onClick={() => void give()}>
        {t('consents.give')}
      </Button>
    </>
  );
}
