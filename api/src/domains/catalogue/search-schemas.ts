import { uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import { SEARCH_TERM_KINDS, SEARCH_TERM_LANGUAGES } from '../../platform/db/schema/catalogue';
import { LIMITS } from './catalogue-fields';
import { versionField } from './catalogue-admin-schemas';

/** The search answer's and the search vocabulary's JSON (search-routes.ts). */

const bilingual = {
  type: 'object',
  required: ['en', 'pcm'],
  properties: { en: { type: 'string' }, pcm: { type: 'string', description: 'Nigerian Pidgin.' } },
} as const;

export const answerQuery = {
  type: 'object',
  required: ['q'],
  properties: {
    q: {
      type: 'string',
      minLength: 1,
      maxLength: LIMITS.search,
      description: 'What the shopper typed: a medicine, a complaint, what it is for',
    },
    ...pagingQueryProperties,
  },
} as const;

export const searchAnswer = {
  type: 'object',
  required: [
    'query',
    'results',
    'total',
    'understood',
    'notStockedBrand',
    'strength',
    'otherStrength',
    'didYouMean',
    'category',
    'askPharmacist',
    'message',
  ],
  properties: {
    query: { type: 'string' },
    results: { type: 'array', items: { $ref: 'Medicine#' } },
    total: { type: 'integer' },
    understood: {
      type: 'array',
      description: 'The vocabulary terms the search named',
      items: {
        type: 'object',
        required: ['term', 'kind'],
        properties: { term: { type: 'string' }, kind: { type: 'string', enum: SEARCH_TERM_KINDS } },
      },
    },
    notStockedBrand: {
      type: ['object', 'null'],
      description: 'A brand the shop does not stock, and the same active ingredient it sells (the results)',
      required: ['brand', 'ingredient', 'message'],
      properties: { brand: { type: 'string' }, ingredient: { type: 'string' }, message: bilingual },
    },
    strength: { type: ['string', 'null'], description: 'The strength asked for, e.g. "5mg"' },
    otherStrength: { type: 'array', items: uuid, description: 'Results of another strength than the one asked for' },
    didYouMean: { type: 'array', items: { type: 'string' }, description: 'Closest spellings, when nothing matched' },
    category: {
      type: ['object', 'null'],
      description: 'A category to look through, when nothing matched',
      required: ['id', 'name'],
      properties: { id: uuid, name: { type: 'string' } },
    },
    askPharmacist: { ...bilingual, description: 'The question "Ask a pharmacist" starts with' },
    message: { ...bilingual, type: ['object', 'null'], description: 'Said when nothing matched' },
  },
} as const;

const termProperties = {
  term: { type: 'string', minLength: 2, maxLength: 60, description: 'What shoppers type (stored in lower case, single spaces)' },
  kind: {
    type: 'string',
    enum: SEARCH_TERM_KINDS,
    description:
      'condition: target is description phrases (comma-separated); ingredient; brand (not stocked: target is its active ingredient); product: words of a name; category: a category name',
  },
  target: { type: 'string', minLength: 2, maxLength: 200 },
  language: { type: 'string', enum: SEARCH_TERM_LANGUAGES, description: 'en, pcm (Nigerian Pidgin) or misspelling' },
} as const;

export const searchTerm = {
  type: 'object',
  required: ['id', 'term', 'kind', 'target', 'language', 'editedBy', 'version', 'updatedAt'],
  properties: {
    id: uuid,
    ...termProperties,
    editedBy: { ...uuid, type: ['string', 'null'] },
    version: { type: 'integer' },
    updatedAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const searchTermList = { type: 'array', items: searchTerm } as const;

export const addTermBody = {
  type: 'object',
  required: ['term', 'kind', 'target'],
  additionalProperties: false,
  properties: termProperties,
} as const;

export const editTermBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: { version: versionField, ...termProperties },
} as const;

export const unansweredList = {
  type: 'object',
  required: ['week', 'searches'],
  properties: {
    week: { type: 'string', description: 'The Monday (UTC) the week starts, YYYY-MM-DD' },
    searches: {
      type: 'array',
      items: {
        type: 'object',
        required: ['query', 'count', 'lastAt'],
        properties: { query: { type: 'string' }, count: { type: 'integer' }, lastAt: { type: 'string', format: 'date-time' } },
      },
    },
  },
} as const;

export const suggestQuery = {
  type: 'object',
  required: ['q'],
  properties: {
    q: {
      type: 'string',
      maxLength: LIMITS.search,
      description: 'What the shopper has typed so far (two letters at least, after trimming)',
    },
  },
} as const;

export const suggestAnswer = {
  type: 'object',
  required: ['query', 'suggestions'],
  properties: {
    query: { type: 'string' },
    suggestions: {
      type: 'array',
      maxItems: 8,
      items: {
        type: 'object',
        required: ['kind', 'label'],
        properties: {
          kind: { type: 'string', enum: ['medicine', 'condition', 'category'] },
          label: { type: 'string', description: "The medicine's or category's name, or the condition's term" },
          id: { ...uuid, description: 'The medicine or category (not for a condition)' },
          strength: { type: 'string' },
          medicineClass: { type: 'string', enum: ['otc', 'pharmacy', 'pom'] },
          prescriptionOnly: { type: 'boolean' },
          leadsTo: { type: 'string', description: "A condition: what it is searched as (the medicines' words)" },
        },
      },
    },
  },
} as const;
