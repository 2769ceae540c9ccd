import { Link } from 'shared-kernel';
import { ServiceGrid } from '../features/static/components/service-grid';
import { SERVICES } from '../features/static/components/services';
import '../components/ui/ui.css';

export default function ServicePage() {
  return (
    <section className="catalog-page" data-page="service">
      <h1>Our Services</h1>
      <p className="catalog-lead">
        More than a shop: the care of a community pharmacy, online and around the clock. <Link to="/contact">Contact us</Link> to use any of
        them.
      </p>
      <ServiceGrid services={SERVICES} detailed headingLevel={2} />
    </section>
  );
}
