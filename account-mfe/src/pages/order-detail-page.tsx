import { useParams } from 'shared-kernel';
import { OrderDetail } from '../features/orders/components/order-detail';
import '../components/ui/ui.css';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="account-page" data-page="orderDetail">
      <h1>Order details</h1>
      <OrderDetail orderId={orderId} />
    </section>
  );
}
