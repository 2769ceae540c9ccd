import { cardClass, Link } from 'shared-kernel';
import type { MedicineCategory } from 'shared-kernel';
import { ResponsiveImage } from '../../../components/ui/responsive-image';
import { sentSrcSet } from '../../../utils/image-srcset';
import { useCategoryName } from '../hooks/use-category-name';
import './categories.css';

export const categoryPath = (category: Pick<MedicineCategory, 'medicineCategoryId'>) =>
  `/medicines/category/${category.medicineCategoryId}`;

/** A category as a card that leads to its medicines. */
export function CategoryCard({ category, eager }: { category: MedicineCategory; eager?: boolean }) {
  const nameOf = useCategoryName();
  return (
    <Link to={categoryPath(category)} className={`${cardClass} catalog-category-card`}>
      <ResponsiveImage
        src={category.imageUrl}
        srcSet={sentSrcSet(category)}
        alt=""
        sizes="(max-width: 640px) 64px, 200px"
        width={200}
        height={200}
        eager={eager}
        className="catalog-category-card__image"
      />
      <span className="catalog-category-card__name">{nameOf(category)}</span>
    </Link>
  );
}
