import type { SearchTermKind, SearchTermLanguage } from '../../platform/db/schema/catalogue';

/**
 * Reading a search with the vocabulary a pharmacist maintains (table search_terms): which terms it
 * names ("running stomach", "BP machine", "Advil"), what is left once they, a strength and words
 * that carry no meaning ("medicine for", "dey", "me") are taken out, and the strength asked for.
 * Pure: the terms come from the repository (cached by the vocabulary service).
 */

/** A vocabulary term as search reads it: the term's words and what it leads to. */
export type VocabularyTerm = { term: string; kind: SearchTermKind; target: string; language?: SearchTermLanguage };

/**
 * What one named term asks the query to find: medicines matching any of `phrases` in the way `kind`
 * says. A term of what the medicine is for, after "for" ("thermometer for baby", "antibiotics for
 * infection"), is `use`: it only ranks what the words before "for" find.
 */
export type SearchTarget = { term: string; kind: SearchTermKind; phrases: string[]; use?: boolean };

/** The catalogue's words a misspelt ingredient is read against: ingredients no name says, and the names' words (never misspellings). */
export type SpellingWords = { ingredients: readonly string[]; names: readonly string[] };

/** A search as the medicine query runs it (medicine-search-repository.ts). */
export type SearchPlan = {
  /** The whole text (abbreviations expanded), as typed. */
  text: string;
  /** The words left once terms, strength and filler are taken out, joined by spaces ('' for none). */
  rest: string;
  /** The strength asked for: a number and its unit if given ('500mg', '5 ml' → '5ml', '500'), or null. */
  strength: { amount: string; unit: string | null } | null;
  targets: SearchTarget[];
};

/** Words that say nothing about the medicine: English and Pidgin ways of asking. */
const FILLER = new Set(
  'a an and the of for in on to with my me i im is am get got have has need want buy some something any medicine medicines drug drugs treatment treat cure remedy dey de na wey wetin dem una abeg please wan go di'.split(
    ' ',
  ),
);

/** Words naming a form or pack, not a medicine: alone beside a strength they find nothing new ("tablets 500mg"). */
export const FORM_WORDS = new Set(
  'tablet tablets tab tabs caplet caplets capsule capsules caps softgel softgels syrup suspension cream ointment gel drops drop injection injections inhaler sachet sachets pack'.split(
    ' ',
  ),
);

/** The forms a form word also means, as names and forms write them: a "syrup" may be sold as a suspension. */
export function formAliases(word: string): string[] {
  if (word === 'syrup' || word === 'liquid' || word === 'suspension') return ['syrup', 'suspension', 'liquid', 'mixture'];
  if (/^(tab|tabs|tablet|tablets|caplet|caplets)$/.test(word)) return ['tablet', 'caplet'];
  if (/^(caps|capsule|capsules|softgel|softgels)$/.test(word)) return ['capsule', 'softgel'];
  if (word === 'cream' || word === 'ointment' || word === 'gel') return ['cream', 'ointment', 'gel'];
  if (word === 'drop' || word === 'drops') return ['drops'];
  return [word];
}

const STRENGTH = /^(\d+(?:\.\d+)?)\s?(mg|mcg|g|ml|iu|%)?$/;

/** Lower case, every run of letters or digits a word, single spaces ("Craw-Craw" → "craw craw"). */
export function normaliseTerm(text: string): string {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}.%]+/u)
    .map((word) => word.replace(/^\.+|\.+$/g, ''))
    .filter(Boolean)
    .join(' ');
}

/**
 * Whether an unanswered search may be kept for the admin's list of the week: never one holding an
 * email address or a phone number (eight digits or more), nor one longer than a search is (60
 * characters), since a shopper may type their own details into the box.
 */
export function mayKeepUnanswered(text: string): boolean {
  return !text.includes('@') && (text.match(/\d/g)?.length ?? 0) < 8 && text.trim().length <= 60;
}

/** Whether `a` and `b` differ by at most `limit` edits (insert, delete, replace). */
export function editDistanceAtMost(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      current[j] = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > limit) return false;
    previous = current;
  }
  return previous[b.length] <= limit;
}

/** The target's phrases: a condition's are comma-separated, every other kind's target is one phrase. */
function phrasesOf(term: VocabularyTerm): string[] {
  return term.target
    .split(',')
    .map((p) => p.trim().toLowerCase())
    .filter((p) => p.length >= 2);
}

/**
 * Pidgin's "X dey pain (me)" is "X pain": "my waist dey pain me" reads as "waist pain", and a term
 * written either way ("head dey pain", "tooth pain") matches a search written the other way.
 */
export function canonicalWords(words: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === 'dey' && /^(pain|hurt|hurting|paining)$/.test(words[i + 1] ?? '')) continue;
    out.push(words[i] === 'hurt' || words[i] === 'hurting' || words[i] === 'paining' ? 'pain' : words[i]);
  }
  return out;
}

