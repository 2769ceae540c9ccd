import { OrderList } from '../features/orders/components/order-list';
import '../components/ui/ui.css';
import { useAccountText } from '../i18n';

export default function UserOrdersPage() {
  const t = useAccountText();
  return (
    <section className="account-page" data-page="userOrders">
      <h1>{t('orders.title')}</h1>
      <OrderList />
    </section>
  );
}
