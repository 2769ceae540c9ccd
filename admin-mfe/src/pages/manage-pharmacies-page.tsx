import { PharmaciesManager } from '../features/operations/components/operations-managers';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function ManagePharmaciesPage() {
  return (
    <section className="admin-page" data-page="managePharmacies">
      <h1>Pharmacies</h1>
      <AdminNav />
      <PharmaciesManager />
    </section>
  );
}
