import { useCatalogText } from '../../../i18n';
import { type FormEvent, useState } from 'react';
import { apiErrorMessage, Button, isEmail, type Medicine, useAuth } from 'shared-kernel';
import { askBackInStock } from '../api/back-in-stock';

/** "Tell me when it's back" on an out-of-stock medicine: the account's address when signed in, else one typed. */
export function BackInStock({ medicine }: { medicine: Medicine }) {
  const t = useCatalogText();
  const signedIn = useAuth((s) => Boolean(s.token));
  const [email, setEmail] = useState('');
  const [done, setDone] = useState('');
  const [problem, setProblem] = useState('');
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    if (!signedIn && !isEmail(email.trim())) {
      setProblem(t('backInStock.enterEmail'));
      return;
    }
    setBusy(true);
    try {
      const answer = await askBackInStock(medicine.id, signedIn ? undefined : email.trim());
      setDone(t('backInStock.done', { email: answer.email ?? '', name: medicine.name }));
    } catch (error) {
      setProblem(apiErrorMessage(error, t('backInStock.failed')));
    } finally {
      setBusy(false);
    }
  };

  if (done)
    return (
      <p role="status" className="catalog-back-in-stock">
        {done}
      </p>
    );
  return (
    <form className="catalog-back-in-stock" onSubmit={submit} aria-label={t('backInStock.label')}>
      {!signedIn && (
        <>
          <label htmlFor="back-in-stock-email">{t('backInStock.email')}</label>
          <input
            id="back-in-stock-email"
            type="email"
            autoComplete="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            aria-invalid={problem ? true : undefined}
          />
        </>
      )}
      <Button type="submit" disabled={busy}>
        {t('backInStock.label')}
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
    </form>
  );
}
