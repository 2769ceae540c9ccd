import { AddProductForm } from '../features/catalogue/components/add-product-form';
import '../components/ui/admin-ui.css';

export default function AddProductPage() {
  return (
    <section className="admin-page" data-page="addProduct">
      <h1>Add product</h1>
      <AddProductForm />
    </section>
  );
}
