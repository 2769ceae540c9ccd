import { useEffect, useState } from 'react';
import { api, nigerianMobile, useLocale, type AnswerOf } from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { useAccountText } from '../../../i18n';

type Wording = AnswerOf<'/api/consents/wording', 'get'>['items'][number];

/** What the sign-up sends for SMS updates: nothing unless ticked. */
export type SmsUpdatesChoice = { ticked: boolean; phone: string };
export const NO_SMS_UPDATES: SmsUpdatesChoice = { ticked: false, phone: '' };

/** The consent's words as the server keeps them (in the reader's language), and their version, or null while loading or unreachable. */
function useSmsWording(): Wording | null {
  const locale = useLocale();
  const [wording, setWording] = useState<Wording | null>(null);
  useEffect(() => {
    let live = true;
    api
      .get('/api/consents/wording')
      .then(({ data }) => live && setWording(data.items.find((w) => w.purpose === 'order-updates' && w.channel === 'sms') ?? null))
      .catch(() => live && setWording(null));
    return () => {
      live = false;
    };
  }, [locale]);
  return wording;
}

/** The body's smsUpdates, or a problem with the number to show (the box ticked with no valid Nigerian mobile). */
export function smsUpdatesBody(choice: SmsUpdatesChoice, wordingVersion: string | undefined) {
  if (!choice.ticked || !wordingVersion) return { body: undefined, phoneInvalid: false };
  if (!nigerianMobile(choice.phone)) return { body: undefined, phoneInvalid: true };
  return { body: { phone: choice.phone, wordingVersion }, phoneInvalid: false };
}

/**
 * Order updates by SMS, offered at sign-up and never ticked for the visitor: the consent's own words
 * (what the server records as read), and the mobile number once ticked.
 */
export function SignupSmsUpdates({
  choice,
  onChange,
  phoneError,
  onWording,
}: {
  choice: SmsUpdatesChoice;
  onChange: (next: SmsUpdatesChoice) => void;
  phoneError?: string;
  onWording: (version: string | undefined) => void;
}) {
  const t = useAccountText();
  const wording = useSmsWording();
  useEffect(() => onWording(wording?.wordingVersion), [wording, onWording]);
  if (!wording) return null;
  return (
    <fieldset className="account-form__sms">
      <legend>{wording.title}</legend>
      <p className="account-form__sms-wording">{wording.wording}</p>
      <Checkbox
        id="signup-sms-updates"
        label={t('signupSms.agree')}
        checked={choice.ticked}
        onChange={(e) => onChange({ ...choice, ticked: e.target.checked })}
      />
      {choice.ticked && (
        <TextField
          id="signup-sms-phone"
          label={t('signupSms.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          hint={t('signupSms.phoneHint')}
          value={choice.phone}
          error={phoneError}
          onChange={(e) => onChange({ ...choice, phone: e.target.value })}
        />
      )}
    </fieldset>
  );
}
