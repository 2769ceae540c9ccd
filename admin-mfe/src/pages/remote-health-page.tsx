import { RemoteHealth } from '../features/releases/components/remote-health';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';
import '../features/releases/components/remote-health.css';

export default function RemoteHealthPage() {
  return (
    <section className="admin-page" data-page="remote-health">
      <h1>Site releases</h1>
      <AdminNav />
      <p>How each part of the site loads in shoppers’ browsers, per released version (a canary beside the live one).</p>
      <RemoteHealth />
    </section>
  );
}
