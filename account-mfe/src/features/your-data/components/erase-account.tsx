import { useState } from 'react';
import { apiErrorMessage, Button, clearSession, toast, useNavigate } from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { useAccountText } from '../../../i18n';
import { eraseMyAccount } from '../api/erase-my-account';

/** Erase my account: what goes and what the law keeps, the shopper's own tick and password, then signed out. */
export function EraseAccount() {
  const [understood, setUnderstood] = useState(false);
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [erased, setErased] = useState(false);
  const t = useAccountText();
  const navigate = useNavigate();

  async function erase() {
    setBusy(true);
    try {
      await eraseMyAccount(password);
      setErased(true);
      // Said in a toast too: signed out, the account pages send the visitor to log in, so the shop's
      // home is where they land, with the news.
      toast.success(t('yourData.erasedTitle'), t('yourData.erased'), { duration: 10_000 });
      clearSession();
      navigate('/dashboard');
    } catch (err) {
      toast.error(t('yourData.notErased'), apiErrorMessage(err, t('yourData.eraseFailed')));
      setBusy(false);
    }
  }

  if (erased)
    return (
      <p className="account-notice" role="status">
        {t('yourData.erased')}
      </p>
    );
  return (
    <div className="account-card account-your-data__erase">
      <h2>{t('yourData.eraseTitle')}</h2>
      <p>{t('yourData.eraseText')}</p>
      <p>{t('yourData.eraseKept')}</p>
      <Checkbox label={t('yourData.understand')} checked={understood} onChange={(e) => setUnderstood(e.target.checked)} />
      <TextField
        label={t('yourData.password')}
        type="password"
        autoComplete="current-password"
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      <Button variant="danger" disabled={!understood || !password || busy} onClick={() => void erase()}>
        {t('yourData.erase')}
      </Button>
    </div>
  );
}
