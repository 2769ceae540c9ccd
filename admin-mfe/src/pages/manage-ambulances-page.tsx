import { AmbulancesManager } from '../features/operations/components/operations-managers';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function ManageAmbulancesPage() {
  return (
    <section className="admin-page" data-page="manageAmbulances">
      <h1>Ambulances</h1>
      <AdminNav />
      <AmbulancesManager />
    </section>
  );
}
