import { useLoad } from 'shared-kernel';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getMedicines } from '../features/medicines/api/get-medicines';
import { MedicineList } from '../features/medicines/components/medicine-list';
import { PAGE_SIZES } from '../utils/paging';
import '../components/ui/ui.css';

export default function MedicinesPage() {
  const medicines = useLoad(getMedicines, [], 'the medicines');
  const { addToCart, pendingId } = useAddToCart();
  return (
    <section className="catalog-page" data-page="medicines">
      <h1>Medicines</h1>
      <MedicineList
        state={medicines}
        pageSize={PAGE_SIZES.medicines}
        label="medicines"
        onAddToCart={addToCart}
        pendingId={pendingId}
        viewButton
        eagerFirst
        headingLevel={2}
      />
    </section>
  );
}
