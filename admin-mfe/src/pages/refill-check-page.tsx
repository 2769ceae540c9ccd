import { useParams } from 'shared-kernel';
import { RefillCheck } from '../features/pharmacist/components/refill-check';
import '../components/ui/admin-ui.css';

export default function RefillCheckPage() {
  const { planId = '' } = useParams();
  return (
    <section className="admin-page admin-page--wide" data-page="refillCheck">
      <h1>Check a refill plan&apos;s prescription</h1>
      <RefillCheck planId={planId} />
    </section>
  );
}
