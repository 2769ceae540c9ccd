import { Badge, Button, buttonClass, cardClass, Link, type Medicine, Money, stockLabel } from 'shared-kernel';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { sentSrcSet } from '../../../utils/image-srcset';
import './medicines.css';

export interface MedicineCardProps {
  medicine: Medicine;
  onAddToCart: (medicine: Medicine) => void;
  adding?: boolean;
  /** List cards have a View button. */
  viewButton?: boolean;
  /** The first cards on a screen load their image at once; the rest lazily. */
  eager?: boolean;
  /** The screen's largest picture: fetched before the others. */
  priority?: boolean;
  /** The card title's heading level: one below the heading the list sits under. */
  headingLevel?: 2 | 3;
}

export const CARD_IMAGE_SIZES = '(max-width: 640px) 90vw, (max-width: 1024px) 45vw, 360px';

export function MedicineCard({ medicine, onAddToCart, adding = false, viewButton, eager, priority, headingLevel = 3 }: MedicineCardProps) {
  const href = `/medicines/${medicine.id}`;
  const Title = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <article className={`${cardClass} catalog-medicine-card`} aria-labelledby={`catalog-medicine-${medicine.id}`}>
      <Link to={href} className="catalog-medicine-card__image" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={medicine.imageUrl}
          srcSet={sentSrcSet(medicine)}
          alt=""
          sizes={CARD_IMAGE_SIZES}
          width={400}
          height={400}
          eager={eager}
          priority={priority}
        />
      </Link>
      {medicine.prescriptionRequired && <Badge className="catalog-badge catalog-badge--rx">Prescription required</Badge>}
      <Title className="catalog-medicine-card__name" id={`catalog-medicine-${medicine.id}`}>
        <Link to={href}>{medicine.name}</Link>
      </Title>
      <p className="catalog-price">
        <Money amount={medicine.price} />
      </p>
      <StockNote medicine={medicine} />
      <div className="catalog-medicine-card__actions">
        {viewButton && (
          <Link to={href} className={buttonClass('secondary')} aria-label={`View ${medicine.name}`}>
            View
          </Link>
        )}
        <Button
          onClick={() => onAddToCart(medicine)}
          disabled={adding || medicine.stockStatus === 'out-of-stock'}
          aria-label={`Add to cart: ${medicine.name}`}
        >
          {adding ? 'Adding…' : 'Add to cart'}
        </Button>
      </div>
    </article>
  );
}

/** "In stock", "Only N left" or "Out of stock". */
export function StockNote({ medicine }: { medicine: Pick<Medicine, 'stockStatus' | 'stockLeft'> }) {
  return <p className={`catalog-stock catalog-stock--${medicine.stockStatus ?? 'in-stock'}`}>{stockLabel(medicine)}</p>;
}