/** Where `term` stands in `words` (its index), or -1: the term's words in a row. */
function findExact(words: string[], term: string[]): number {
  for (let i = 0; i + term.length <= words.length; i++) {
    if (term.every((w, j) => words[i + j] === w)) return i;
  }
  return -1;
}

/**
 * Where a one-word term of six letters or more stands in `words` as a misspelling, or -1: a word
 * of six or more letters within one edit, two from nine letters ("diabetis", "hypertention"),
 * so that "folic" is no misspelt "colic" and "sleeping" no "sneezing".
 */
function findClose(words: string[], term: string[]): number {
  if (term.length !== 1 || term[0].length < 6) return -1;
  const limit = term[0].length >= 9 ? 2 : 1;
  return words.findIndex((w) => w.length >= 6 && !/\d/.test(w) && !FORM_WORDS.has(w) && editDistanceAtMost(w, term[0], limit));
}

/**
 * The search read with the vocabulary: longest terms first, each word taken by one term at most;
 * then the strength (a number, with its unit as the next word or glued on) and the filler words
 * come out of what is left.
 */
export function planSearch(
  text: string,
  vocabulary: readonly VocabularyTerm[],
  spelling: SpellingWords = { ingredients: [], names: [] },
): SearchPlan {
  const words = canonicalWords(normaliseTerm(text).split(' ').filter(Boolean));
  const taken = new Array<boolean>(words.length).fill(false);
  const targets: (SearchTarget & { at: number })[] = [];
  const byLength = [...vocabulary].sort((a, b) => b.term.length - a.term.length);
  const free = () => words.map((w, i) => (taken[i] ? '\u0000' : w));
  // Exact terms first, longest first; then misspellings of what is left ("wheezing" is a term of
  // its own before it could be a misspelt "sneezing").
  for (const find of [findExact, findClose]) {
    for (const term of byLength) {
      if (targets.some((t) => t.term === term.term)) continue;
      // Only complaints are read through misspellings, and not through the misspellings listed:
      // names, brands and ingredients have the name dictionary's corrections ("paracetamol" is no
      // misspelt "paracetamole"), and "vitamin" no misspelt "vitamine".
      if (find === findClose && (term.kind !== 'condition' || term.language === 'misspelling')) continue;
      const termWords = canonicalWords(term.term.split(' '));
      const at = find(free(), termWords);
      if (at < 0) continue;
      const length = find === findExact ? termWords.length : 1;
      for (let j = at; j < at + length; j++) taken[j] = true;
      targets.push({ term: term.term, kind: term.kind, phrases: phrasesOf(term), at });
    }
  }
  // A misspelt active ingredient: names often do not say it ("cetrizine" is sold as Zyrtec), so
  // the name dictionary cannot correct it. A word of 7 letters or more that no ingredient or name
  // says, within one edit of an ingredient's word (two from nine letters), is read as that word.
  const known = new Set([...spelling.ingredients, ...spelling.names]);
  for (let i = 0; i < words.length; i++) {
    const word = words[i];
    if (taken[i] || word.length < 7 || known.has(word) || /\d/.test(word) || FORM_WORDS.has(word) || FILLER.has(word)) continue;
    const limit = word.length >= 9 ? 2 : 1;
    const match = spelling.ingredients.find((w) => editDistanceAtMost(word, w, limit));
    if (!match || targets.some((t) => t.term === match)) continue;
    taken[i] = true;
    targets.push({ term: match, kind: 'ingredient', phrases: [match], at: i });
  }
  let strength: SearchPlan['strength'] = null;
  const rest: { word: string; at: number }[] = [];
  for (let i = 0; i < words.length; i++) {
    if (taken[i]) continue;
    const glued = STRENGTH.exec(words[i]);
    if (glued && !strength) {
      const unit = glued[2] ?? (/^(mg|mcg|g|ml|iu)$/.test(words[i + 1] ?? '') ? words[++i] : null);
      strength = { amount: glued[1], unit };
      continue;
    }
    // A bare number beside the strength ("80/480") is part of it, not a word to find.
    if (FILLER.has(words[i]) || (strength && /^\d+(\.\d+)?$/.test(words[i]))) continue;
    rest.push({ word: words[i], at: i });
  }
  // "<what> for <whom or what>": when the words before "for" name something (a term, or a word
  // naming a medicine) and every word after it is a term, those terms only rank what the words
  // before find ("thermometer for baby" lists thermometers, the baby's first; "antibiotics for
  // infection" lists antibiotics, not every cream for a skin infection).
  const forAt = words.indexOf('for');
  if (forAt > 0 && !taken[forAt]) {
    const head = targets.some((t) => t.at < forAt) || rest.some((r) => r.at < forAt && r.word.length >= 3 && !FORM_WORDS.has(r.word));
    const useAllTerms = !rest.some((r) => r.at > forAt) && targets.some((t) => t.at > forAt);
    if (head && useAllTerms) for (const t of targets) if (t.at > forAt) t.use = true;
  }
  return {
    text,
    rest: rest.map((r) => r.word).join(' '),
    strength,
    targets: targets.map(({ at: _at, ...target }) => target),
  };
}
