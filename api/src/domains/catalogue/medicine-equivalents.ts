import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { LISTED_COLUMNS, type ListedMedicine, rows, shownMedicine, stockJoin } from './catalogue-sql';

/**
 * Dosage forms one can be given for another at the counter: a unit swallowed whole is a unit
 * swallowed whole, whether a tablet, a caplet, a capsule or a softgel (Amatem softgels for Coartem
 * tablets). Every other form (effervescent tablet, syrup, suspension, inhaler, cream…) is its own.
 */
const FORM_FAMILIES: readonly (readonly string[])[] = [['tablet', 'caplet', 'film-coated tablet', 'capsule', 'softgel']];

export function sameFormAs(form: string): string[] {
  const wanted = form.trim().toLowerCase();
  return [...(FORM_FAMILIES.find((family) => family.includes(wanted)) ?? [wanted])];
}

/** Written the same way for comparing: lower case, no spaces ("80 mg / 480 mg" = "80mg/480mg"). */
const squeezed = (column: SQL) => sql`lower(regexp_replace(${column}, '\\s+', '', 'g'))`;

/**
 * The shown medicines with the same active ingredients, strength and form family as `medicine`
 * (not itself), cheapest first. Prescription-only ones only when `withPrescriptionOnly`. None for a
 * medicine whose ingredients or strength the catalogue does not say.
 */
export async function equivalentMedicines(
  db: Database,
  medicine: Pick<ListedMedicine, 'id' | 'activeIngredients' | 'strength' | 'dosageForm'>,
  options: { withPrescriptionOnly: boolean; limit: number },
): Promise<ListedMedicine[]> {
  if (!medicine.activeIngredients.trim() || !medicine.strength.trim()) return [];
  const { shown } = await shownMedicine(db);
  const forms = sameFormAs(medicine.dosageForm).map((form) => sql`${form}`);
  const conditions = [
    shown,
    sql`m.id <> ${medicine.id}`,
    sql`${squeezed(sql`m.active_ingredients`)} = ${squeezed(sql`${medicine.activeIngredients}`)}`,
    sql`${squeezed(sql`m.strength`)} = ${squeezed(sql`${medicine.strength}`)}`,
    sql`lower(trim(m.dosage_form)) IN (${sql.join(forms, sql`, `)})`,
  ];
  if (!options.withPrescriptionOnly) conditions.push(sql`m.medicine_class <> 'pom'`);
  return rows<ListedMedicine>(
    db,
    sql`SELECT ${LISTED_COLUMNS} FROM medicines m ${stockJoin} WHERE ${sql.join(conditions, sql` AND `)}
        ORDER BY m.price_kobo, m.name, m.id LIMIT ${options.limit}`,
  );
}
