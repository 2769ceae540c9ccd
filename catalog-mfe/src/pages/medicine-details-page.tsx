import { useEffect } from 'react';
import { Link, Loading, type LoadState, type Medicine, useFirstViewRead, useLoad, useParams } from 'shared-kernel';
import { object, READS } from '../first-views/reads';
import { useAddToCart } from '../features/cart/hooks/use-add-to-cart';
import { getMedicine } from '../features/medicines/api/get-medicine';
import { useFreshMedicine } from '../features/medicines/hooks/use-fresh-medicine';
import { MedicineDetails } from '../features/medicines/components/medicine-details';
import { LoadError } from '../components/ui/load-error';
import { SameIngredient } from '../features/medicines/components/same-ingredient';
import { RefillRegularly } from '../features/medicines/components/refill-regularly';
import '../components/ui/ui.css';
import { useCatalogText } from '../i18n';

export default function MedicineDetailsPage() {
  const { id = '' } = useParams();
  const medicine = useLoad(() => getMedicine(id), [id], 'the medicine', useFirstViewRead(READS.medicine, object));
  const { withdrawn } = useFreshMedicine(id, medicine.status === 'ready', getMedicine, medicine.replace);
  const { addToCart, pendingId } = useAddToCart();
  // The tab (and a shared link's preview, written by the server) names the medicine.
  const name = medicine.status === 'ready' ? medicine.data.name : null;
  useEffect(() => {
    if (name) document.title = `${name} | e-pharmacy`;
  }, [name]);
  return <MedicineDetailsView medicine={medicine} onAddToCart={addToCart} pendingId={pendingId} withdrawn={withdrawn} />;
}

/** What the page draws from its data; the site's server draws the same as the first view (src/first-views/render.tsx). */
export function MedicineDetailsView({
  medicine,
  onAddToCart,
  pendingId,
  withdrawn = false,
}: {
  medicine: LoadState<Medicine> & { reload?: () => void };
  onAddToCart: (medicine: Medicine, quantity: number) => void;
  pendingId: string | null;
  /** The medicine was shown, then taken off sale while the page was open. */
  withdrawn?: boolean;
}) {
  const status = (medicine.error as { response?: { status?: number } } | undefined)?.response?.status;
  const notFound = medicine.status === 'error' && (status === 404 || status === 400);
  const t = useCatalogText();

  return (
    <section className="catalog-page" data-page="medicineDetails">
      <p>
        <Link to="/medicines">{t('details.back')}</Link>
      </p>
      {medicine.status === 'ready' && withdrawn ? (
        <>
          <h1>{medicine.data.name}</h1>
          <p role="alert" className="catalog-withdrawn">
            {t('details.withdrawn')}
          </p>
        </>
      ) : medicine.status === 'ready' ? (
        <>
          <MedicineDetails medicine={medicine.data} onAddToCart={onAddToCart} adding={pendingId === medicine.data.id} />
          <RefillRegularly medicine={medicine.data} />
          <SameIngredient medicine={medicine.data} />
        </>
      ) : (
        <>
          <h1>{notFound ? t('details.notFoundTitle') : t('details.title')}</h1>
          {medicine.status === 'loading' && (
            <div className="catalog-details-loading">
              <Loading label={t('details.loading')} />
            </div>
          )}
          {notFound && <p role="alert">{t('details.notFound')}</p>}
          {medicine.status === 'error' && !notFound && (
            <LoadError what={t('details.what')} error={medicine.error} onRetry={medicine.reload} />
          )}
        </>
      )}
    </section>
  );
}
