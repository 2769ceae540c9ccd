import { type LoadState, type Medicine, useFirstViewRead, useLoad } from 'shared-kernel';
import { list, READS } from '../first-views/reads';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getMedicines } from '../features/medicines/api/get-medicines';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';
import { useCatalogText } from '../i18n';

export default function MedicinesPage() {
  const medicines = useLoad(getMedicines, [], 'the medicines', useFirstViewRead(READS.medicines, list));
  const { addToCart, pendingId } = useAddToCart();
  return <MedicinesView medicines={medicines} onAddToCart={addToCart} pendingId={pendingId} />;
}

/** What the page draws from its data; the site's server draws the same as the first view (src/first-views/render.tsx). */
export function MedicinesView({
  medicines,
  onAddToCart,
  pendingId,
}: {
  medicines: LoadState<Medicine[]> & { reload?: () => void };
  onAddToCart: (medicine: Medicine) => void;
  pendingId: string | null;
}) {
  const t = useCatalogText();
  return (
    <section className="catalog-page" data-page="medicines">
      <h1>{t('medicines.title')}</h1>
      <MedicineList
        state={medicines}
        pageSize={PAGE_SIZES.medicines}
        label={t('medicines.list')}
        onAddToCart={onAddToCart}
        pendingId={pendingId}
        viewButton
        eagerFirst
        headingLevel={2}
      />
    </section>
  );
}
