// What shoppers type into the benchmark's search: every drug, brand and form of the generated
// medicines and the words of the seeded catalogue's names, misspellings of them made by dropping,
// swapping and doubling letters, drug names with strengths (some sold, some not), and words that
// match nothing. Deterministic (seeded), so every run searches the same set with the same skew.
import { MEDICINES } from '../src/workflows/first-start-seed/catalogue-data';

/** A small seeded PRNG (mulberry32): the same terms and order on every run. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const letters = (word: string) => /^[a-z]{5,}$/i.test(word);

/** A misspelling: a letter dropped, two neighbours swapped or a letter doubled (never the first letter). */
function misspell(word: string, rnd: () => number): string {
  const i = 1 + Math.floor(rnd() * (word.length - 2));
  const kind = Math.floor(rnd() * 3);
  if (kind === 0) return word.slice(0, i) + word.slice(i + 1);
  if (kind === 1) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  return word.slice(0, i) + word[i] + word.slice(i);
}

export function searchTerms(generated: { drugs: string[]; brands: string[]; strengths: string[]; forms: string[] }): string[] {
  const rnd = random(20_261_122);
  const terms = new Set<string>(['paracetmol', 'amoxicilin', 'vitamin', 'ibuprofen 400', 'artesunate', 'metformin 500mg', 'ibuprofn 400']);
  const seededWords = MEDICINES.flatMap((m) => m.name.split(/[^A-Za-z0-9]+/)).filter(letters);
  const words = [
    ...new Set([...generated.drugs.flatMap((d) => d.split(/[^A-Za-z]+/)), ...generated.brands, ...seededWords].filter(letters)),
  ];
  for (const drug of generated.drugs) terms.add(drug.toLowerCase());
  for (const brand of generated.brands) terms.add(brand);
  for (const form of generated.forms) terms.add(form.split(' ')[0].toLowerCase());
  for (const medicine of MEDICINES) terms.add(medicine.name.split(' ').slice(0, 2).join(' '));
  for (const word of words) {
    terms.add(word.toLowerCase());
    terms.add(misspell(word.toLowerCase(), rnd));
    if (word.length >= 7) terms.add(misspell(word.toLowerCase(), rnd));
  }
  for (const drug of generated.drugs) {
    for (let k = 0; k < 2; k++) {
      const strength = generated.strengths[Math.floor(rnd() * generated.strengths.length)];
      const name = drug.split('/')[0].toLowerCase();
      terms.add(`${rnd() < 0.5 ? name : misspell(name, rnd)} ${rnd() < 0.5 ? strength : strength.replace(/mg$/, '')}`);
    }
  }
  for (const nothing of [
    'xylophone',
    'qwertyuiop',
    'zzzzzz',
    'blorptab',
    'spaceship 9000',
    'ukulele',
    'kxqvbn',
    'sandwich',
    'glorbix 50mg',
    'wombat',
  ]) {
    terms.add(nothing);
  }
  // Shuffled, so which terms are hot does not follow the order above.
  const list = [...terms];
  for (let i = list.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [list[i], list[j]] = [list[j], list[i]];
  }
  return list;
}

/** Draws from `items` with Zipf-like weights (the k-th item 1/k as likely as the first). */
export function zipfPicker<T>(items: T[], exponent = 1) {
  const cumulative: number[] = [];
  let sum = 0;
  for (let k = 1; k <= items.length; k++) cumulative.push((sum += 1 / k ** exponent));
  const draw = () => {
    const x = Math.random() * sum;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid] < x) lo = mid + 1;
      else hi = mid;
    }
    return items[lo];
  };
  /** The share of draws that go to the `n` hottest items. */
  draw.share = (n: number) => cumulative[Math.min(n, cumulative.length) - 1] / sum;
  return draw;
}
