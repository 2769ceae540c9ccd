import { ContactForm } from '../features/contact/components/contact-form';
import { StoreInfo } from '../features/contact/components/store-info';
import '../components/ui/ui.css';
import '../features/contact/components/contact.css';

export default function ContactPage() {
  return (
    <section className="catalog-page" data-page="contact">
      <h1>Contact Us</h1>
      <p className="catalog-lead">Questions about a medicine, an order or a delivery? We answer every message.</p>
      <div className="catalog-contact">
        <StoreInfo />
        <ContactForm />
      </div>
    </section>
  );
}
