import { PromotionsManager } from '../features/promotions/components/promotions-manager';
import '../components/ui/admin-ui.css';

export default function PromotionsPage() {
  return (
    <section className="admin-page" data-page="promotions">
      <h1>Discount codes</h1>
      <PromotionsManager />
    </section>
  );
}
