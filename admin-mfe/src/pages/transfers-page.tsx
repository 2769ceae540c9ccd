import { AdminNav } from '../components/ui/admin-nav';
import { Transfers } from '../features/stock/components/transfers';
import '../components/ui/admin-ui.css';

export default function TransfersPage() {
  return (
    <section className="admin-page" data-page="transfers">
      <h1>Transfers</h1>
      <AdminNav />
      <p>Send units from a medicine&apos;s page (Batches, Send…); mark them received here when they arrive.</p>
      <Transfers />
    </section>
  );
}
