import { useParams } from 'shared-kernel';
import { OrderTracker } from '../features/orders/components/order-tracker';
import '../components/ui/ui.css';

export default function TrackOrderPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="account-page" data-page="trackOrder">
      <h1>Track order</h1>
      <OrderTracker orderId={orderId} />
    </section>
  );
}
