import { AccessRequests } from '../features/health-access/components/access-requests';
import '../components/ui/admin-ui.css';

/** A second person for health data: an admin asked to open it to an account, a pharmacist decides. */
export default function AccessRequestsPage() {
  return (
    <section className="admin-page" data-page="accessRequests">
      <h1>Access requests</h1>
      <p className="admin-hint">
        An admin asked to make these accounts pharmacists or laboratory staff. Another pharmacist decides: never the one who asked, nor the
        one who would receive the access.
      </p>
      <AccessRequests />
    </section>
  );
}
