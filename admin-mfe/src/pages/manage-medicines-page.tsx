import { MedicinesManager } from '../features/catalogue/components/medicines-manager';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function ManageMedicinesPage() {
  return (
    <section className="admin-page" data-page="manageMedicines">
      <h1>Medicines</h1>
      <AdminNav />
      <MedicinesManager />
    </section>
  );
}
