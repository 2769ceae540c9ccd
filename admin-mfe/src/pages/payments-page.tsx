import { PaymentsTable } from '../features/payments/components/payments-table';
import '../components/ui/admin-ui.css';

export default function PaymentsPage() {
  return (
    <section className="admin-page" data-page="payments">
      <h1>Payments</h1>
      <PaymentsTable />
    </section>
  );
}
