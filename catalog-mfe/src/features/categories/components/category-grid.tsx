import { useEffect, useState } from 'react';
import { EmptyState, type LoadState, Pagination } from 'shared-kernel';
import type { MedicineCategory } from 'shared-kernel';
import { LoadError } from '../../../components/ui/load-error';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { clampPage, pageCount, pageItems } from '../../../utils/paging';
import { CategoryCard } from './category-card';
import './categories.css';

interface CategoryGridProps {
  state: LoadState<MedicineCategory[]> & { reload?: () => void };
  /** Items per page; without it every category shows at once. */
  pageSize?: number;
  emptyText?: string;
}

/** Categories as cards, paged on the client, with the loading spinner, failure and empty states. */
export function CategoryGrid({ state, pageSize, emptyText = 'No categories found.' }: CategoryGridProps) {
  const [page, setPage] = useState(1);
  const items = state.status === 'ready' ? state.data : [];
  useEffect(() => setPage(1), [state.data]);

  if (state.status === 'loading') {
    return (
      <SkeletonGrid
        label="Loading categories…"
        count={pageSize ?? 6}
        gridClassName="catalog-category-grid"
        cardClassName="catalog-category-card"
        lines={1}
        pager={Boolean(pageSize)}
      />
    );
  }
  if (state.status === 'error') return <LoadError what="the categories" error={state.error} onRetry={state.reload} />;
  if (items.length === 0) return <EmptyState>{emptyText}</EmptyState>;

  const size = pageSize ?? Math.max(items.length, 1);
  const pages = pageCount(items.length, size);
  const current = clampPage(page, pages);
  return (
    <div>
      <ul className="catalog-category-grid" aria-label="Medicine categories">
        {pageItems(items, current, size).map((category, index) => (
          <li key={category.medicineCategoryId}>
            <CategoryCard category={category} eager={current === 1 && index < 3} />
          </li>
        ))}
      </ul>
      {pageSize && <Pagination page={current} pages={pages} onPage={setPage} label="Categories" />}
    </div>
  );
}
