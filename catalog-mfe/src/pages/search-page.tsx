import { useEffect, useId, useState, type FormEvent } from 'react';
import { Button, EmptyState, inputClass, Loading, useLoad, useSearchParams, visuallyHiddenClass } from 'shared-kernel';
import type { MedicineCategory, Medicine } from 'shared-kernel';
import { LoadError } from '../components/ui/load-error';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryCard } from '../features/categories/components/category-card';
import { SEARCH_SORTS, type SearchSort, searchMedicines, searchSortOf } from '../features/medicines/api/search-medicines';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import './search-page.css';

const nothing = <T,>(): Promise<T[]> => Promise.resolve([]);

/** Search: the text lives in `?query=` so a search can be shared and reloaded. */
export default function SearchPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const sort = searchSortOf(params.get('sort'));
  const [text, setText] = useState(query);
  useEffect(() => setText(query), [query]);

  const medicines = useLoad<Medicine[]>(() => (query ? searchMedicines(query, sort) : nothing()), [query, sort], 'the matching medicines');
  const categories = useLoad<MedicineCategory[]>(() => (query ? getCategories(query) : nothing()), [query], 'the matching categories');
  const { addToCart, pendingId } = useAddToCart();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const next = text.trim();
    setParams(next ? { query: next, ...(sort === 'relevance' ? {} : { sort }) } : {});
  };
  const sortBy = (value: string) => setParams({ query, ...(value === 'relevance' ? {} : { sort: value }) });

  return (
    <section className="catalog-page" data-page="search">
      <h1>Search</h1>
      <form role="search" className="catalog-search-form" onSubmit={submit}>
        <label htmlFor={id} className={visuallyHiddenClass}>
          Search medicines and categories
        </label>
        <input
          id={id}
          className={inputClass}
          type="search"
          name="query"
          value={text}
          onChange={(event) => setText(event.target.value)}
          placeholder="Search medicines and categories"
          maxLength={100}
        />
        <Button type="submit">Search</Button>
      </form>

      {!query ? (
        <EmptyState>Type the name of a medicine or a category, then press Search.</EmptyState>
      ) : (
        <>
          <section className="catalog-section" aria-labelledby={`${id}-medicines`}>
            <h2 id={`${id}-medicines`}>Results for medicines matching “{query}”</h2>
            <SearchTools count={medicines.status === 'ready' ? medicines.data.length : null} sort={sort} onSort={sortBy} />
            <MedicineList
              state={medicines}
              pageSize={PAGE_SIZES.search}
              label="matching medicines"
              emptyText={`No medicines found for "${query}".`}
              onAddToCart={addToCart}
              pendingId={pendingId}
              eagerFirst
            />
          </section>
          <section className="catalog-section" aria-labelledby={`${id}-categories`}>
            <h2 id={`${id}-categories`}>Medicine Categories</h2>
            {categories.status === 'loading' && <Loading label="Loading categories…" />}
            {categories.status === 'error' && <LoadError what="the categories" error={categories.error} onRetry={categories.reload} />}
            {categories.status === 'ready' &&
              (categories.data.length === 0 ? (
                <EmptyState>No categories match “{query}”.</EmptyState>
              ) : (
                <ul className="catalog-category-grid" aria-label="Matching categories">
                  {categories.data.map((category) => (
                    <li key={category.medicineCategoryId}>
                      <CategoryCard category={category} />
                    </li>
                  ))}
                </ul>
              ))}
          </section>
        </>
      )}
    </section>
  );
}

/** Above the results: how many were found and the order they come in. */
function SearchTools({ count, sort, onSort }: { count: number | null; sort: SearchSort; onSort: (value: string) => void }) {
  return (
    <div className="catalog-search-tools">
      {count !== null && (
        <p className="catalog-search-count" aria-live="polite">
          {count} medicine{count === 1 ? '' : 's'} found
        </p>
      )}
      <label className="catalog-search-sort">
        Sort by{' '}
        <select className={inputClass} value={sort} onChange={(event) => onSort(event.target.value)}>
          {SEARCH_SORTS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
