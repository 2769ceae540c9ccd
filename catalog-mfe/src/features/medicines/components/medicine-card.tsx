import { Badge, Button, buttonClass, cardClass, Link, type Medicine, Money } from 'shared-kernel';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { sentSrcSet } from '../../../utils/image-srcset';
import './medicines.css';
import { useCatalogText } from '../../../i18n';

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
  const t = useCatalogText();
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
      {medicine.prescriptionRequired && <Badge className="catalog-badge catalog-badge--rx">{t('card.rx')}</Badge>}
      <Title className="catalog-medicine-card__name" id={`catalog-medicine-${medicine.id}`}>
        <Link to={href}>{medicine.name}</Link>
      </Title>
      <p className="catalog-price">
        <Money amount={medicine.price} />
      </p>
      <StockNote medicine={medicine} />
      <div className="catalog-medicine-card__actions">
        {viewButton && (
          <Link to={href} className={buttonClass('secondary')} aria-label={t('card.viewLabel', { name: medicine.name })}>
            {t('card.view')}
          </Link>
        )}
        <Button
          onClick={() => onAddToCart(medicine)}
          disabled={adding || medicine.stockStatus === 'out-of-stock'}
          aria-label={t('card.addLabel', { name: medicine.name })}
        >
          {adding ? t('card.adding') : t('card.add')}
        </Button>
      </div>
    </article>
  );
}

/** "In stock", "Only N left" or "Out of stock", in the shopper's language. */
export function StockNote({ medicine }: { medicine: Pick<Medicine, 'stockStatus' | 'stockLeft'> }) {
  const t = useCatalogText();
  const label =
    medicine.stockStatus === 'out-of-stock'
      ? t('stock.out')
      : medicine.stockStatus === 'low-stock'
        ? medicine.stockLeft == null
          ? t('stock.fewUnknown')
          : t('stock.few', { count: medicine.stockLeft })
        : t('stock.in');
  return <p className={`catalog-stock catalog-stock--${medicine.stockStatus ?? 'in-stock'}`}>{label}</p>;
}
