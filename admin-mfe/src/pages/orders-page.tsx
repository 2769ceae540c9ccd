import { OrdersTable } from '../features/orders/components/orders-table';
import '../components/ui/admin-ui.css';

export default function OrdersPage() {
  return (
    <section className="admin-page" data-page="orders">
      <h1>Orders</h1>
      <OrdersTable />
    </section>
  );
}
