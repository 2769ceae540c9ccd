import { LaboratoryList } from '../features/operations/components/laboratory-list';
import '../components/ui/admin-ui.css';

export default function LaboratoriesPage() {
  return (
    <section className="admin-page" data-page="laboratories">
      <h1>Laboratories</h1>
      <LaboratoryList />
    </section>
  );
}
