import { AdminNav } from '../components/ui/admin-nav';
import { Recalls } from '../features/stock/components/recalls';
import '../components/ui/admin-ui.css';

export default function RecallsPage() {
  return (
    <section className="admin-page" data-page="recalls">
      <h1>Recalls</h1>
      <AdminNav />
      <p>Recall a batch from its medicine&apos;s page (Batches). Each recall lists the orders that held the batch.</p>
      <Recalls />
    </section>
  );
}
