import { Link, useSearchParams } from 'shared-kernel';
import { ResetPasswordForm } from '../features/auth/components/reset-password-form';
import { useMoreText } from '../i18n/more';
import '../components/ui/ui.css';

export default function ResetPasswordPage() {
  const t = useMoreText();
  const [params] = useSearchParams();
  const email = params.get('email') ?? '';
  const code = params.get('code') ?? '';
  return (
    <section className="account-page account-auth account-card" data-page="resetPassword">
      <h1>{t('reset.title')}</h1>
      {email && code ? (
        <ResetPasswordForm email={email} code={code} />
      ) : (
        <div className="account-notice account-notice--error" role="alert">
          <p>{t('reset.incomplete')}</p>
          <Link to="/login">{t('reset.goToLogin')}</Link>
        </div>
      )}
    </section>
  );
}
