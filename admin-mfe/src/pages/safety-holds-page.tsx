import { SafetyHoldsQueue } from '../features/pharmacist/components/safety/safety-holds-queue';
import '../components/ui/admin-ui.css';

/** The sales the clinical checks held for a pharmacist (pharmacists only). */
export default function SafetyHoldsPage() {
  return (
    <section className="admin-page admin-page--wide" data-page="safetyHolds">
      <h1>Safety holds</h1>
      <p className="admin-hint">
        Sales the medication safety checks stopped (contraindications, allergies, age limits) until a pharmacist overrides them with a
        reason or refuses them.
      </p>
      <SafetyHoldsQueue />
    </section>
  );
}
