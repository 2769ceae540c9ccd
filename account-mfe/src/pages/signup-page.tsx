import { Link } from 'shared-kernel';
import { SignupForm } from '../features/auth/components/signup-form';
import { useAccountText } from '../i18n';
import '../components/ui/ui.css';

export default function SignupPage() {
  const t = useAccountText();
  return (
    <section className="account-page account-auth account-card" data-page="signup">
      <h1>{t('signup.title')}</h1>
      <SignupForm />
      <p className="account-links">
        <span>
          {t('signup.haveAccount')} <Link to="/login">{t('signup.login')}</Link>
        </span>
      </p>
    </section>
  );
}
