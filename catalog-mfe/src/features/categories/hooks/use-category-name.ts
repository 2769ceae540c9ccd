import type { MedicineCategory } from 'shared-kernel';
import { categoryMessages } from '../../../i18n/categories';

/** "pain_fever" for "Pain & Fever": how the category catalogue tells the shop's own categories apart. */
export const categorySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/** A category's name in the shopper's language: the shop's own in the catalogue's words, any other as the admin wrote it. */
export function useCategoryName(): (category: Pick<MedicineCategory, 'name'>) => string {
  const t = categoryMessages.useT();
  return ({ name }) => t('category.name', { name, slug: categorySlug(name) });
}
