import { useParams } from 'shared-kernel';
import { ReviewDecision } from '../features/pharmacist/components/review-decision';
import '../components/ui/admin-ui.css';

export default function ReviewPage() {
  const { orderId = '' } = useParams();
  return (
    <section className="admin-page admin-page--wide" data-page="review">
      <h1>Review prescription</h1>
      <ReviewDecision orderId={orderId} />
    </section>
  );
}
