import { PROFILE_RELATIONSHIPS, PROFILE_SEXES } from '../../platform/db/schema/medication-profiles';
import { type Answer, uuid } from '../../platform/http/schemas';
import { ALLERGY_CLASS_CODES, ALLERGY_CLASSES, ALLERGY_INGREDIENTS, CONDITION_CODES, CONDITIONS } from './profile-lists';
import { YOUNGEST_PREGNANT_YEARS } from './profile-dates';

/** At most this many people per shopper ("myself" included), allergies and regular medicines per person. */
export const LIMITS = { people: 10, allergies: 30, medicines: 30 } as const;

const OTHER_RELATIONSHIPS = PROFILE_RELATIONSHIPS.filter((r) => r !== 'self');

const dateOfBirth = {
  type: ['string', 'null'],
  pattern: '^\\d{4}-\\d{2}-\\d{2}$',
  description: 'YYYY-MM-DD: a real date, not in the future, at most 120 years ago (required for anyone but the shopper)',
} as const;

const allergies = {
  type: 'object',
  additionalProperties: false,
  description: `Allergies by active ingredient and by drug class (at most ${LIMITS.allergies} in all)`,
  properties: {
    ingredients: {
      type: 'array',
      maxItems: LIMITS.allergies,
      uniqueItems: true,
      items: { type: 'string', enum: ALLERGY_INGREDIENTS },
    },
    classes: {
      type: 'array',
      maxItems: LIMITS.allergies,
      uniqueItems: true,
      items: { type: 'string', enum: ALLERGY_CLASS_CODES },
    },
  },
} as const;

const regularMedicine = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  maxProperties: 1,
  description: 'Either a medicine picked from the catalogue (medicineId) or one typed (name)',
  properties: {
    medicineId: uuid,
    name: { type: 'string', minLength: 1, maxLength: 120, pattern: '\\S' },
  },
} as const;

/** What a profile holds, as the shopper sends it (the whole of it: what is left out is emptied). */
const fields = {
  label: { type: 'string', maxLength: 60, description: 'A name or label ("Tobi", "Mum"); required for anyone but the shopper' },
  dateOfBirth,
  sex: { type: ['string', 'null'], enum: [...PROFILE_SEXES, null] },
  pregnant: { type: 'boolean', description: 'Only for a female aged 10 or over' },
  breastfeeding: { type: 'boolean', description: 'Only for a female aged 10 or over' },
  allergies,
  conditions: { type: 'array', maxItems: CONDITION_CODES.length, uniqueItems: true, items: { type: 'string', enum: CONDITION_CODES } },
  medicines: { type: 'array', maxItems: LIMITS.medicines, items: regularMedicine },
} as const;

export const addBody = {
  type: 'object',
  required: ['relationship', 'label', 'dateOfBirth'],
  additionalProperties: false,
  properties: { relationship: { type: 'string', enum: OTHER_RELATIONSHIPS }, ...fields },
} as const;

export const replaceBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: { type: 'integer', minimum: 1, description: 'The version the edit starts from (409 when it has moved on)' },
    relationship: { type: 'string', enum: PROFILE_RELATIONSHIPS, description: '"self" for the shopper\'s own profile, and only there' },
    ...fields,
  },
} as const;

export const profileJson = {
  type: 'object',
  required: [
    'id',
    'relationship',
    'label',
    'dateOfBirth',
    'ageYears',
    'sex',
    'pregnant',
    'breastfeeding',
    'allergies',
    'conditions',
    'medicines',
    'version',
    'updatedAt',
  ],
  properties: {
    id: uuid,
    relationship: { type: 'string', enum: PROFILE_RELATIONSHIPS },
    label: { type: 'string' },
    dateOfBirth: { type: ['string', 'null'] },
    ageYears: { type: ['integer', 'null'], description: 'Whole years today (Lagos), null without a date of birth' },
    sex: { type: ['string', 'null'], enum: [...PROFILE_SEXES, null] },
    pregnant: { type: 'boolean' },
    breastfeeding: { type: 'boolean' },
    allergies: {
      type: 'object',
      required: ['ingredients', 'classes'],
      properties: { ingredients: { type: 'array', items: { type: 'string' } }, classes: { type: 'array', items: { type: 'string' } } },
    },
    conditions: { type: 'array', items: { type: 'string' } },
    medicines: {
      type: 'array',
      items: {
        type: 'object',
        required: ['medicineId', 'name'],
        properties: { medicineId: { type: ['string', 'null'] }, name: { type: 'string' } },
      },
    },
    version: { type: 'integer', description: 'Send it back with an edit; a different one answers 409' },
    updatedAt: { type: 'string' },
  },
} as const;

export const profileList = {
  type: 'object',
  required: ['items'],
  properties: { items: { type: 'array', items: profileJson } },
} as const;

export const staffProfileList = {
  type: 'object',
  required: ['userId', 'items'],
  properties: { userId: uuid, items: { type: 'array', items: profileJson } },
} as const;

const coded = {
  type: 'array',
  items: { type: 'object', required: ['code', 'label'], properties: { code: { type: 'string' }, label: { type: 'string' } } },
} as const;

/** The fixed lists a profile's form picks from, and the limits the server holds it to. */
export const listsJson = {
  type: 'object',
  required: ['relationships', 'sexes', 'allergyIngredients', 'allergyClasses', 'conditions', 'limits', 'youngestPregnantYears'],
  properties: {
    relationships: { type: 'array', items: { type: 'string', enum: OTHER_RELATIONSHIPS }, description: 'For a person added (not "self")' },
    sexes: { type: 'array', items: { type: 'string', enum: PROFILE_SEXES } },
    allergyIngredients: { type: 'array', items: { type: 'string' }, description: 'Active ingredients (INN, lower case)' },
    allergyClasses: { ...coded, description: 'Drug classes (BNF names)' },
    conditions: coded,
    limits: {
      type: 'object',
      required: ['people', 'allergies', 'medicines'],
      properties: { people: { type: 'integer' }, allergies: { type: 'integer' }, medicines: { type: 'integer' } },
    },
    youngestPregnantYears: {
      type: 'integer',
      description: 'Pregnancy and breastfeeding: a female with a date of birth, at least this old',
    },
  },
} as const;

/** The lists' answer (the same for every shopper). */
export const PROFILE_LISTS = {
  relationships: [...OTHER_RELATIONSHIPS],
  sexes: [...PROFILE_SEXES],
  allergyIngredients: [...ALLERGY_INGREDIENTS],
  allergyClasses: ALLERGY_CLASSES.map((c) => ({ ...c })),
  conditions: CONDITIONS.map((c) => ({ ...c })),
  limits: { ...LIMITS },
  youngestPregnantYears: YOUNGEST_PREGNANT_YEARS,
};

export type ProfileJson = Answer<typeof profileJson>;
