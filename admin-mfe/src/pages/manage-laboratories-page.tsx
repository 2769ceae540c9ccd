import { LaboratoriesManager } from '../features/operations/components/operations-managers';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function ManageLaboratoriesPage() {
  return (
    <section className="admin-page" data-page="manageLaboratories">
      <h1>Laboratories</h1>
      <AdminNav />
      <LaboratoriesManager />
    </section>
  );
}
