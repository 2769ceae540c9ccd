import { Link } from 'shared-kernel';
import { ServiceGrid } from '../features/static/components/service-grid';
import { SERVICES } from '../features/static/components/services';
import '../components/ui/ui.css';
import { usePageText } from '../i18n/pages';

export default function ServicePage() {
  const t = usePageText();
  return (
    <section className="catalog-page" data-page="service">
      <h1>{t('service.title')}</h1>
      <p className="catalog-lead">
        {t('service.lead')} <Link to="/contact">{t('service.contact')}</Link> {t('service.contactRest')}
      </p>
      <ServiceGrid services={SERVICES} detailed headingLevel={2} />
    </section>
  );
}
