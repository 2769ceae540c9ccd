import type { Answer } from '../../platform/http/schemas';

const nullableText = { type: ['string', 'null'] } as const;

export const ruleJson = {
  type: 'object',
  additionalProperties: false,
  required: [
    'kind',
    'ingredient',
    'ingredientClass',
    'otherIngredient',
    'otherClass',
    'severity',
    'dailyMaxMg',
    'minAgeYears',
    'source',
    'warning',
  ],
  properties: {
    kind: { type: 'string', enum: ['duplicate-ingredient', 'interaction', 'allergy-class', 'age-limit', 'pregnancy', 'breastfeeding'] },
    ingredient: { ...nullableText, description: 'An active ingredient (INN, lower case).' },
    ingredientClass: { ...nullableText, description: 'A drug class code (as the profile allergy classes).' },
    otherIngredient: { ...nullableText, description: "An interaction's other side: an ingredient..." },
    otherClass: { ...nullableText, description: '...or a class.' },
    severity: { type: ['string', 'null'], enum: ['contraindicated', 'major', 'moderate', null] },
    dailyMaxMg: { type: ['number', 'null'], description: 'Duplicate ingredient: the adult daily maximum in mg.' },
    minAgeYears: { type: ['integer', 'null'], description: 'Age limit: the youngest age in whole years.' },
    source: { type: 'string', description: 'Where the rule comes from (BNF, MHRA...).' },
    warning: {
      type: 'object',
      additionalProperties: false,
      required: ['en', 'pcm'],
      properties: { en: { type: 'string' }, pcm: { type: 'string', description: 'Nigerian Pidgin.' } },
    },
  },
} as const;

export const ruleSetJson = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'hash', 'createdAt', 'signOff', 'rules'],
  properties: {
    version: { type: 'integer' },
    hash: { type: 'string', description: "SHA-256 of the rules' content: a change makes a new, unsigned version." },
    createdAt: { type: 'string', format: 'date-time' },
    signOff: {
      description: 'The pharmacist who signed this version off, or null: unsigned rules must not be relied on.',
      oneOf: [
        { type: 'null' },
        {
          type: 'object',
          additionalProperties: false,
          required: ['userId', 'name', 'pcn', 'at'],
          properties: {
            userId: { type: ['string', 'null'], format: 'uuid' },
            name: { type: 'string' },
            pcn: { type: 'string', description: 'PCN registration number.' },
            at: { type: 'string', format: 'date-time' },
          },
        },
      ],
    },
    rules: { type: 'array', items: ruleJson },
  },
} as const;

export type RuleSetJson = Answer<typeof ruleSetJson>;
export type RuleJson = Answer<typeof ruleJson>;
