import { buttonClass, Link } from 'shared-kernel';
import { useShellText } from '../../i18n';

export function NotFoundPage() {
  const t = useShellText();
  return (
    <section className="shell-not-found">
      <h1>404</h1>
      <p>{t('notFound.text')}</p>
      <Link to="/dashboard" className={buttonClass()}>
        {t('notFound.back')}
      </Link>
    </section>
  );
}
