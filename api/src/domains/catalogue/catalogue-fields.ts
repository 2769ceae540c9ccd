// The catalogue's field rules, shared by the schemas the shop reads and those the admin sends: lengths, limits, classes, forms, NAFDAC numbers.

export const LIMITS = {
  name: 120,
  fact: 200,
  description: 4000,
  dosage: 500,
  sideEffects: 2000,
  imageUrl: 2048,
  search: 100,
  /** base64 of a 5 MB image, with room for a `data:` prefix. */
  imageData: 7_100_000,
} as const;

/** Largest price accepted, in naira. */
export const MAX_PRICE_NAIRA = 10_000_000;
/** Most units on hand of one medicine. */
export const MAX_STOCK = 1_000_000;
/** Most minutes out of the fridge a cold-chain medicine may be given (30 days). */
export const MAX_COLD_CHAIN_MINUTES = 43_200;
/** At or below this many units (and above 0) the shop says "Only N left". */
export const LOW_STOCK_THRESHOLD = 10;

export const MEDICINE_CLASSES = ['otc', 'pharmacy', 'pom'] as const;
export const DOSAGE_FORMS = [
  'tablet',
  'caplet',
  'capsule',
  'softgel',
  'effervescent tablet',
  'dispersible tablet',
  'syrup',
  'suspension',
  'solution',
  'drops',
  'cream',
  'ointment',
  'gel',
  'inhaler',
  'injection',
  'sachet',
  'lozenge',
  'pessary',
  'spray',
  'device',
  'test kit',
  'dressing',
  'other',
] as const;
/**
 * A NAFDAC registration number as printed on packs: a prefix of a letter and one or two digits
 * (A4, B1, A11) or two digits (04), a dash, then 4 to 6 digits, sometimes a final letter (A4-0237,
 * 04-8642, A11-100139, B4-5521L).
 */
export const NAFDAC_PATTERN = '^(?:[A-Z][0-9]{1,2}|[0-9]{2})-[0-9]{4,6}[A-Z]?$';
/**
 * A medicine's nafdacNumber as stored and answered: a NAFDAC number in capitals, or "" when not
 * known. The schema's `pattern`, so the front ends check an entry with the API's own rule
 * (npm run generate:api-types writes it into shared-kernel/src/types/api-patterns.generated.ts).
 */
export const STORED_NAFDAC_PATTERN = `^(?:${NAFDAC_PATTERN.slice(1, -1)})?$`;
export const STOCK_STATUSES = ['in-stock', 'low-stock', 'out-of-stock'] as const;

export type MedicineClassName = (typeof MEDICINE_CLASSES)[number];
export type StockStatus = (typeof STOCK_STATUSES)[number];

/** JSON Schema pieces for the text fields. */
export const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;
export const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
export const nullableText = { type: ['string', 'null'] } as const;
