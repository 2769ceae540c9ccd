import { useId, useState } from 'react';
import { inputClass, useLoad } from 'shared-kernel';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { useCategoryName } from '../features/categories/hooks/use-category-name';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import '../features/categories/components/categories.css';
import { usePageText } from '../i18n/pages';

/** The category page: every category, narrowed as you type. */
export default function CategoryPage() {
  const t = usePageText();
  const nameOf = useCategoryName();
  const id = useId();
  const [filter, setFilter] = useState('');
  const categories = useLoad(() => getCategories(), [], 'the categories');
  const text = filter.trim().toLowerCase();
  const all = categories.data;
  // Found by the name the shopper reads, or by the shop's own (English) name.
  const matching = all?.filter((category) => [category.name, nameOf(category)].some((name) => name.toLowerCase().includes(text)));
  const shown = categories.status === 'ready' && matching ? { ...categories, data: matching } : categories;
  return (
    <section className="catalog-page" data-page="category">
      <h1>{t('categories.shopBy')}</h1>
      <div className="catalog-category-filter">
        <label htmlFor={id}>{t('categories.find')}</label>
        <input
          id={id}
          className={inputClass}
          type="search"
          value={filter}
          onChange={(event) => setFilter(event.target.value)}
          placeholder={t('categories.findPlaceholder')}
        />
      </div>
      <CategoryGrid
        state={shown}
        pageSize={PAGE_SIZES.categories}
        emptyText={text ? t('categories.noMatch', { filter: filter.trim() }) : undefined}
      />
    </section>
  );
}
