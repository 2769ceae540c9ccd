import { Link } from 'shared-kernel';
import { AddLaboratoryForm } from '../features/operations/components/add-laboratory-form';
import '../components/ui/admin-ui.css';

export default function AddLaboratoryPage() {
  return (
    <section className="admin-page" data-page="addLaboratory">
      <h1>Add laboratory</h1>
      <AddLaboratoryForm />
      <p>
        <Link to="/laboratory">See all laboratories</Link>
      </p>
    </section>
  );
}
