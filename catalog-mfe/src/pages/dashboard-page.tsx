import { Link, type LoadState, type Medicine, type MedicineCategory, useFirstViewRead, useLoad } from 'shared-kernel';
import { list, READS } from '../first-views/reads';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getCategories } from '../features/categories/api/get-categories';
import { CategoryGrid } from '../features/categories/components/category-grid';
import { CategoryPicker } from '../features/categories/components/category-picker';
import { DepartmentsTabs } from '../features/dashboard/components/departments-tabs';
import { EmergencyCta } from '../features/dashboard/components/emergency-cta';
import { Hero } from '../features/dashboard/components/hero';
import { ReleaseNote } from '../features/dashboard/components/release-note';
import { ShopNowBanner } from '../features/dashboard/components/shop-now-banner';
import { getFeaturedMedicines } from '../features/medicines/api/get-featured-medicines';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { FAQ } from '../features/static/components/faq';
import { FaqList } from '../features/static/components/faq-list';
import { ServiceGrid } from '../features/static/components/service-grid';
import { SERVICES } from '../features/static/components/services';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import { usePageText } from '../i18n/pages';

export default function DashboardPage() {
  // Hydrating the server's first view: its data, so the first render is the server's.
  const categories = useLoad(() => getCategories(), [], 'the categories', useFirstViewRead(READS.categories, list));
  const featured = useLoad(getFeaturedMedicines, [], 'the featured medicines', useFirstViewRead(READS.featured, list));
  const { addToCart, pendingId } = useAddToCart();
  return <DashboardView categories={categories} featured={featured} onAddToCart={addToCart} pendingId={pendingId} />;
}

/** What the page draws from its data; the site's server draws the same as the first view (src/first-views/render.tsx). */
export function DashboardView({
  categories,
  featured,
  onAddToCart,
  pendingId,
}: {
  categories: LoadState<MedicineCategory[]> & { reload?: () => void };
  featured: LoadState<Medicine[]> & { reload?: () => void };
  onAddToCart: (medicine: Medicine) => void;
  pendingId: string | null;
}) {
  const t = usePageText();
  return (
    <div className="catalog-page" data-page="dashboard">
      <ReleaseNote />
      <Hero />
      {/* Emergency help high on the page, not under the catalogue: 112 first. */}
      <EmergencyCta />

      <section className="catalog-section" aria-labelledby="catalog-dashboard-categories">
        <div className="catalog-section__header">
          <h2 id="catalog-dashboard-categories">{t('dashboard.categories')}</h2>
          <Link to="/categories">{t('dashboard.allCategories')}</Link>
        </div>
        <CategoryPicker categories={categories.data ?? []} />
        <CategoryGrid state={categories} pageSize={PAGE_SIZES.categories} pageParam="categoriesPage" />
      </section>

      <section className="catalog-section" aria-labelledby="catalog-dashboard-featured">
        <h2 id="catalog-dashboard-featured">{t('dashboard.featured')}</h2>
        <MedicineList
          state={featured}
          pageSize={PAGE_SIZES.featured}
          label={t('dashboard.featuredList')}
          pageParam="featuredPage"
          emptyText={t('dashboard.noFeatured')}
          onAddToCart={onAddToCart}
          pendingId={pendingId}
        />
      </section>

      <section className="catalog-section" aria-labelledby="catalog-dashboard-services">
        <h2 id="catalog-dashboard-services">{t('dashboard.services')}</h2>
        <ServiceGrid services={SERVICES} />
      </section>

      <ShopNowBanner />

      <DepartmentsTabs />

      <section className="catalog-section" aria-labelledby="catalog-dashboard-faq">
        <h2 id="catalog-dashboard-faq">{t('dashboard.faq')}</h2>
        <FaqList entries={FAQ} />
      </section>
    </div>
  );
}
