import { Link, RETURN_TO, safeReturnPath, useSearchParams } from 'shared-kernel';
import { ConfirmEmailStatus } from '../features/auth/components/confirm-email-status';
import { useMoreText } from '../i18n/more';
import '../components/ui/ui.css';

export default function ConfirmEmailPage() {
  const t = useMoreText();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const token = params.get('token') ?? '';
  const returnTo = safeReturnPath(params.get(RETURN_TO)) ?? undefined;
  return (
    <section className="account-page account-auth account-card" data-page="confirmEmail">
      <h1>{t('confirm.title')}</h1>
      {email && token ? (
        <ConfirmEmailStatus email={email} token={token} returnTo={returnTo} />
      ) : (
        <div className="account-notice account-notice--error" role="alert">
          <p>{t('confirm.incomplete')}</p>
          <Link to="/reactivate">{t('confirm.askNewLink')}</Link>
        </div>
      )}
    </section>
  );
}
