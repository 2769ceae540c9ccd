import { useCatalogText } from '../../../i18n';
import { useState } from 'react';
import { apiErrorMessage, Button, isEmail, type Medicine, useAuth } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { askBackInStock } from '../api/back-in-stock';

/** "Tell me when it's back" on an out-of-stock medicine: the account's address when signed in, else one typed. */
export function BackInStock({ medicine }: { medicine: Medicine }) {
  const t = useCatalogText();
  const signedIn = useAuth((s) => Boolean(s.token));
  const [done, setDone] = useState('');
  const [failure, setFailure] = useState('');
  const form = useForm({
    initial: { email: '' },
    mode: 'onSubmit',
    validate: ({ email }) => (signedIn || isEmail(email.trim()) ? {} : { email: t('backInStock.enterEmail') }),
  });
  const { onBlur: _onBlur, error, ...email } = form.field('email');
  const problem = error ?? failure;

  const ask = async (values: { email: string }) => {
    setFailure('');
    try {
      const answer = await askBackInStock(medicine.id, signedIn ? undefined : values.email.trim());
      setDone(t('backInStock.done', { email: answer.email ?? '', name: medicine.name }));
    } catch (failed) {
      setFailure(apiErrorMessage(failed, t('backInStock.failed')));
    }
  };

  if (done)
    return (
      <p role="status" className="catalog-back-in-stock">
        {done}
      </p>
    );
  return (
    <form className="catalog-back-in-stock" onSubmit={form.handleSubmit(ask, () => setFailure(''))} aria-label={t('backInStock.label')}>
      {!signedIn && (
        <>
          <label htmlFor="back-in-stock-email">{t('backInStock.email')}</label>
          <input id="back-in-stock-email" type="email" autoComplete="email" {...email} aria-invalid={problem ? true : undefined} />
        </>
      )}
      <Button type="submit" disabled={form.busy}>
        {t('backInStock.label')}
      </Button>
      {problem ? <p role="alert">{problem}</p> : null}
    </form>
  );
}
