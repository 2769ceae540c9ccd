import { badRequest } from '../../platform/lib/http-errors';
import type { ReadCache } from '../../platform/lib/read-cache';
import type { MedicineClass } from '../../platform/db/schema/catalogue';
import { key } from './cached-lists';
import type { SearchVocabularyCache } from './search-vocabulary-cache';
import { normaliseTerm, type VocabularyTerm } from './search-vocabulary';
import type { SuggestRepository } from './suggest-repository';

/** One suggestion under the search box: a medicine (opens its page), a condition (runs that search), a category (opens it). */
export type Suggestion =
  | { kind: 'medicine'; id: string; label: string; strength: string; medicineClass: MedicineClass; prescriptionOnly: boolean }
  | { kind: 'condition'; label: string; leadsTo: string }
  | { kind: 'category'; id: string; label: string };

export type SuggestAnswer = { query: string; suggestions: Suggestion[] };

/** At most this many suggestions: what a phone shows above its keyboard. */
export const MAX_SUGGESTIONS = 8;
const MAX_CONDITIONS = 3;
const MAX_CATEGORIES = 2;
export const MIN_SUGGEST_LETTERS = 2;

/**
 * The vocabulary's conditions a shopper may be typing: the term starts with the text, or one of its
 * words does ("stom" → "running stomach"); whole-term starts first, then the shorter term.
 */
export function matchingConditions(terms: readonly VocabularyTerm[], typed: string, limit = MAX_CONDITIONS): VocabularyTerm[] {
  const text = normaliseTerm(typed);
  if (text.length < MIN_SUGGEST_LETTERS) return [];
  const rank = (term: string) => (term.startsWith(text) ? 0 : ` ${term}`.includes(` ${text}`) ? 1 : -1);
  return terms
    .filter((t) => t.kind === 'condition' && rank(t.term) >= 0)
    .sort((a, b) => rank(a.term) - rank(b.term) || a.term.length - b.term.length || a.term.localeCompare(b.term))
    .slice(0, limit);
}

/** What a condition leads to, as shoppers read it: its first two phrases. */
const leadsTo = (target: string) =>
  target
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean)
    .slice(0, 2)
    .join(', ');

/**
 * Suggestions as a shopper types (issue 54): from two letters, a few medicines (names containing
 * the text, over the counter first, prescription-only marked), the vocabulary's conditions and the
 * categories. Answers are kept in the catalogue's read cache (cleared on every catalogue or
 * vocabulary change), and the conditions come from the vocabulary kept in the process.
 */
export class SuggestService {
  constructor(
    private readonly repository: SuggestRepository,
    private readonly vocabulary: SearchVocabularyCache,
    private readonly reads: ReadCache,
  ) {}

  async suggest(query: string): Promise<SuggestAnswer> {
    const text = query.trim().replace(/\s+/g, ' ');
    if (text.length < MIN_SUGGEST_LETTERS) throw badRequest(`Type at least ${MIN_SUGGEST_LETTERS} letters for suggestions.`);
    const cacheKey = key('suggest', text.toLowerCase());
    return this.reads.get(
      cacheKey,
      () => this.load(text),
      (answer) => answer.suggestions.length || 1,
    );
  }

  private async load(text: string): Promise<SuggestAnswer> {
    const [terms, categories] = await Promise.all([this.vocabulary.terms(), this.repository.categories(text, MAX_CATEGORIES)]);
    const conditions = matchingConditions(terms, text);
    const medicines = await this.repository.medicines(text, MAX_SUGGESTIONS - conditions.length - categories.length);
    const suggestions: Suggestion[] = [
      ...medicines.map((m) => ({
        kind: 'medicine' as const,
        id: m.id,
        label: m.name,
        strength: m.strength,
        medicineClass: m.medicineClass,
        prescriptionOnly: m.medicineClass === 'pom',
      })),
      ...conditions.map((c) => ({ kind: 'condition' as const, label: c.term, leadsTo: leadsTo(c.target) })),
      ...categories.map((c) => ({ kind: 'category' as const, id: c.id, label: c.name })),
    ];
    return { query: text, suggestions };
  }
}
