/**
 * How Nigerian shoppers write medicines: abbreviations a pharmacy counter understands, each replaced
 * by the word the catalogue uses before the search runs (a term expansion in the service, so it
 * works with whatever query finds the names). Whole words only, any case: "PCM 500" searches
 * "paracetamol 500". Everything else shoppers say (complaints, Pidgin, brands, devices) is the
 * search vocabulary's work (the search_terms table, search-vocabulary.ts), which pharmacists edit.
 * Keep it small and declared: every entry is one a Nigerian pharmacist would recognise.
 */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  pcm: 'paracetamol',
  act: 'artemether',
  acts: 'artemether',
  amox: 'amoxicillin',
  ibu: 'ibuprofen',
  metro: 'metronidazole',
  hctz: 'hydrochlorothiazide',
  vit: 'vitamin',
};

/** The search with each known abbreviation (a whole word, any case) replaced by what it stands for. */
export function expandAbbreviations(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (word) => ABBREVIATIONS[word.toLowerCase()] ?? word);
}
