import { useParams } from 'shared-kernel';
import { OrderTracker } from '../features/orders/components/order-tracker';
import '../components/ui/ui.css';
import { useAccountText } from '../i18n';

export default function TrackOrderPage() {
  const { orderId = '' } = useParams();
  const t = useAccountText();
  return (
    <section className="account-page" data-page="trackOrder">
      <h1>{t('track.title')}</h1>
      <OrderTracker orderId={orderId} />
    </section>
  );
}
