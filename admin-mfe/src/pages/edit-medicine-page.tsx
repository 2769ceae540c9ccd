import { useParams } from 'shared-kernel';
import { AdminNav } from '../components/ui/admin-nav';
import { MedicineEditor } from '../features/catalogue/components/medicine-editor';
import '../components/ui/admin-ui.css';

export default function EditMedicinePage() {
  const { medicineId = '' } = useParams();
  return (
    <section className="admin-page" data-page="editMedicine">
      <h1>Edit medicine</h1>
      <AdminNav />
      <MedicineEditor id={medicineId} />
    </section>
  );
}
