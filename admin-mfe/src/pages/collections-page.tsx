import { CollectionsOverview } from '../features/collections/components/collections-overview';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function CollectionsPage() {
  return (
    <section className="admin-page" data-page="collections">
      <h1>Pay-on-delivery collections</h1>
      <AdminNav />
      <CollectionsOverview />
    </section>
  );
}
