import { ReviewQueue } from '../features/pharmacist/components/review-queue';
import '../components/ui/admin-ui.css';

export default function ReviewQueuePage() {
  return (
    <section className="admin-page" data-page="reviewQueue">
      <h1>Prescription review queue</h1>
      <ReviewQueue />
    </section>
  );
}
