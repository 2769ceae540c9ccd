import { useState } from 'react';
import { useParams } from 'shared-kernel';
import { AdminNav } from '../components/ui/admin-nav';
import { MedicineEditor } from '../features/catalogue/components/medicine-editor';
import { ReceiveBatchPanel } from '../features/stock/components/receive-batch-panel';
import '../components/ui/admin-ui.css';

export default function EditMedicinePage() {
  const { medicineId = '' } = useParams();
  // A received batch changes the units on hand the editor shows: it reads them again.
  const [received, setReceived] = useState(0);
  return (
    <section className="admin-page" data-page="editMedicine">
      <h1>Edit medicine</h1>
      <AdminNav />
      <MedicineEditor key={received} id={medicineId} />
      <ReceiveBatchPanel medicineId={medicineId} onChanged={() => setReceived((n) => n + 1)} />
    </section>
  );
}
