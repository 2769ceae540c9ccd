import { StockIssues } from '../features/orders/components/stock-issues';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function StockIssuesPage() {
  return (
    <section className="admin-page" data-page="stockIssues">
      <h1>Stock issues</h1>
      <AdminNav />
      <StockIssues />
    </section>
  );
}
