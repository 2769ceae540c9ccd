import type { AuditService } from '../audit/audit-service';
import { badRequest, conflict, notFound } from '../../platform/lib/http-errors';
import type { AuthUser } from '../../platform/plugins/types';
import type { SearchTerm } from '../../platform/db/schema/catalogue';
import { normaliseSearch } from './cached-lists';
import type { CatalogueService } from './catalogue-service';
import type { Slice } from './catalogue-repository';
import type { MedicineView } from './catalogue-views';
import { assertVersion, auditView, created, editAction, removed } from './catalogue-edit-rules';
import { diff } from '../audit/audit-service';
import type { NewSearchTerm, SearchVocabularyRepository, UnansweredSearch } from './search-vocabulary-repository';
import type { SearchVocabularyCache } from './search-vocabulary-cache';
import { mayKeepUnanswered, normaliseTerm, type SearchPlan } from './search-vocabulary';

type Bilingual = { en: string; pcm: string };

/** A search's answer: the medicines, and what to offer when they are not what was asked for. */
export type SearchAnswer = {
  query: string;
  results: MedicineView[];
  total: number;
  /** The vocabulary's terms the search named ("running stomach", "bp machine"). */
  understood: { term: string; kind: SearchTerm['kind'] }[];
  /** A brand the shop does not stock, and the active ingredient it sells instead. */
  notStockedBrand: { brand: string; ingredient: string; message: Bilingual } | null;
  /** The strength asked for ("5mg"), when the search gave one, and the results of another strength (ids). */
  strength: string | null;
  otherStrength: string[];
  didYouMean: string[];
  category: { id: string; name: string } | null;
  /** What "Ask a pharmacist" starts with. */
  askPharmacist: Bilingual;
  /** Said when nothing matched. */
  message: Bilingual | null;
};

export type SearchTermView = {
  id: string;
  term: string;
  kind: SearchTerm['kind'];
  target: string;
  language: SearchTerm['language'];
  editedBy: string | null;
  version: number;
  updatedAt: string;
};

const TERM_FIELDS = ['term', 'kind', 'target', 'language'] as const;

