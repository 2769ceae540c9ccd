import { EmptyState, type LoadState, Pagination, usePageParam } from 'shared-kernel';
import type { MedicineCategory } from 'shared-kernel';
import { LoadError } from '../../../components/ui/load-error';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { clampPage, pageCount, pageItems } from '../../../utils/paging';
import { CategoryCard } from './category-card';
import { useFirstItemOnPageChange } from '../../../hooks/use-first-item-on-page-change';
import './categories.css';
import { useCatalogText } from '../../../i18n';
import { usePageText } from '../../../i18n/pages';

interface CategoryGridProps {
  state: LoadState<MedicineCategory[]> & { reload?: () => void };
  /** Items per page; without it every category shows at once. */
  pageSize?: number;
  emptyText?: string;
  /** The query parameter that holds the page (two lists on one screen need two). */
  pageParam?: string;
}

/** Categories as cards, paged on the client, with the loading spinner, failure and empty states. */
export function CategoryGrid({ state, pageSize, emptyText, pageParam }: CategoryGridProps) {
  const t = usePageText();
  const say = useCatalogText();
  const [page, setPage] = usePageParam(pageParam);
  const items = state.status === 'ready' ? state.data : [];
  const list = useFirstItemOnPageChange(page);

  if (state.status === 'loading') {
    return (
      <SkeletonGrid
        label={t('categories.loading')}
        count={pageSize ?? 6}
        gridClassName="catalog-category-grid"
        cardClassName="catalog-category-card"
        lines={1}
        pager={Boolean(pageSize)}
      />
    );
  }
  if (state.status === 'error') return <LoadError what={say('load.categories')} error={state.error} onRetry={state.reload} />;
  if (items.length === 0) return <EmptyState>{emptyText ?? t('categories.empty')}</EmptyState>;

  const size = pageSize ?? Math.max(items.length, 1);
  const pages = pageCount(items.length, size);
  const current = clampPage(page, pages);
  return (
    <div>
      <ul className="catalog-category-grid catalog-paged-list" aria-label={t('categories.list')} ref={list} tabIndex={-1}>
        {pageItems(items, current, size).map((category, index) => (
          <li key={category.medicineCategoryId}>
            <CategoryCard category={category} eager={current === 1 && index < 3} />
          </li>
        ))}
      </ul>
      {pageSize && <Pagination page={current} pages={pages} onPage={setPage} label={t('categories.pager')} />}
    </div>
  );
}
