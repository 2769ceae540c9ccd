import { Link } from 'shared-kernel';
import { AddPharmacyForm } from '../features/operations/components/add-pharmacy-form';
import '../components/ui/admin-ui.css';

export default function AddPharmacyPage() {
  return (
    <section className="admin-page" data-page="addPharmacy">
      <h1>Add pharmacy</h1>
      <AddPharmacyForm />
      <p>
        <Link to="/pharmacy">See all pharmacies</Link>
      </p>
    </section>
  );
}
