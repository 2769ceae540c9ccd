import { EmptyState, type LoadState, Pagination, usePageParam } from 'shared-kernel';
import type { Medicine } from 'shared-kernel';
import { LoadError } from '../../../components/ui/load-error';
import { SkeletonGrid } from '../../../components/ui/skeleton-grid';
import { clampPage, pageCount, pageItems } from '../../../utils/paging';
import { useFirstItemOnPageChange } from '../../../hooks/use-first-item-on-page-change';
import { MedicineCard, type MedicineCardProps } from './medicine-card';
import './medicines.css';
import { useCatalogText } from '../../../i18n';

interface MedicineListProps extends Pick<MedicineCardProps, 'onAddToCart' | 'viewButton' | 'headingLevel'> {
  state: LoadState<Medicine[]> & { reload?: () => void };
  pageSize: number;
  pendingId?: string | null;
  /** Names the list for the loading text, the pager and messages ("medicines", "featured medicines"). */
  label: string;
  emptyText?: string;
  /** Cards on the first page load their images at once, the first one before anything else (the page's largest paint on a phone). */
  eagerFirst?: boolean;
  /** The query parameter that holds the page (two lists on one screen need two). */
  pageParam?: string;
}

/** A client-side paged grid of medicine cards with loading, failure and empty states. */
export function MedicineList({ state, pageSize, pendingId, label, emptyText, eagerFirst, pageParam, ...card }: MedicineListProps) {
  const t = useCatalogText();
  const [page, setPage] = usePageParam(pageParam);
  const items = state.status === 'ready' ? state.data : [];
  const pages = pageCount(items.length, pageSize);
  const list = useFirstItemOnPageChange(page);

  if (state.status === 'loading') {
    return (
      <SkeletonGrid
        label={t('list.loading', { label })}
        count={pageSize}
        gridClassName="catalog-medicine-grid"
        cardClassName="catalog-medicine-card"
        lines={3}
      />
    );
  }
  if (state.status === 'error') return <LoadError what={label} error={state.error} onRetry={state.reload} />;
  if (items.length === 0) return <EmptyState>{emptyText ?? t('list.empty')}</EmptyState>;

  const current = clampPage(page, pages);
  return (
    <div className="catalog-medicine-list">
      <ul className="catalog-medicine-grid catalog-paged-list" aria-label={label} ref={list} tabIndex={-1}>
        {pageItems(items, current, pageSize).map((medicine, index) => (
          <li key={medicine.id}>
            <MedicineCard
              {...card}
              medicine={medicine}
              adding={pendingId === medicine.id}
              eager={eagerFirst && current === 1}
              priority={eagerFirst && current === 1 && index === 0}
            />
          </li>
        ))}
      </ul>
      <Pagination page={current} pages={pages} onPage={setPage} label={label} />
    </div>
  );
}
