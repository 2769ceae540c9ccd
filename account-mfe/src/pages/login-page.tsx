import { useState } from 'react';
import { Link, RETURN_TO, signupPath, useSearchParams } from 'shared-kernel';
import { ForgotPasswordDialog } from '../features/auth/components/forgot-password-dialog';
import { LoginForm } from '../features/auth/components/login-form';
import { SocialLinks } from '../features/auth/components/social-links';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';

export default function LoginPage() {
  const [forgotOpen, setForgotOpen] = useState(false);
  const [params] = useSearchParams();
  const t = useAccountText();
  return (
    <section className="account-page account-auth account-card" data-page="login">
      <h1>{t('login.title')}</h1>
      <LoginForm />
      <p>
        <button type="button" className="account-link-button" aria-haspopup="dialog" onClick={() => setForgotOpen(true)}>
          {t('login.forgot')}
        </button>
      </p>
      <nav className="account-links" aria-label={t('login.help')}>
        <Link to="/reactivate">{t('login.reactivate')}</Link>
        <span>
          {t('login.noAccount')} <Link to={signupPath(params.get(RETURN_TO))}>{t('login.signUp')}</Link>
        </span>
      </nav>
      <SocialLinks />
      {forgotOpen && <ForgotPasswordDialog onClose={() => setForgotOpen(false)} />}
    </section>
  );
}