const toTermView = (row: SearchTerm): SearchTermView => ({
  id: row.id,
  term: row.term,
  kind: row.kind,
  target: row.target,
  language: row.language,
  editedBy: row.editedBy,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

/** The Monday (UTC) of the week `at` falls in, as YYYY-MM-DD: the unanswered searches' week. */
export function weekOf(at: Date): string {
  const day = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** Whether a medicine's strength (or name) is the strength asked for, as the query ranks it. */
function strengthMatch(medicine: MedicineView, plan: SearchPlan): 'exact' | 'other' | null {
  if (!plan.strength) return null;
  const unit = plan.strength.unit ?? '(mg|mcg|g|ml|iu|%)';
  const pattern = new RegExp(`(^|[^0-9.])${plan.strength.amount.replace('.', '\\.')} ?${unit}`);
  return pattern.test(`${medicine.strength} | ${medicine.name}`.toLowerCase()) ? 'exact' : 'other';
}

/**
 * Search as shoppers ask (issue 54): the answer around the medicines found, the empty searches
 * logged by week (never who searched), and the vocabulary pharmacists maintain (audited).
 */
export class SearchService {
  constructor(
    private readonly catalogue: CatalogueService,
    private readonly repository: SearchVocabularyRepository,
    private readonly vocabulary: SearchVocabularyCache,
    private readonly audit: AuditService,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async answer(query: string, slice: Slice): Promise<SearchAnswer> {
    const text = normaliseSearch(query);
    if (!text) throw badRequest('Type what you are looking for: a medicine, a complaint or what it is for.');
    const found = await this.catalogue.searchMedicines({ search: text }, slice);
    const plan = found.plan!;
    const results = found.items;
    const brand = plan.targets.find((t) => t.kind === 'brand');
    const brandStocked = brand && found.items.some((m) => normaliseTerm(m.name).includes(brand.term));
    const askPharmacist = {
      en: `Do you have something for "${text}"? What would you recommend?`,
      pcm: `Una get something for "${text}"? Wetin una go recommend?`,
    };
    const answer: SearchAnswer = {
      query: text,
      results,
      total: found.total,
      understood: plan.targets.map((t) => ({ term: t.term, kind: t.kind })),
      notStockedBrand: null,
      strength: plan.strength ? `${plan.strength.amount}${plan.strength.unit ?? ''}` : null,
      otherStrength: results.filter((m) => strengthMatch(m, plan) === 'other').map((m) => m.id),
      didYouMean: [],
      category: null,
      askPharmacist,
      message: null,
    };
    if (brand && !brandStocked && found.total > 0) {
      const ingredient = brand.phrases[0];
      answer.notStockedBrand = {
        brand: brand.term,
        ingredient,
        message: {
          en: `We don't stock that brand. The same medicine (${ingredient}) we have:`,
          pcm: `We no get that brand. The same medicine (${ingredient}) wey we get:`,
        },
      };
    }
    if (found.total === 0) {
      const normalised = normaliseTerm(text);
      if (mayKeepUnanswered(text)) await this.repository.recordUnanswered(weekOf(this.now()), normalised.slice(0, 100));
      // The closest spellings of the whole text (a term of several words) and of each word.
      const closest = await this.repository.closest(normalised);
      const words = normalised.split(' ').filter((w) => w.length >= 4);
      const perWord = words.length > 1 ? await Promise.all(words.map((w) => this.repository.closest(w))) : [];
      const suggestions = [...closest.words, ...perWord.flatMap((c) => c.words.slice(0, 1))];
      answer.didYouMean = [...new Set(suggestions)].filter((w) => w !== normalised && !words.includes(w)).slice(0, 3);
      answer.category = closest.category ?? perWord.find((c) => c.category)?.category ?? null;
      answer.message = {
        en: `We found nothing for "${text}". Ask our pharmacist: they can tell you what we have for it.`,
        pcm: `We no see anything for "${text}". Ask our pharmacist: e go tell you wetin we get for am.`,
      };
    }
    return answer;
  }

  // The vocabulary (admins and pharmacists)

  async terms(): Promise<SearchTermView[]> {
    return (await this.repository.terms()).map(toTermView);
  }

  async addTerm(actor: AuthUser, input: NewSearchTerm): Promise<SearchTermView> {
    const values = this.checkTerm(input);
    const row = await this.repository.transaction(async (repository, tx) => {
      if (await repository.findTerm(values.term)) throw conflict(`"${values.term}" is in the vocabulary already: edit it instead.`);
      const added = await repository.insertTerm(values, actor.id);
      await repository.forgetUnanswered(values.term);
      await this.audit.record(
        actor,
        { entityType: 'search-term', entityId: added.id, entityName: added.term, action: 'create', changes: created(added, TERM_FIELDS) },
        tx,
      );
      return added;
    });
    await this.changed();
    return toTermView(row);
  }

  async editTerm(actor: AuthUser, id: string, input: Partial<NewSearchTerm> & { version: number }): Promise<SearchTermView> {
    const row = await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lockTerm(id);
      if (!before) throw notFound('There is no such search term.');
      assertVersion('search term', before.term, before.version, input.version);
      const values = this.checkTerm({ ...before, ...input });
      if (values.term !== before.term && (await repository.findTerm(values.term)))
        throw conflict(`"${values.term}" is in the vocabulary already.`);
      const changes = diff(before, values, TERM_FIELDS);
      if (Object.keys(changes).length === 0) return before;
      const after = await repository.updateTerm(id, values, actor.id);
      await this.audit.record(
        actor,
        { entityType: 'search-term', entityId: id, entityName: after.term, action: editAction(changes), changes: auditView(changes) },
        tx,
      );
      return after;
    });
    await this.changed();
    return toTermView(row);
  }

  async deleteTerm(actor: AuthUser, id: string, version: number): Promise<void> {
    await this.repository.transaction(async (repository, tx) => {
      const before = await repository.lockTerm(id);
      if (!before) throw notFound('There is no such search term.');
      assertVersion('search term', before.term, before.version, version);
      await repository.deleteTerm(id);
      await this.audit.record(
        actor,
        { entityType: 'search-term', entityId: id, entityName: before.term, action: 'delete', changes: removed(before, TERM_FIELDS) },
        tx,
      );
    });
    await this.changed();
  }

  /** This week's searches that answered nothing, most frequent first (no shopper is recorded). */
  async unanswered(limit = 20): Promise<{ week: string; searches: UnansweredSearch[] }> {
    const week = weekOf(this.now());
    return { week, searches: await this.repository.unanswered(week, limit) };
  }

  /** The term as stored: normalised, 2-60 characters, a target of 2-200 characters. */
  private checkTerm(input: NewSearchTerm): NewSearchTerm {
    const term = normaliseTerm(input.term ?? '');
    const target = (input.target ?? '').trim().toLowerCase().replace(/\s+/g, ' ');
    if (term.length < 2 || term.length > 60) throw badRequest('The term must be 2 to 60 letters or digits long.');
    if (target.length < 2 || target.length > 200) throw badRequest('Say what the term leads to (2 to 200 characters).');
    return { term, target, kind: input.kind, language: input.language ?? 'en' } as NewSearchTerm;
  }

  /** A term changed: every search reads the vocabulary afresh, here and on every replica. */
  private async changed() {
    this.vocabulary.clear();
    await this.catalogue.catalogueChanged();
  }
}
