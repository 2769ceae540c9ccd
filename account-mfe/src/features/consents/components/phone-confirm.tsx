import { useState } from 'react';
import { apiErrorCode, apiErrorMessage, Button, localPhone, toast } from 'shared-kernel';
import { TextField } from 'shared-kernel/ui/forms';
import { useAccountText } from '../../../i18n';
import { confirmPhoneCode } from '../api/confirm-phone-code';
import { sendPhoneCode } from '../api/send-phone-code';

/**
 * Nothing is texted to a number until its shopper proves it is theirs: a six-digit code sent to it,
 * typed back here. Shown under a consent given to a number not yet proved (ticked at sign-up), and
 * when giving one to a new number.
 */
export function PhoneConfirm({ phone, onConfirmed }: { phone: string; onConfirmed: () => void }) {
  const t = useAccountText();
  const [sent, setSent] = useState(false);
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  const shown = localPhone(phone);

  async function send() {
    setBusy(true);
    try {
      await sendPhoneCode(phone);
      setSent(true);
      toast.success(t('consents.codeSentToast'), t('consents.codeSent', { phone: shown }));
    } catch (err) {
      // One went out a moment ago: the shopper types that one.
      if (apiErrorCode(err) === 'code-sent') setSent(true);
      else toast.error(t('consents.codeNotSent'), apiErrorMessage(err, t('consents.codeSendFailed')));
    } finally {
      setBusy(false);
    }
  }

  async function confirm() {
    if (!/^\d{6}$/.test(code.trim())) {
      setCodeError(t('consents.codeInvalid'));
      return;
    }
    setBusy(true);
    try {
      await confirmPhoneCode(phone, code.trim());
      toast.success(t('consents.phoneConfirmedToast'), t('consents.phoneConfirmed', { phone: shown }));
      onConfirmed();
    } catch (err) {
      setCodeError(apiErrorMessage(err, t('consents.codeWrong')));
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="account-consents__confirm" role="group" aria-label={t('consents.confirmTitle')}>
      <p>
        <strong>{t('consents.confirmTitle')}</strong> {t('consents.confirmWhy', { phone: shown })}
      </p>
      {sent && (
        <TextField
          label={t('consents.code')}
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={6}
          value={code}
          error={codeError}
          onChange={(e) => {
            setCode(e.target.value.replace(/\D/g, ''));
            setCodeError(undefined);
          }}
        />
      )}
      <div className="account-consents__confirm-actions">
        {sent && (
          <Button disabled={busy} onClick={() => void confirm()}>
            {t('consents.confirmCode')}
          </Button>
        )}
        <Button variant={sent ? 'secondary' : 'primary'} disabled={busy} onClick={() => void send()}>
          {sent ? t('consents.sendAgain') : t('consents.sendCode')}
        </Button>
      </div>
    </div>
  );
}
