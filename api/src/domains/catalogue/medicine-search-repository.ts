import { type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import {
  type CategoryFlags,
  flaggedCategories,
  LISTED_COLUMNS,
  type Listed,
  type ListedMedicine,
  lowerContains,
  page,
  rows,
  shownFrom,
  type Slice,
  stockJoin,
} from './catalogue-listing-repository';
import { unitsOnHand } from '../stock/stock-read-model';
import type { SearchSort } from './catalogue-schemas';
import { planArms, planRanks, relevanceOrder } from './search-plan-repository';
import { planSearch, type SearchPlan } from './search-vocabulary';

type SearchTerm = { term: string; found: boolean; corrections: { word: string; similarity: number }[] };

/**
 * The search repository: medicine search's queries. Names containing the whole text (any case, every character literal) come
 * first. Then names containing every word of the text (runs of 3+ letters or digits, as names
 * are split into medicine_name_words): a word some name contains is matched as it is; a word no
 * name contains is corrected against that small dictionary (trigram similarity) and names
 * containing one of its closest three corrections match, closest first. The first query reads
 * only the dictionary (and the hidden and named categories); the second finds names by substring
 * (LIKE on the lower-cased name, name_lc), which its trigram index serves, and reads whole only the rows of the page.
 *
 * A name containing the whole text contains each of its words, so the words alone decide which
 * names match (the whole text only ranks); without words (e.g. '%', 'C') the whole text decides.
 *
 * Beside the names, medicines found by their category's name or active ingredients containing the
 * whole text (3+ characters), and by what the vocabulary read in the text (`plan`,
 * search-vocabulary.ts and search-plan-repository.ts: "running stomach" → descriptions saying
 * "diarrhoea", "Advil" → ibuprofen, "amlodipine 5mg" → amlodipine, 5 mg first); the order is
 * search-plan-repository.ts's `relevanceOrder`.
 *
 * Only medicines the shop shows are found (see shownFrom), and only those meeting `filters`.
 */
export async function searchMedicines(
  db: Database,
  text: string,
  moreFilters: SQL[],
  slice: Slice,
  sort: SearchSort = 'relevance',
  plan: SearchPlan = planSearch(text, []),
): Promise<Listed<ListedMedicine>> {
  const { terms, categories } = await searchContext(db, text);
  const { shown, namedCategoryIds } = shownFrom(categories);
  const filters = [shown, ...moreFilters];
  const whole = lowerContains(sql`m.name_lc`, text);
  const { byName, closeness } = nameWordsMatch(terms, whole);
  const ranks = planRanks(plan);
  // Each way a medicine can match is its own arm, which the planner serves from its own index
  // (trigram on names, ingredients or descriptions; category ids). As one OR, the planner guessed
  // too many matches and read every row, testing every ILIKE (up to eight) on each: 30-50 ms for
  // "malaria" or "vitamin" on 10,000 medicines (docs/catalogue-latency.md). The arms find ids
  // only; the ranks are computed once per medicine found, in one place of the statement (they
  // were repeated in every arm: several times the SQL to build, send and plan for each search,
  // and a medicine found by three arms was ranked three times).
  // When the vocabulary took every word, the name words' arm would only add their nearest
  // spellings ("metfomin" → "methylated"): names containing the whole text still come.
  const wordsAllTaken = plan.targets.length > 0 && !plan.rest && !plan.strength;
  const arms = [wordsAllTaken ? whole : byName, ...searchByUse(text, namedCategoryIds), ...planArms(plan)];
  const foundIds = sql.join(
    arms.map((where) => sql`SELECT m.id FROM medicines m WHERE ${sql.join([...filters, where], sql` AND `)}`),
    sql` UNION ALL `,
  );
  // A name containing the whole text contains each of its words, so by_name is the name words'
  // condition (the whole text too, for a text without words). The ids found are read one by one
  // through the primary key (a lateral lookup that OFFSET 0 keeps the planner from flattening): as
  // `m.id IN (...)` the planner hashed the ids and read all 10,000 rows to find a few hundred, most
  // of a popular search's time in PostgreSQL.
  const hits = sql`SELECT m.id, m.name, (${whole})::int AS whole, (${whole} OR ${byName})::int AS by_name, ${closeness} AS closeness, ${ranks}${
    sort === 'relevance' ? sql`` : sql`, ${SORT_COLUMNS}`
  } FROM (SELECT DISTINCT f.id FROM (${foundIds}) f) f CROSS JOIN LATERAL (SELECT * FROM medicines m WHERE m.id = f.id OFFSET 0) m`;
  const order = sql`${sql.raw(SORT_KEYS[sort]('h.'))}${sql.raw(relevanceOrder(plan))}`;
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

/**
 * Names containing every word of the text, a misspelt word standing for its closest corrections
 * (see searchContext), and how close those corrections are (a rank).
 */
function nameWordsMatch(terms: SearchTerm[], whole: SQL): { byName: SQL; closeness: SQL } {
  const termConditions: SQL[] = [];
  const closeness: SQL[] = [];
  for (const term of terms) {
    if (term.found) {
      termConditions.push(lowerContains(sql`m.name_lc`, term.term));
    } else if (term.corrections.length === 0) {
      termConditions.push(sql`false`); // a word no name contains or comes close to
    } else {
      termConditions.push(
        sql`(${sql.join(
          term.corrections.map((c) => lowerContains(sql`m.name_lc`, c.word)),
          sql` OR `,
        )})`,
      );
      if (term.corrections.length > 1) {
        const cases = term.corrections.map((c) => sql`WHEN ${lowerContains(sql`m.name_lc`, c.word)} THEN ${c.similarity}::real`);
        closeness.push(sql`CASE ${sql.join(cases, sql` `)} ELSE 0 END`);
      }
    }
  }
  return {
    byName: termConditions.length ? sql.join(termConditions, sql` AND `) : whole,
    closeness: closeness.length ? sql.join(closeness, sql` + `) : sql`0::real`,
  };
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
 * Beyond names: the category's name or an active ingredient containing the whole text. Each is on
 * the medicine's own row and served by an index; a description is read only for a vocabulary term
 * (search-plan-repository.ts; reading every description for every search cost about four times the
 * search throughput).
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
    arms.push(lowerContains(sql`m.ingredients_lc`, typed));
  }
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
