import { AuditLog } from '../features/audit/components/audit-log';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function AuditPage() {
  return (
    <section className="admin-page" data-page="audit">
      <h1>Audit log</h1>
      <AdminNav />
      <AuditLog />
    </section>
  );
}
