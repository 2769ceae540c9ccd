import { BackgroundJobs } from '../features/background-jobs/components/background-jobs';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';
import '../features/background-jobs/components/background-jobs.css';

export default function BackgroundJobsPage() {
  return (
    <section className="admin-page" data-page="background-jobs">
      <h1>Background jobs</h1>
      <AdminNav />
      <p>
        The shop’s scheduled work (payments, refills, stock expiry, messages, data retention): one run per slot across every server, retried
        when it fails.
      </p>
      <BackgroundJobs />
    </section>
  );
}
