import { OrderList } from '../features/orders/components/order-list';
import '../components/ui/ui.css';

export default function UserOrdersPage() {
  return (
    <section className="account-page" data-page="userOrders">
      <h1>My orders</h1>
      <OrderList />
    </section>
  );
}
