import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { LISTED_COLUMNS, type Listed, type ListedMedicine, nameContains, page, rows, type Slice, stockJoin } from './catalogue-sql';
import { unitsOnHand } from '../stock/stock-read-model';
import type { SearchSort } from './catalogue-schemas';
import { conditionPhrases } from './search-conditions';

type SearchTerm = { term: string; found: boolean; corrections: { word: string; similarity: number }[] };

/**
 * Medicine search. Names containing the whole text (any case, every character literal) come
 * first. Then names containing every word of the text (runs of 3+ letters or digits, as names
 * are split into medicine_name_words): a word some name contains is matched as it is; a word no
 * name contains is corrected against that small dictionary (trigram similarity) and names
 * containing one of its closest three corrections match, closest first. The first query reads
 * only the dictionary; the second finds names by substring (ILIKE), which the trigram index on
 * names serves, and reads whole only the rows of the page.
 *
 * A name containing the whole text contains each of its words, so the words alone decide which
 * names match (the whole text only ranks); without words (e.g. '%', 'C') the whole text decides.
 *
 * After the names, medicines found by what they treat: their description or their category's
 * name contains the whole text (3+ characters), or a phrase of a condition the text names
 * (search-conditions.ts: "hypertension" → "blood pressure"). Those rank after every name match.
 */
export async function searchMedicines(
  db: Database,
  text: string,
  namedCategoryIds: string[],
  filters: SQL[],
  slice: Slice,
  sort: SearchSort = 'relevance',
): Promise<Listed<ListedMedicine>> {
  const terms = await searchTerms(db, text);
  const whole = nameContains(sql`m.name`, text);
  const termConditions: SQL[] = [];
  const closeness: SQL[] = [];
  for (const term of terms) {
    if (term.found) {
      termConditions.push(nameContains(sql`m.name`, term.term));
    } else if (term.corrections.length === 0) {
      termConditions.push(sql`false`); // a word no name contains or comes close to
    } else {
      termConditions.push(
        sql`(${sql.join(
          term.corrections.map((c) => nameContains(sql`m.name`, c.word)),
          sql` OR `,
        )})`,
      );
      if (term.corrections.length > 1) {
        const cases = term.corrections.map((c) => sql`WHEN ${nameContains(sql`m.name`, c.word)} THEN ${c.similarity}::real`);
        closeness.push(sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`);
      }
    }
  }
  const byName = termConditions.length ? sql.join(termConditions, sql` AND `) : whole;
  const byUse = searchByUse(text, namedCategoryIds);
  const where = sql.join([...filters, sql`((${byName}) OR (${byUse}))`], sql` AND `);
  const rank = sql`(${whole})::int AS whole, (${byName})::int AS by_name, ${closeness.length ? sql.join(closeness, sql` + `) : sql`0::real`} AS closeness, ${SORT_COLUMNS}`;
  const order = sql.raw(`${SORT_KEYS[sort]('')}whole DESC, by_name DESC, closeness DESC, name, id`);
  if (!slice) {
    const found = await rows<ListedMedicine>(
      db,
      sql`SELECT ${LISTED_COLUMNS} FROM (SELECT m.*, ${rank} FROM medicines m WHERE ${where}) m ${stockJoin} ORDER BY ${order}`,
    );
    return { rows: found, total: found.length };
  }
  // The matches are found once (narrow rows), counted, and only the page's rows are read whole.
  return page(
    db,
    sql`
    WITH hits AS MATERIALIZED (SELECT m.id, m.name, ${rank} FROM medicines m WHERE ${where})
    SELECT t.total, ${LISTED_COLUMNS}
    FROM (SELECT count(*)::int AS total FROM hits) t
    LEFT JOIN LATERAL (SELECT * FROM hits ORDER BY ${order} LIMIT ${slice.limit} OFFSET ${slice.offset}) p ON true
    LEFT JOIN medicines m ON m.id = p.id
    ${stockJoin}
    ORDER BY ${sql.raw(SORT_KEYS[sort]('p.'))}p.whole DESC, p.by_name DESC, p.closeness DESC, p.name, p.id`,
  );
}

/** What a sort reads besides the rank: the price and whether any unit is on hand (stock's read model). */
const SORT_COLUMNS = sql`m.price_kobo AS sort_price, (${unitsOnHand(sql`m.id`)} > 0) AS sort_in_stock`;

/** The keys a sort puts before the relevance order (`alias`: the table the columns are read from). */
const SORT_KEYS: Record<SearchSort, (alias: string) => string> = {
  relevance: () => '',
  'price-asc': (a) => `${a}sort_price ASC, `,
  'price-desc': (a) => `${a}sort_price DESC, `,
  'in-stock-first': (a) => `${a}sort_in_stock DESC, `,
};

/**
 * Beyond names: the category's name or an active ingredient containing the whole text, and a
 * description containing a phrase of a condition the text names. Each condition is on the
 * medicine's own row and served by an index; a description is read only for a named condition
 * (reading every description for every search cost about four times the search throughput).
 */
function searchByUse(text: string, namedCategoryIds: string[]): SQL {
  const typed = text.trim();
  const parts: SQL[] = [];
  if (typed.length >= 3) {
    // The few categories named were looked up first (with the hidden ones, see shownMedicine), so
    // the medicines' condition is a plain list of ids (an index scan) rather than a subquery the
    // planner can only run as a filter on every row.
    if (namedCategoryIds.length)
      parts.push(
        sql`m.category_id IN (${sql.join(
          namedCategoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    parts.push(nameContains(sql`m.active_ingredients`, typed));
  }
  for (const phrase of conditionPhrases(text)) parts.push(nameContains(sql`m.description`, phrase));
  return parts.length ? sql.join(parts, sql` OR `) : sql`false`;
}

/**
 * The words of a search (split as names are split into medicine_name_words, 3+ characters), each
 * either found (some name contains it) or with its closest dictionary words: similarity at least
 * pg_trgm.similarity_threshold (0.3 by default), best three first.
 */
async function searchTerms(db: Database, text: string): Promise<SearchTerm[]> {
  // One pass over the dictionary per word: words containing it first (then it is found as
  // typed), else the closest spellings.
  const found = await rows<{ term: string; word: string | null; contains: boolean | null; similarity: number | null }>(
    db,
    sql`
    WITH q AS (SELECT DISTINCT w AS term FROM medicine_name_word_list(${text}) AS w WHERE length(w) >= 3)
    SELECT q.term, c.word, c.contains, c.similarity
    FROM q
    LEFT JOIN LATERAL (
      SELECT d.word, strpos(d.word, q.term) > 0 AS contains, similarity(q.term, d.word) AS similarity
      FROM medicine_name_words d
      WHERE d.word LIKE '%' || q.term || '%' OR d.word % q.term
      ORDER BY 2 DESC, 3 DESC, d.name_count DESC, d.word
      LIMIT 3
    ) c ON true
    ORDER BY q.term, c.contains DESC, c.similarity DESC, c.word`,
  );
  const terms = new Map<string, SearchTerm>();
  for (const row of found) {
    let term = terms.get(row.term);
    if (!term) terms.set(row.term, (term = { term: row.term, found: row.contains === true, corrections: [] }));
    if (!term.found && row.word !== null) term.corrections.push({ word: row.word, similarity: Number(row.similarity) });
  }
  return [...terms.values()];
}
