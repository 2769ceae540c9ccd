/**
 * What shoppers type for a condition, and the words a pharmacy's descriptions use for it. A search
 * that names a condition also finds medicines whose description or category uses one of its
 * phrases: "hypertension" finds "for high blood pressure", "ulcer" finds "for ulcers and reflux".
 * Terms are matched as words of the search (any case), or within two letters of a word of five or
 * more letters, so "hypertention" and "diabetis" work too.
 */
export const CONDITIONS: { terms: string[]; phrases: string[] }[] = [
  { terms: ['hypertension', 'high blood pressure', 'blood pressure', 'bp'], phrases: ['blood pressure', 'hypertension'] },
  { terms: ['malaria', 'antimalarial', 'fever malaria'], phrases: ['malaria', 'antimalarial', 'artemether', 'artesunate'] },
  { terms: ['ulcer', 'ulcers', 'peptic ulcer', 'stomach ulcer', 'gastric'], phrases: ['ulcer', 'stomach acid', 'antacid'] },
  { terms: ['heartburn', 'reflux', 'indigestion', 'acid'], phrases: ['heartburn', 'reflux', 'stomach acid', 'antacid', 'indigestion'] },
  { terms: ['diabetes', 'diabetic', 'blood sugar', 'sugar'], phrases: ['blood sugar', 'blood glucose', 'diabetes', 'diabetic'] },
  { terms: ['fever', 'headache', 'pain', 'body pain'], phrases: ['fever', 'pain', 'headache'] },
  { terms: ['cough', 'catarrh', 'cold', 'flu'], phrases: ['cough', 'cold', 'catarrh', 'congestion'] },
  { terms: ['allergy', 'allergies', 'hay fever', 'rash'], phrases: ['allerg', 'antihistamine', 'itch'] },
  { terms: ['asthma', 'wheezing', 'breathing'], phrases: ['asthma', 'breath', 'inhaler'] },
  { terms: ['infection', 'bacterial', 'antibiotic'], phrases: ['infection', 'antibiotic', 'bacterial'] },
  { terms: ['typhoid'], phrases: ['typhoid'] },
  { terms: ['diarrhoea', 'diarrhea', 'stooling', 'dehydration'], phrases: ['diarrhoea', 'rehydration', 'dehydration'] },
  { terms: ['worms', 'deworm', 'deworming'], phrases: ['worm'] },
  { terms: ['vitamin', 'vitamins', 'supplement', 'immunity'], phrases: ['vitamin', 'supplement', 'immun'] },
];

function editDistanceAtMost(a: string, b: string, limit: number): boolean {
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

function words(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** The description phrases a search names, through the conditions it mentions; none for a plain name. */
export function conditionPhrases(text: string): string[] {
  const typed = words(text);
  const joined = ` ${typed.join(' ')} `;
  const phrases = new Set<string>();
  for (const condition of CONDITIONS) {
    const named = condition.terms.some((term) => {
      if (joined.includes(` ${term} `)) return true;
      const termWords = words(term);
      return (
        termWords.length === 1 &&
        termWords[0].length >= 5 &&
        typed.some((word) => word.length >= 5 && editDistanceAtMost(word, termWords[0], 2))
      );
    });
    if (named) condition.phrases.forEach((phrase) => phrases.add(phrase));
  }
  return [...phrases];
}
