import { Link } from 'shared-kernel';
import { FAQ } from '../features/static/components/faq';
import { FaqList } from '../features/static/components/faq-list';
import '../components/ui/ui.css';

export default function FaqPage() {
  return (
    <section className="catalog-page" data-page="faq">
      <h1>Frequently Asked Questions</h1>
      <FaqList entries={FAQ} />
      <p className="catalog-lead">
        Still need help? <Link to="/contact">Send us a message</Link>.
      </p>
    </section>
  );
}
