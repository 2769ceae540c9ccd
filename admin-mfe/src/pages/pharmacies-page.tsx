import { PharmacyList } from '../features/operations/components/pharmacy-list';
import '../components/ui/admin-ui.css';

export default function PharmaciesPage() {
  return (
    <section className="admin-page" data-page="pharmacies">
      <h1>Pharmacies</h1>
      <PharmacyList />
    </section>
  );
}
