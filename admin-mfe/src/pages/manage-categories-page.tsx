import { CategoriesManager } from '../features/catalogue/components/categories-manager';
import { AdminNav } from '../components/ui/admin-nav';
import '../components/ui/admin-ui.css';

export default function ManageCategoriesPage() {
  return (
    <section className="admin-page" data-page="manageCategories">
      <h1>Categories</h1>
      <AdminNav />
      <CategoriesManager />
    </section>
  );
}
