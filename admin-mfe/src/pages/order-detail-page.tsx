import { useParams } from 'shared-kernel';
import { OrderDetail } from '../features/orders/components/order-detail';
import { RiderPayLink } from '../features/pay-on-delivery/components/rider-pay-link';
import '../components/ui/admin-ui.css';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="admin-page" data-page="orderDetail">
      <h1>Order detail</h1>
      <OrderDetail
        orderId={orderId}
        payAtDoor={(order) =>
          order.payOnDelivery?.state === 'open' ? <RiderPayLink orderId={order.orderId} toPay={order.payOnDelivery.toPay ?? 0} /> : null
        }
      />
    </section>
  );
}
