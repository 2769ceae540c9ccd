/**
 * Dosage forms one can be given for another at the counter: a unit swallowed whole is a unit
 * swallowed whole, whether a tablet, a caplet, a capsule or a softgel (Amatem softgels for Coartem
 * tablets). Every other form (effervescent tablet, syrup, suspension, inhaler, cream…) is its own.
 * CatalogueRepository.equivalents finds the medicines of the same ingredients, strength and form family.
 */
const FORM_FAMILIES: readonly (readonly string[])[] = [['tablet', 'caplet', 'film-coated tablet', 'capsule', 'softgel']];

export function sameFormAs(form: string): string[] {
  const wanted = form.trim().toLowerCase();
  return [...(FORM_FAMILIES.find((family) => family.includes(wanted)) ?? [wanted])];
}
