import { SafetyReports } from '../features/pharmacist/components/safety-reports';
import '../components/ui/admin-ui.css';

export default function SafetyReportsPage() {
  return (
    <section className="admin-page" data-page="safetyReports">
      <h1>Side effects and suspected fakes</h1>
      <SafetyReports />
    </section>
  );
}
