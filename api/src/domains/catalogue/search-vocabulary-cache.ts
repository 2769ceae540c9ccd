import type { SearchVocabularyRepository } from './search-vocabulary-repository';
import { planSearch, type SearchPlan, type SpellingWords, type VocabularyTerm } from './search-vocabulary';

/** How many searches' plans are kept (then all are dropped and kept anew): more than shoppers type in a minute. */
const MAX_PLANS = 5_000;

/**
 * The vocabulary every search reads, kept in the process: loaded once, cleared on every edit here
 * and, through the catalogue's cache invalidation (Redis), on every other replica; read again after
 * a minute at the latest, so a replica that missed a message catches up.
 */
export class SearchVocabularyCache {
  private loaded: { at: number; terms: Promise<VocabularyTerm[]>; spelling: Promise<SpellingWords> } | null = null;
  /** Searches as the vocabulary read them (planSearch), for the terms they were read with. */
  private plans: { terms: readonly VocabularyTerm[]; byText: Map<string, SearchPlan> } | null = null;

  constructor(
    private readonly repository: SearchVocabularyRepository,
    private readonly maxAgeMs = 60_000,
  ) {}

  terms(): Promise<VocabularyTerm[]> {
    const now = Date.now();
    if (!this.loaded || now - this.loaded.at > this.maxAgeMs) {
      const terms = this.repository
        .terms()
        .then((rows) => rows.map(({ term, kind, target, language }) => ({ term, kind, target, language })));
      const spelling = this.repository.spellingWords();
      const loaded = { at: now, terms, spelling };
      this.loaded = loaded;
      // A failed read is not kept: the next search tries again.
      const forget = () => {
        if (this.loaded === loaded) this.loaded = null;
      };
      terms.catch(forget);
      spelling.catch(forget);
    }
    return this.loaded.terms;
  }

  /** The catalogue's words a misspelt ingredient is read against, loaded (and kept) with the terms. */
  private async spellingWords(): Promise<SpellingWords> {
    await this.terms();
    return this.loaded ? this.loaded.spelling : { ingredients: [], names: [] };
  }

  /**
   * The search read with the vocabulary (planSearch), kept per text until the vocabulary changes:
   * reading a text against some 400 terms (misspellings of complaints included) cost about half
   * a millisecond of the process's time, on every search, cached answers too.
   */
  async plan(text: string): Promise<SearchPlan> {
    const [terms, words] = await Promise.all([this.terms(), this.spellingWords()]);
    if (this.plans?.terms !== terms || this.plans.byText.size >= MAX_PLANS) this.plans = { terms, byText: new Map() };
    let plan = this.plans.byText.get(text);
    if (!plan) {
      plan = planSearch(text, terms, words);
      this.plans.byText.set(text, plan);
    }
    return plan;
  }

  clear() {
    this.loaded = null;
    this.plans = null;
  }
}
