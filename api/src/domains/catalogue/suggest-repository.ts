import { sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import type { MedicineClass } from '../../platform/db/schema/catalogue';
import { containsPattern, lowerContains, nameContains, rows, SHOWN_IN_LISTS } from './catalogue-listing-repository';

export type SuggestedMedicine = { id: string; name: string; strength: string; medicineClass: MedicineClass };
export type SuggestedCategory = { id: string; name: string };

/** `text` as a LIKE pattern for names starting with it (`%`, `_` and `\` escaped). */
const startsPattern = (text: string) => containsPattern(text).slice(1);

/** Over the counter first, then pharmacy-only, then prescription-only. */
const SUGGEST_RANK = sql.raw(`CASE m.medicine_class WHEN 'otc' THEN 0 WHEN 'pharmacy' THEN 1 ELSE 2 END`);

/** The suggestions' order after how the name matches: the class, then the shorter name. */
const SUGGEST_ORDER = sql`${SUGGEST_RANK}, length(m.name), m.name, m.id`;

/**
 * The suggestions' SQL: a few shown medicines and categories whose names contain what was typed.
 * Names starting with the text come first, then a word of the name starting with it, then any
 * other name containing it; over the counter before pharmacy-only before prescription-only; then
 * the shorter name. Two letters find names or words starting with them only (no index serves
 * "contains" for two letters, and every name containing "pa" is most of the catalogue).
 */
export class SuggestRepository {
  constructor(private readonly db: Database) {}

  async medicines(typed: string, limit: number): Promise<SuggestedMedicine[]> {
    if (limit <= 0) return [];
    const text = typed.toLowerCase();
    // First the names starting with the text (a prefix of the lower-cased name: its btree index,
    // text_pattern_ops) and the names with a word starting with it ("% pa%": the trigram index,
    // as the space makes a word-start trigram " pa", so two letters are served too). They rank
    // before every other match, so when they fill the list the rest need not be read at all.
    const starts = startsPattern(text);
    const columns = sql`m.id, m.name, m.strength, m.medicine_class AS "medicineClass", ${SUGGEST_RANK} AS class_rank, length(m.name) AS length`;
    const wordStarts = sql` UNION ALL SELECT ${columns}, 1 AS tier FROM medicines m WHERE ${SHOWN_IN_LISTS}
          AND m.name_lc LIKE ${`% ${starts}`} ESCAPE '\\' AND m.name_lc NOT LIKE ${starts} ESCAPE '\\'`;
    const first = await rows<SuggestedMedicine>(
      this.db,
      sql`
      SELECT id, name, strength, "medicineClass" FROM (
        SELECT ${columns}, 0 AS tier FROM medicines m WHERE ${SHOWN_IN_LISTS} AND m.name_lc LIKE ${starts} ESCAPE '\\'
        ${wordStarts}
      ) found
      ORDER BY tier, class_rank, length, name, id
      LIMIT ${limit}`,
    );
    if (first.length >= limit || text.length < 3) return first;
    // Not enough: every name containing the text (the trigram index on the lower-cased name).
    return rows<SuggestedMedicine>(
      this.db,
      sql`
      SELECT m.id, m.name, m.strength, m.medicine_class AS "medicineClass"
      FROM medicines m
      WHERE ${SHOWN_IN_LISTS} AND ${lowerContains(sql`m.name_lc`, text)}
      ORDER BY
        (m.name_lc LIKE ${starts} ESCAPE '\\') DESC,
        (m.name_lc LIKE ${`% ${starts}`} ESCAPE '\\') DESC,
        ${SUGGEST_ORDER}
      LIMIT ${limit}`,
    );
  }

  async categories(text: string, limit: number): Promise<SuggestedCategory[]> {
    return rows<SuggestedCategory>(
      this.db,
      sql`
      SELECT c.id, c.name
      FROM medicine_categories c
      WHERE NOT c.hidden AND ${nameContains(sql`c.name`, text)}
      ORDER BY (c.name ILIKE ${startsPattern(text)} ESCAPE '\\') DESC, length(c.name), c.name, c.id
      LIMIT ${limit}`,
    );
  }
}
