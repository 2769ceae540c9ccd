import { Link } from 'shared-kernel';
import { FAQ } from '../features/static/components/faq';
import { FaqList } from '../features/static/components/faq-list';
import '../components/ui/ui.css';
import { usePageText } from '../i18n/pages';

export default function FaqPage() {
  const t = usePageText();
  return (
    <section className="catalog-page" data-page="faq">
      <h1>{t('faq.title')}</h1>
      <FaqList entries={FAQ} />
      <p className="catalog-lead">
        {t('faq.stillNeedHelp')} <Link to="/contact">{t('faq.sendMessage')}</Link>.
      </p>
    </section>
  );
}
