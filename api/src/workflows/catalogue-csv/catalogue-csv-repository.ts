import { inArray, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { afterCursor, keysetBatches } from '../../platform/db/keyset';
import { type Medicine, medicineCategories, medicines } from '../../platform/db/schema/index';

/** A medicine as exported: its row (SQL names) and its category's name. */
export type ExportedMedicine = Record<string, unknown> & { id: string; category: string };

/** The catalogue's reads for its CSV: the export, and what an import's rows are checked against. Writes go through CatalogueRepository. */
export class CatalogueCsvRepository {
  constructor(private readonly db: Database) {}

  /** Every medicine (hidden too) with its category's name, oldest first, in batches by keyset. */
  exportBatches() {
    return keysetBatches<ExportedMedicine>(
      this.db,
      (after, limit) =>
        sql`select m.*, c.name as category from medicines m join medicine_categories c on c.id = m.category_id
            where ${afterCursor(sql`m.created_at`, sql`m.id`, after)} order by m.created_at, m.id limit ${limit}`,
      (r) => r.created_at as string,
    );
  }

  /** The medicines of these ids, a thousand a query; locked for update when `lock`. */
  async medicinesByIds(ids: string[], lock: boolean): Promise<Map<string, Medicine>> {
    const found = new Map<string, Medicine>();
    for (let i = 0; i < ids.length; i += 1000) {
      const query = this.db
        .select()
        .from(medicines)
        .where(inArray(medicines.id, ids.slice(i, i + 1000)))
        .orderBy(medicines.id);
      for (const m of await (lock ? query.for('update') : query)) found.set(m.id, m);
    }
    return found;
  }

  /** Every category's id by its name, trimmed and in lower case. */
  async categoryIdsByName(): Promise<Map<string, string>> {
    const rows = await this.db.select({ id: medicineCategories.id, name: medicineCategories.name }).from(medicineCategories);
    return new Map(rows.map((c) => [c.name.trim().toLowerCase(), c.id]));
  }
}
