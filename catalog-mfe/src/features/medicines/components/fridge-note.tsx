import type { Medicine } from 'shared-kernel';
import { useCatalogText } from '../../../i18n';

/** A medicine stored at 2–8 °C (insulin, vaccines): keep it cold, and how it reaches the shopper. */
export function FridgeNote({ medicine }: { medicine: Pick<Medicine, 'coldChain'> }) {
  const t = useCatalogText();
  if (!medicine.coldChain) return null;
  return (
    <p className="catalog-fridge" role="note">
      <span className="catalog-badge catalog-badge--fridge">{t('details.coldChain')}</span>{' '}
      <span className="catalog-fridge__how">{t('details.coldChainHow')}</span>
    </p>
  );
}
