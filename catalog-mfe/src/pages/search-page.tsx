import { useEffect, useId } from 'react';
import { Button, EmptyState, inputClass, Loading, useLoad, useSearchParams, visuallyHiddenClass } from 'shared-kernel';
import type { MedicineCategory, Medicine } from 'shared-kernel';
import { useForm } from 'shared-kernel/ui/forms';
import { LoadError } from '../components/ui/load-error';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryCard } from '../features/categories/components/category-card';
import { SEARCH_SORTS, type SearchSort, searchMedicines, searchSortOf } from '../features/medicines/api/search-medicines';
import { type SearchAnswer, searchAnswer } from '../features/medicines/api/search-answer';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { SearchGuidance } from '../features/medicines/components/search-guidance';
import { SearchCombobox } from '../features/medicines/components/search-combobox';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import './search-page.css';
import { useCatalogText } from '../i18n';
import { useSearchText } from '../i18n/search';

const nothing = <T,>(): Promise<T[]> => Promise.resolve([]);

/** Search: the text lives in `?query=` so a search can be shared and reloaded. */
export default function SearchPage() {
  const id = useId();
  const [params, setParams] = useSearchParams();
  const query = (params.get('query') ?? '').trim();
  const sort = searchSortOf(params.get('sort'));
  const form = useForm({ initial: { query } });
  const { setValues } = form;
  useEffect(() => setValues({ query }), [query, setValues]);

  const medicines = useLoad<Medicine[]>(() => (query ? searchMedicines(query, sort) : nothing()), [query, sort], 'the matching medicines');
  // What the search answer says besides the list (unstocked brand, strength, never a dead end).
  const answer = useLoad<SearchAnswer | null>(() => (query ? searchAnswer(query) : Promise.resolve(null)), [query], 'the search answer');
  // The list waits for the answer too, and the answer's notes for the list, so what the answer says
  // above the results never pushes them (or their placeholder) down.
  const listed =
    medicines.status === 'ready' && answer.status === 'loading' ? { ...medicines, status: 'loading' as const, data: undefined } : medicines;
  const categories = useLoad<MedicineCategory[]>(() => (query ? getCategories(query) : nothing()), [query], 'the matching categories');
  const { addToCart, pendingId } = useAddToCart();
  const t = useCatalogText();
  const s = useSearchText();

  const submit = ({ query: typed }: { query: string }) => {
    const next = typed.trim();
    setParams(next ? { query: next, ...(sort === 'relevance' ? {} : { sort }) } : {});
  };
  const { error: _error, ...field } = form.field('query');
  const sortBy = (value: string) => setParams({ query, ...(value === 'relevance' ? {} : { sort: value }) });

  return (
    <section className="catalog-page" data-page="search">
      <h1>{s('search.title')}</h1>
      <form role="search" className="catalog-search-form" onSubmit={form.handleSubmit(submit)}>
        <label htmlFor={id} className={visuallyHiddenClass}>
          {s('search.label')}
        </label>
        <SearchCombobox id={id} {...field} onSearch={(text) => submit({ query: text })} />
        <Button type="submit">{s('search.button')}</Button>
      </form>

      {!query ? (
        <EmptyState>{s('search.prompt')}</EmptyState>
      ) : (
        <>
          <section className="catalog-section" aria-labelledby={`${id}-medicines`}>
            <h2 id={`${id}-medicines`}>{s('search.resultsTitle', { query })}</h2>
            <SearchTools count={medicines.status === 'ready' ? medicines.data.length : null} sort={sort} onSort={sortBy} />
            {/* Drawn with the list, never above its placeholder: whichever answer comes first, nothing moves. */}
            {answer.status === 'ready' && answer.data && listed.status !== 'loading' && <SearchGuidance answer={answer.data} />}
            <MedicineList
              state={listed}
              pageSize={PAGE_SIZES.search}
              label={s('search.list')}
              emptyText={s('search.noMedicines', { query })}
              onAddToCart={addToCart}
              pendingId={pendingId}
              eagerFirst
            />
          </section>
          <section className="catalog-section" aria-labelledby={`${id}-categories`}>
            <h2 id={`${id}-categories`}>{s('search.categories')}</h2>
            {categories.status === 'loading' && <Loading label={s('search.loadingCategories')} />}
            {categories.status === 'error' && (
              <LoadError what={t('load.categories')} error={categories.error} onRetry={categories.reload} />
            )}
            {categories.status === 'ready' &&
              (categories.data.length === 0 ? (
                <EmptyState>{s('search.noCategories', { query })}</EmptyState>
              ) : (
                <ul className="catalog-category-grid" aria-label={s('search.matchingCategories')}>
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
  const s = useSearchText();
  return (
    <div className="catalog-search-tools">
      {/* Kept in place while the results load, so the sort beside it does not move when they come. */}
      <p className="catalog-search-count" aria-live="polite">
        {count === null ? '\u00a0' : s('search.count', { count })}
      </p>
      <label className="catalog-search-sort">
        {s('search.sortBy')}{' '}
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
