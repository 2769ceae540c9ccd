import { Link } from 'shared-kernel';
import '../components/ui/ui.css';
import '../features/static/components/static.css';
import { usePageText } from '../i18n/pages';

const REASONS = ['sourced', 'pharmacists', 'shipping', 'payments'] as const;

export default function AboutPage() {
  const t = usePageText();
  return (
    <section className="catalog-page" data-page="about">
      <h1>{t('about.title')}</h1>
      <div className="catalog-prose">
        <p>{t('about.intro')}</p>
        <h2>{t('about.mission')}</h2>
        <p>{t('about.missionText')}</p>
        <h2>{t('about.why')}</h2>
        <ul>
          {REASONS.map((reason) => (
            <li key={reason}>{t(`about.why.${reason}`)}</li>
          ))}
        </ul>
        <h2>{t('about.responsible')}</h2>
        <p>
          {t('about.responsibleText')} <Link to="/legal">{t('about.legalLink')}</Link> {t('about.legalAfter')}
        </p>
        <p>
          {t('about.question')} <Link to="/contact">{t('about.contact')}</Link> {t('about.orRead')} <Link to="/faq">{t('about.faq')}</Link>.
        </p>
      </div>
    </section>
  );
}
