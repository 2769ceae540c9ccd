import { useLoad } from 'shared-kernel';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import { usePageText } from '../i18n/pages';

export default function CategoriesPage() {
  const t = usePageText();
  const categories = useLoad(() => getCategories(), [], 'the categories');
  return (
    <section className="catalog-page" data-page="categories">
      <h1>{t('categories.title')}</h1>
      <p className="catalog-lead">{t('categories.lead')}</p>
      <CategoryGrid state={categories} pageSize={PAGE_SIZES.categories} />
    </section>
  );
}
