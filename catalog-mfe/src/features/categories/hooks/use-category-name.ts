import type { MedicineCategory } from 'shared-kernel';
import { catalogMessages, useCatalogText } from '../../../i18n';

/**
 * A category's name in the shopper's language: the shop's own categories have their words in the
 * catalogue (`category.<English name>`); one an admin added or renamed shows as the admin wrote it.
 */
export function useCategoryName(): (category: Pick<MedicineCategory, 'name'>) => string {
  const t = useCatalogText();
  return (category) => {
    const key = `category.${category.name}`;
    return catalogMessages.has(key) ? t(key) : category.name;
  };
}
