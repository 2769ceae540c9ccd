import { RefillOverview } from '../features/refills/components/refill-overview';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function RefillsPage() {
  return (
    <section className="admin-page" data-page="refills">
      <h1>Refill plans</h1>
      <AdminNav />
      <RefillOverview />
    </section>
  );
}
