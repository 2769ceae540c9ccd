import type { MedicineCategory } from 'shared-kernel';
import { categoryMessages } from '../../../i18n/categories';

/** "pain-fever" for "Pain & Fever": the key a category's name has in the category catalogue. */
export const categorySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/** A category's name in the shopper's language: the shop's own in the catalogue's words, any other as the admin wrote it. */
export function useCategoryName(): (category: Pick<MedicineCategory, 'name'>) => string {
  const t = categoryMessages.useT();
  return ({ name }) => {
    const key = `category.${categorySlug(name)}`;
    return categoryMessages.has(key) ? t(key, { name }) : name;
  };
}
