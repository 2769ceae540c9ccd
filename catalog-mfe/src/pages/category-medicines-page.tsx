import { Link, type LoadState, useLoad, useParams } from 'shared-kernel';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getCategoryWithMedicines } from '../features/categories/api/get-category-with-medicines';
import { useCategoryName } from '../features/categories/hooks/use-category-name';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { PAGE_SIZES } from '../utils/paging';
import type { Medicine } from 'shared-kernel';
import '../components/ui/ui.css';
import { useCatalogText } from '../i18n';
import { usePageText } from '../i18n/pages';

export default function CategoryMedicinesPage() {
  const t = usePageText();
  const say = useCatalogText();
  const nameOf = useCategoryName();
  const { categoryId = '' } = useParams();
  const category = useLoad(() => getCategoryWithMedicines(categoryId), [categoryId], 'the category');
  const { addToCart, pendingId } = useAddToCart();
  const status = (category.error as { response?: { status?: number } } | undefined)?.response?.status;
  const notFound = category.status === 'error' && (status === 404 || status === 400);
  const medicines: LoadState<Medicine[]> =
    category.status === 'ready'
      ? { status: 'ready', data: category.data.medicines ?? [] }
      : category.status === 'error'
        ? category
        : { status: 'loading' };

  return (
    <section className="catalog-page" data-page="categoryMedicines">
      <h1>
        {category.status === 'ready' ? nameOf(category.data) : notFound ? t('categories.notFoundTitle') : t('categories.medicinesTitle')}
      </h1>
      <p>
        <Link to="/categories">{t('categories.back')}</Link>
      </p>
      {notFound ? (
        <p role="alert">{t('categories.notFound')}</p>
      ) : (
        <MedicineList
          state={{ ...medicines, reload: category.reload }}
          pageSize={PAGE_SIZES.medicines}
          label={say('medicines.list')}
          emptyText={say('list.empty')}
          onAddToCart={addToCart}
          pendingId={pendingId}
          viewButton
          eagerFirst
          headingLevel={2}
        />
      )}
    </section>
  );
}
