import { ContactForm } from '../features/contact/components/contact-form';
import { StoreInfo } from '../features/contact/components/store-info';
import '../components/ui/ui.css';
import '../features/contact/components/contact.css';
import { usePageText } from '../i18n/pages';

export default function ContactPage() {
  const t = usePageText();
  return (
    <section className="catalog-page" data-page="contact">
      <h1>{t('contact.title')}</h1>
      <p className="catalog-lead">{t('contact.lead')}</p>
      <div className="catalog-contact">
        <StoreInfo />
        <ContactForm />
      </div>
    </section>
  );
}
