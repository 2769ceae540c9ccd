import { useLoad } from 'shared-kernel';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';

export default function CategoriesPage() {
  const categories = useLoad(() => getCategories(), [], 'the categories');
  return (
    <section className="catalog-page" data-page="categories">
      <h1>Categories</h1>
      <p className="catalog-lead">Choose a category to see its medicines.</p>
      <CategoryGrid state={categories} pageSize={PAGE_SIZES.categories} />
    </section>
  );
}
