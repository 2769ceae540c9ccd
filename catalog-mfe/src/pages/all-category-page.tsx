import { useLoad } from 'shared-kernel';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';

export default function AllCategoryPage() {
  const categories = useLoad(() => getCategories(), [], 'the categories');
  return (
    <section className="catalog-page" data-page="allCategory">
      <h1>All Categories</h1>
      <p className="catalog-lead">Every medicine category we stock, six to a page.</p>
      <CategoryGrid state={categories} pageSize={PAGE_SIZES.categories} />
    </section>
  );
}
