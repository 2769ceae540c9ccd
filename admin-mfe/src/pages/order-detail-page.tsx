import { useParams } from 'shared-kernel';
import { OrderDetail } from '../features/orders/components/order-detail';
import '../components/ui/admin-ui.css';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="admin-page" data-page="orderDetail">
      <h1>Order detail</h1>
      <OrderDetail orderId={orderId} />
    </section>
  );
}
