import { DeliverySettings } from '../features/delivery/components/delivery-settings';
import '../components/ui/admin-ui.css';

export default function DeliveryPage() {
  return (
    <section className="admin-page" data-page="delivery">
      <h1>Delivery</h1>
      <DeliverySettings />
    </section>
  );
}
