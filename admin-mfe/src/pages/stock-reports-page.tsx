import { AdminNav } from '../components/ui/admin-nav';
import { StockReports } from '../features/stock/components/stock-reports';
import '../components/ui/admin-ui.css';

export default function StockReportsPage() {
  return (
    <section className="admin-page" data-page="stockReports">
      <h1>Stock reports</h1>
      <AdminNav />
      <StockReports />
    </section>
  );
}
