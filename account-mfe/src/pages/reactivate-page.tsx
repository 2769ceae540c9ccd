import { Link } from 'shared-kernel';
import { ReactivateForm } from '../features/auth/components/reactivate-form';
import { useMoreText } from '../i18n/more';
import '../components/ui/ui.css';

export default function ReactivatePage() {
  const t = useMoreText();
  return (
    <section className="account-page account-auth account-card" data-page="reactivate">
      <h1>{t('reactivate.title')}</h1>
      <p>{t('reactivate.intro')}</p>
      <ReactivateForm />
      <p className="account-links">
        <Link to="/login">{t('reactivate.backToLogin')}</Link>
      </p>
    </section>
  );
}
