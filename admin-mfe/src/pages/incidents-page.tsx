import { Incidents } from '../features/privacy/components/incidents';
import '../components/ui/admin-ui.css';

export default function IncidentsPage() {
  return (
    <section className="admin-page" data-page="incidents">
      <h1>Data incidents</h1>
      <p className="admin-hint">
        A breach of personal data must be reported to the Nigeria Data Protection Commission within 72 hours of discovery.
      </p>
      <Incidents />
    </section>
  );
}
