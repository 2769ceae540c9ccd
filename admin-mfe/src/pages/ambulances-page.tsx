import { AmbulanceList } from '../features/operations/components/ambulance-list';
import '../components/ui/admin-ui.css';

export default function AmbulancesPage() {
  return (
    <section className="admin-page" data-page="ambulances">
      <h1>Ambulances</h1>
      <AmbulanceList />
    </section>
  );
}
