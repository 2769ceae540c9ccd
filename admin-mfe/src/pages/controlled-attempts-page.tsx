import { ControlledAttempts } from '../features/pharmacist/components/controlled-attempts';
import '../components/ui/admin-ui.css';

export default function ControlledAttemptsPage() {
  return (
    <section className="admin-page" data-page="controlledAttempts">
      <h1>Controlled medicines: flagged attempts</h1>
      <ControlledAttempts />
    </section>
  );
}
