import type { MedicineCategory } from 'shared-kernel';
import { useCatalogText } from '../../../i18n';

/** "pain_fever" for "Pain & Fever": how the category catalogue tells the shop's own categories apart. */
export const categorySlug = (name: string): string =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_|_$/g, '');

/**
 * A category's name in the shopper's language. The catalogue's "category.name" is "{name}" in English
 * (the API's own name, so English pages carry no names); in Pidgin one message chooses the shop's own
 * categories' names by slug, loaded with the rest of the Pidgin texts. One an admin adds or renames
 * matches no slug and shows as written.
 */
export function useCategoryName(): (category: Pick<MedicineCategory, 'name'>) => string {
  const t = useCatalogText();
  return ({ name }) => t('category.name', { name, slug: categorySlug(name) });
}
