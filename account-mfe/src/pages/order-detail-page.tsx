import { useParams } from 'shared-kernel';
import { OrderDetail } from '../features/orders/components/order-detail';
import '../components/ui/ui.css';
import { useAccountText } from '../i18n';

export default function OrderDetailPage() {
  const { orderId = '' } = useParams();
  const t = useAccountText();
  return (
    <section className="account-page" data-page="orderDetail">
      <h1>{t('orderDetail.title')}</h1>
      <OrderDetail orderId={orderId} />
    </section>
  );
}
