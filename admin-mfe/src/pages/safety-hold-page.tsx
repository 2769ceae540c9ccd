import { useParams } from 'shared-kernel';
import { SafetyHoldScreen } from '../features/pharmacist/components/safety/safety-hold';
import '../components/ui/admin-ui.css';

/** One held sale: the person's profile, every alert with its source, and the pharmacist's decision. */
export default function SafetyHoldPage() {
  const { holdId = '' } = useParams();
  return (
    <section className="admin-page admin-page--wide" data-page="safetyHold">
      <h1>Safety hold</h1>
      <SafetyHoldScreen holdId={holdId} />
    </section>
  );
}
