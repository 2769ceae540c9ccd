import { AddCategoryForm } from '../features/catalogue/components/add-category-form';
import '../components/ui/admin-ui.css';

export default function AddCategoryPage() {
  return (
    <section className="admin-page" data-page="addCategory">
      <h1>Add category</h1>
      <AddCategoryForm />
    </section>
  );
}
