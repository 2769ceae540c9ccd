import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type CategoryFlags,
  flaggedCategories,
  LISTED_COLUMNS,
  type Listed,
  type ListedMedicine,
  nameContains,
  page,
  rows,
  shownFrom,
  type Slice,
  stockJoin,
} from './catalogue-listing-repository';
import { unitsOnHand } from '../stock/stock-read-model';
import type { SearchSort } from './catalogue-schemas';
import { conditionPhrases } from './search-conditions';

type SearchTerm = { term: string; found: boolean; corrections: { word: string; similarity: number }[] };

/**
 * The search repository: medicine search's queries. Names containing the whole text (any case, every character literal) come
 * first. Then names containing every word of the text (runs of 3+ letters or digits, as names
 * are split into medicine_name_words): a word some name contains is matched as it is; a word no
 * name contains is corrected against that small dictionary (trigram similarity) and names
 * containing one of its closest three corrections match, closest first. The first query reads
 * only the dictionary (and the hidden and named categories); the second finds names by substring
 * (ILIKE), which the trigram index on names serves, and reads whole only the rows of the page.
 *
 * A name containing the whole text contains each of its words, so the words alone decide which
 * names match (the whole text only ranks); without words (e.g. '%', 'C') the whole text decides.
 *
 * After the names, medicines found by what they treat: their description or their category's
 * name contains the whole text (3+ characters), or a phrase of a condition the text names
 * (search-conditions.ts: "hypertension" → "blood pressure"). Those rank after every name match.
 *
 * Only medicines the shop shows are found (see shownFrom), and only those meeting `filters`.
 */
export async function searchMedicines(
  db: Database,
  text: string,
  moreFilters: SQL[],
  slice: Slice,
  sort: SearchSort = 'relevance',
): Promise<Listed<ListedMedicine>> {
  const { terms, categories } = await searchContext(db, text);
  const { shown, namedCategoryIds } = shownFrom(categories);
  const filters = [shown, ...moreFilters];
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
  const rank = (byNameColumn: SQL) =>
    sql`(${whole})::int AS whole, ${byNameColumn} AS by_name, ${closeness.length ? sql.join(closeness, sql` + `) : sql`0::real`} AS closeness${sort === 'relevance' ? sql`` : sql`, ${SORT_COLUMNS}`}`;
  // Each way a medicine can match is its own arm, which the planner serves from its own index
  // (trigram on names, ingredients or descriptions; category ids), ranking only the rows it
  // finds; UNION drops a medicine found twice (its rank is the same in every arm). As one OR, the
  // planner guessed too many matches and read every row, testing every ILIKE (up to eight) on
  // each: 30-50 ms for "malaria" or "vitamin" on 10,000 medicines (docs/catalogue-latency.md).
  const arms = [
    { where: byName, byName: sql`1` },
    ...searchByUse(text, namedCategoryIds).map((where) => ({ where, byName: sql`(${byName})::int` })),
  ];
  const hits = sql.join(
    arms.map(
      (arm) => sql`SELECT m.id, m.name, ${rank(arm.byName)} FROM medicines m WHERE ${sql.join([...filters, arm.where], sql` AND `)}`,
    ),
    sql` UNION `,
  );
  const order = sql`${sql.raw(SORT_KEYS[sort]('h.'))}h.whole DESC, h.by_name DESC, h.closeness DESC, h.name, h.id`;
  if (!slice) {
    const found = await rows<ListedMedicine>(
      db,
      sql`SELECT ${LISTED_COLUMNS} FROM (${hits}) h JOIN medicines m ON m.id = h.id ${stockJoin} ORDER BY ${order}`,
    );
    return { rows: found, total: found.length };
  }
  // The matches are found once (narrow rows), counted, and only the page's rows are read whole.
  return page(
    db,
    sql`
    WITH hits AS MATERIALIZED (${hits})
    SELECT t.total, ${LISTED_COLUMNS}
    FROM (SELECT count(*)::int AS total FROM hits) t
    LEFT JOIN LATERAL (SELECT * FROM hits h ORDER BY ${order} LIMIT ${slice.limit} OFFSET ${slice.offset}) h ON true
    LEFT JOIN medicines m ON m.id = h.id
    ${stockJoin}
    ORDER BY ${order}`,
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
 * description containing a phrase of a condition the text names, one condition per phrase (see
 * above). Each is on the medicine's own row and served by an index; a description is read only for
 * a named condition (reading every description for every search cost about four times the search
 * throughput).
 */
function searchByUse(text: string, namedCategoryIds: string[]): SQL[] {
  const typed = text.trim();
  const arms: SQL[] = [];
  if (typed.length >= 3) {
    // The few categories named were looked up first (with the hidden ones, see searchContext), so
    // the medicines' condition is a plain list of ids (an index scan) rather than a subquery the
    // planner can only run as a filter on every row.
    if (namedCategoryIds.length)
      arms.push(
        sql`m.category_id IN (${sql.join(
          namedCategoryIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    arms.push(nameContains(sql`m.active_ingredients`, typed));
  }
  for (const phrase of conditionPhrases(text)) arms.push(nameContains(sql`m.description`, phrase));
  return arms;
}

/**
 * The words of a search (split as names are split into medicine_name_words, 3+ characters), each
 * either found (some name contains it) or with its closest dictionary words: similarity at least
 * pg_trgm.similarity_threshold (0.3 by default), best three first. In the same statement (one
 * round trip fewer per search), the categories that are hidden or that the search names.
 */
async function searchContext(db: Database, text: string): Promise<{ terms: SearchTerm[]; categories: CategoryFlags[] }> {
  // One pass over the dictionary per word: words containing it first (then it is found as
  // typed), else the closest spellings.
  const [context] = await rows<{ categories: unknown; words: unknown }>(
    db,
    sql`
    SELECT
      (SELECT coalesce(json_agg(c ORDER BY c.id), '[]') FROM (${flaggedCategories(text.trim())}) c) AS categories,
      (SELECT coalesce(json_agg(t ORDER BY t.term, t.contains DESC, t.similarity DESC, t.word), '[]') FROM (
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
      ) t) AS words`,
  );
  const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
  const found = json<{ term: string; word: string | null; contains: boolean | null; similarity: number | null }[]>(context.words);
  const terms = new Map<string, SearchTerm>();
  for (const row of found) {
    let term = terms.get(row.term);
    if (!term) terms.set(row.term, (term = { term: row.term, found: row.contains === true, corrections: [] }));
    if (!term.found && row.word !== null) term.corrections.push({ word: row.word, similarity: Number(row.similarity) });
  }
  return { terms: [...terms.values()], categories: json<CategoryFlags[]>(context.categories) };
}
