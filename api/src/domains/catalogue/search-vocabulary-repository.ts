import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../platform/db/client';
import { type SearchTerm, searchTerms, unansweredSearches } from '../../platform/db/schema/catalogue';
import { rows } from './catalogue-listing-repository';

export type NewSearchTerm = Pick<SearchTerm, 'term' | 'kind' | 'target'> & { language?: SearchTerm['language'] };
export type UnansweredSearch = { query: string; count: number; lastAt: string };

/** The search vocabulary (search_terms) and the searches that answered nothing (unanswered_searches). */
export class SearchVocabularyRepository {
  constructor(private readonly db: Database) {}

  async transaction<T>(work: (repository: SearchVocabularyRepository, transaction: Database) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => work(new SearchVocabularyRepository(tx as unknown as Database), tx as unknown as Database));
  }

  /** Every term, by term. */
  async terms(): Promise<SearchTerm[]> {
    return this.db.select().from(searchTerms).orderBy(asc(searchTerms.term));
  }

  /**
   * The words a misspelt ingredient is read against (search-vocabulary.ts): the shown medicines'
   * active ingredients' words (7 letters or more, lower-cased) that no medicine's name says, as
   * the name dictionary (medicine_name_words) corrects those already; and that dictionary's
   * words, which are never read as a misspelling ("cetrizine" for Zyrtec's cetirizine,
   * "azithromicin" for Zithromax's azithromycin; not "vitamin" for "vitamins").
   */
  async spellingWords(): Promise<{ ingredients: string[]; names: string[] }> {
    const [found] = await rows<{ ingredients: unknown; names: unknown }>(
      this.db,
      sql`SELECT
        (SELECT coalesce(json_agg(DISTINCT w), '[]') FROM medicines m, regexp_split_to_table(m.ingredients_lc, '[^[:alpha:]]+') AS w
          WHERE NOT m.hidden AND length(w) >= 7 AND NOT EXISTS (SELECT 1 FROM medicine_name_words d WHERE d.word = w)) AS ingredients,
        (SELECT coalesce(json_agg(d.word), '[]') FROM medicine_name_words d WHERE length(d.word) >= 7) AS names`,
    );
    const json = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as string[];
    return { ingredients: json(found.ingredients), names: json(found.names) };
  }

  async findTerm(term: string): Promise<SearchTerm | undefined> {
    const [row] = await this.db.select().from(searchTerms).where(eq(searchTerms.term, term));
    return row;
  }

  async lockTerm(id: string): Promise<SearchTerm | undefined> {
    const [row] = await this.db.select().from(searchTerms).where(eq(searchTerms.id, id)).for('update');
    return row;
  }

  async insertTerm(values: NewSearchTerm, editedBy: string): Promise<SearchTerm> {
    const [row] = await this.db
      .insert(searchTerms)
      .values({ ...values, editedBy })
      .returning();
    return row;
  }

  async updateTerm(id: string, values: Partial<NewSearchTerm>, editedBy: string): Promise<SearchTerm> {
    const [row] = await this.db
      .update(searchTerms)
      .set({ ...values, editedBy, version: sql`${searchTerms.version} + 1`, updatedAt: new Date() })
      .where(eq(searchTerms.id, id))
      .returning();
    return row;
  }

  async deleteTerm(id: string): Promise<void> {
    await this.db.delete(searchTerms).where(eq(searchTerms.id, id));
  }

  /** One more empty answer for `query` this `week` (no shopper is recorded). */
  async recordUnanswered(week: string, query: string): Promise<void> {
    await this.db
      .insert(unansweredSearches)
      .values({ week, query })
      .onConflictDoUpdate({
        target: [unansweredSearches.week, unansweredSearches.query],
        set: { count: sql`${unansweredSearches.count} + 1`, lastAt: new Date() },
      });
  }

  /** The week's unanswered searches, most frequent first. */
  async unanswered(week: string, limit: number): Promise<UnansweredSearch[]> {
    const found = await this.db
      .select({ query: unansweredSearches.query, count: unansweredSearches.count, lastAt: unansweredSearches.lastAt })
      .from(unansweredSearches)
      .where(eq(unansweredSearches.week, week))
      .orderBy(desc(unansweredSearches.count), desc(unansweredSearches.lastAt), asc(unansweredSearches.query))
      .limit(limit);
    return found.map((row) => ({ ...row, lastAt: row.lastAt.toISOString() }));
  }

  /** A search answered now (a term was added for it): off every week's list. */
  async forgetUnanswered(query: string): Promise<void> {
    await this.db.delete(unansweredSearches).where(eq(unansweredSearches.query, query));
  }

  async unansweredRow(week: string, query: string): Promise<UnansweredSearch | undefined> {
    const [row] = await this.db
      .select({ query: unansweredSearches.query, count: unansweredSearches.count, lastAt: unansweredSearches.lastAt })
      .from(unansweredSearches)
      .where(and(eq(unansweredSearches.week, week), eq(unansweredSearches.query, query)));
    return row && { ...row, lastAt: row.lastAt.toISOString() };
  }

  /**
   * What a search that found nothing might have meant: the closest words of medicine names and
   * vocabulary terms (trigram similarity, best first), and the closest shown category's name.
   */
  async closest(text: string): Promise<{ words: string[]; category: { id: string; name: string } | null }> {
    const [found] = await rows<{ words: string[] | string | null; category: unknown }>(
      this.db,
      sql`
      SELECT
        (SELECT coalesce(json_agg(w.word ORDER BY w.sim DESC, w.word), '[]') FROM (
          SELECT d.word, similarity(d.word, ${text}) AS sim FROM medicine_name_words d WHERE d.word % ${text}
          UNION
          SELECT t.term, similarity(t.term, ${text}) FROM search_terms t WHERE t.term % ${text}
          ORDER BY 2 DESC, 1 LIMIT 3
        ) w) AS words,
        (SELECT json_build_object('id', c.id, 'name', c.name) FROM medicine_categories c
          WHERE NOT c.hidden AND similarity(lower(c.name), ${text}) >= 0.2
          ORDER BY similarity(lower(c.name), ${text}) DESC LIMIT 1) AS category`,
    );
    const json = <T>(value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value) as T;
    return { words: json<string[]>(found?.words ?? []), category: json<{ id: string; name: string } | null>(found?.category ?? null) };
  }
}
