import { cardClass, type Medicine, Money } from 'shared-kernel';
import { ExpiryNote } from 'batches-kit';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { type CatalogKey, useCatalogText } from '../../../i18n';
import { sentSrcSet } from '../../../utils/image-srcset';
import { BackInStock } from './back-in-stock';
import { BuyBar } from './buy-bar';
import { StockNote } from './medicine-card';
import { StockInState } from './stock-in-state';
import { PrescriptionHowItWorks } from './prescription-how-it-works';
import { FridgeNote } from './fridge-note';
import { ReportProblem } from './report-problem';
import { MedicineSafetySlot } from './medicine-safety-slot';
import './medicines.css';

interface MedicineDetailsProps {
  medicine: Medicine;
  onAddToCart: (medicine: Medicine, quantity: number) => void;
  adding: boolean;
}

const FACTS: [CatalogKey, (m: Medicine, t: ReturnType<typeof useCatalogText>) => string][] = [
  ['facts.activeIngredients', (m) => m.activeIngredients],
  ['facts.strength', (m) => m.strength],
  ['facts.dosageForm', (m) => m.dosageForm],
  ['facts.packSize', (m) => m.packSize],
  ['facts.manufacturer', (m) => m.manufacturer],
  ['facts.nafdacNumber', (m) => m.nafdacNumber],
  ['facts.class', (m, t) => (m.medicineClass ? t(`facts.class.${m.medicineClass}`) : '')],
];

/**
 * The details of one medicine: a modest picture, name, price, the prescription rule, description,
 * dosage, side effects and facts; the price, quantity and Add to cart ride in a bar kept at the
 * bottom of the screen (on a phone, Add to cart is on the first screen).
 */
export function MedicineDetails({ medicine, onAddToCart, adding }: MedicineDetailsProps) {
  const t = useCatalogText();
  return (
    <article className={`${cardClass} catalog-medicine-details`}>
      <div className="catalog-medicine-details__image">
        <ResponsiveImage
          src={medicine.imageUrl}
          srcSet={sentSrcSet(medicine)}
          alt={medicine.name}
          sizes="(max-width: 720px) 200px, 360px"
          width={800}
          height={800}
          priority
        />
      </div>
      <div>
        <h1>{medicine.name}</h1>
        <p className="catalog-price">
          <Money amount={medicine.price} />
        </p>
        <StockNote medicine={medicine} />
        {medicine.stockStatus !== 'out-of-stock' && (
          // Read after the page is drawn: each has its lines kept free from the first view on, so
          // nothing below moves when it arrives.
          <>
            <div className="catalog-live-slot catalog-live-slot--expiry">
              <ExpiryNote medicineId={medicine.id} />
            </div>
            <div className="catalog-live-slot catalog-live-slot--state">
              <StockInState medicineId={medicine.id} />
            </div>
          </>
        )}
        {medicine.stockStatus === 'out-of-stock' && <BackInStock medicine={medicine} />}
        {medicine.prescriptionRequired && <PrescriptionHowItWorks />}
        <FridgeNote medicine={medicine} />
        <p>{medicine.description || t('details.noDescription')}</p>
        <dl>
          <dt>{t('details.dosage')}</dt>
          <dd>{medicine.dosage || t('details.askPharmacist')}</dd>
          <dt>{t('details.sideEffects')}</dt>
          <dd>{medicine.sideEffects || t('details.noSideEffects')}</dd>
        </dl>
        <h2 className="catalog-facts__title">{t('facts.title')}</h2>
        <dl className="catalog-facts" aria-label={t('facts.title')}>
          {FACTS.map(([label, value]) => {
            const text = value(medicine, t);
            return text ? (
              <div key={label}>
                <dt>{t(label)}</dt>
                <dd>{text}</dd>
              </div>
            ) : null;
          })}
        </dl>
        {medicine.nafdacNumber ? (
          <p className="catalog-greenbook">
            {t('facts.greenbook', { number: medicine.nafdacNumber })}{' '}
            <a href="https://greenbook.nafdac.gov.ng/" target="_blank" rel="noopener noreferrer">
              {t('facts.greenbookLink')}
            </a>
            .
          </p>
        ) : null}
        {/* Drawn after the page, for a signed-in shopper: at the end of the details, so nothing the
            shopper is reading moves when it comes (its chooser and lines vary in height). */}
        <MedicineSafetySlot medicine={medicine} />
        <ReportProblem medicine={medicine} />
      </div>
      <BuyBar medicine={medicine} onAddToCart={onAddToCart} adding={adding} />
    </article>
  );
}
