import { Link } from 'shared-kernel';
import { AddAmbulanceForm } from '../features/operations/components/add-ambulance-form';
import '../components/ui/admin-ui.css';

export default function AddAmbulancePage() {
  return (
    <section className="admin-page" data-page="addAmbulance">
      <h1>Add ambulance</h1>
      <AddAmbulanceForm />
      <p>
        <Link to="/ambulance">See all ambulances</Link>
      </p>
    </section>
  );
}
