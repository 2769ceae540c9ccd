import { ReportsPanel } from '../features/reports/components/reports-panel';
import '../components/ui/admin-ui.css';

export default function ReportsPage() {
  return (
    <section className="admin-page" data-page="reports">
      <h1>Reports</h1>
      <ReportsPanel />
    </section>
  );
}
