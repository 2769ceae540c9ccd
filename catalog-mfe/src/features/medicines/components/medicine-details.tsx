import { Button, cardClass, formatNaira, type Medicine } from 'shared-kernel';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { sentSrcSet } from '../../../utils/image-srcset';
import './medicines.css';

interface MedicineDetailsProps {
  medicine: Medicine;
  onAddToCart: (medicine: Medicine) => void;
  adding: boolean;
}

/** The details of one medicine: image, name, description, price, On Sale, dosage, side effects, Add to Cart. */
export function MedicineDetails({ medicine, onAddToCart, adding }: MedicineDetailsProps) {
  return (
    <article className={`${cardClass} catalog-medicine-details`}>
      <div className="catalog-medicine-details__image">
        <ResponsiveImage
          src={medicine.imageUrl}
          srcSet={sentSrcSet(medicine)}
          alt={medicine.name}
          sizes="(max-width: 720px) 92vw, 520px"
          width={800}
          height={800}
          eager
        />
      </div>
      <div>
        <span className="catalog-badge">On Sale</span>
        <h1>{medicine.name}</h1>
        <p className="catalog-price">{formatNaira(medicine.price)}</p>
        <p>{medicine.description || 'No description yet.'}</p>
        <dl>
          <dt>Dosage</dt>
          <dd>{medicine.dosage || 'Ask your pharmacist.'}</dd>
          <dt>Side effects</dt>
          <dd>{medicine.sideEffects || 'None listed.'}</dd>
        </dl>
        <Button onClick={() => onAddToCart(medicine)} disabled={adding}>
          {adding ? 'Adding…' : 'Add to Cart'}
        </Button>
      </div>
    </article>
  );
}
