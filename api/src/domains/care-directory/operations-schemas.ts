import { type Json, uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import { LOCATION_KINDS } from '../../platform/db/schema/care-directory';
import { STATE_CAPITALS } from '../fulfilment/fulfilment-routing';
import { OPERATIONS_SORTS, type OperationsSort } from './operations-repository';

export const LIMITS = {
  name: 120,
  location: 200,
  contact: 100,
  deliveryRange: 100,
  description: 4000,
  openingHours: 200,
  lga: 60,
} as const;

const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const newId = { ...uuid, description: 'Leave out or send the all-zero id: the server assigns one' } as const;

/** The states a location is in or delivers to, as delivery zones name them (the 36 states and "FCT"). */
const STATES = Object.keys(STATE_CAPITALS) as [string, ...string[]];
const stateName = { type: 'string', enum: STATES } as const;

/** A location's fields (src/domains/stock/README.md): what routing and click-and-collect read. */
const locationFields = {
  kind: { type: 'string', enum: LOCATION_KINDS },
  address: { type: 'string', maxLength: LIMITS.location, description: 'The street address a shopper collects from' },
  state: { ...stateName, type: ['string', 'null'], enum: [...STATES, null], description: 'The state it is in' },
  latitude: { type: ['number', 'null'], minimum: 4, maximum: 14, description: 'Within Nigeria (4 to 14 degrees north)' },
  longitude: { type: ['number', 'null'], minimum: 2.5, maximum: 15, description: 'Within Nigeria (2.5 to 15 degrees east)' },
  openingHours: { type: 'string', maxLength: LIMITS.openingHours, description: 'For example "Mon–Sat 8:00–21:00, Sun 12:00–18:00"' },
  deliveryStates: { type: 'array', items: stateName, uniqueItems: true, maxItems: STATES.length },
  deliveryLgas: {
    type: 'array',
    items: requiredText(LIMITS.lga),
    uniqueItems: true,
    maxItems: 200,
    description: 'Local government areas it delivers to within those states (empty: the whole states)',
  },
  isPickupPoint: { type: 'boolean', description: 'Shoppers may collect here (needs a street address and a state)' },
} as const;

export const pharmacy = {
  type: 'object',
  required: [
    'pharmacyId',
    'name',
    'location',
    'contact',
    'deliveryRange',
    'kind',
    'address',
    'state',
    'latitude',
    'longitude',
    'openingHours',
    'deliveryStates',
    'deliveryLgas',
    'isPickupPoint',
  ],
  properties: {
    pharmacyId: uuid,
    name: { type: 'string' },
    location: { type: 'string' },
    contact: { type: 'string' },
    deliveryRange: { type: 'string' },
    ...locationFields,
  },
} as const;

export const ambulance = {
  type: 'object',
  required: ['id', 'name', 'location', 'availability'],
  properties: { id: uuid, name: { type: 'string' }, location: { type: 'string' }, availability: { type: 'boolean' } },
} as const;

export const laboratory = {
  type: 'object',
  required: ['id', 'name', 'location', 'description'],
  properties: { id: uuid, name: { type: 'string' }, location: { type: 'string' }, description: { type: 'string' } },
} as const;

export const listQuery = { type: 'object', properties: { ...pagingQueryProperties } } as const;

export const addPharmacyBody = {
  type: 'object',
  required: ['name', 'location', 'contact', 'deliveryRange'],
  properties: {
    pharmacyId: newId,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    contact: requiredText(LIMITS.contact),
    deliveryRange: { ...requiredText(LIMITS.deliveryRange), description: 'For example "Lagos Island and Mainland" or "15 km"' },
  },
} as const;

export const addAmbulanceBody = {
  type: 'object',
  required: ['name', 'location'],
  properties: {
    id: newId,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    availability: { type: 'boolean', default: true },
  },
} as const;

export const addLaboratoryBody = {
  type: 'object',
  required: ['name', 'location'],
  properties: {
    id: newId,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    description: { type: 'string', maxLength: LIMITS.description, default: '' },
  },
} as const;

export type AddPharmacyInput = Json<typeof addPharmacyBody>;
export type AddAmbulanceInput = Json<typeof addAmbulanceBody>;
export type AddLaboratoryInput = Json<typeof addLaboratoryBody>;

const adminFields = {
  hidden: { type: 'boolean' },
  version: { type: 'integer', description: 'Send it back with an edit; a different one answers 409' },
  updatedAt: { type: 'string' },
} as const;
const withAdminFields = <T extends { required: readonly string[]; properties: object }>(schema: T) =>
  ({
    type: 'object',
    required: [...schema.required, 'hidden', 'version', 'updatedAt'],
    properties: { ...schema.properties, ...adminFields },
  }) as const;

export const adminPharmacy = withAdminFields(pharmacy);
export const adminAmbulance = withAdminFields(ambulance);
export const adminLaboratory = withAdminFields(laboratory);

export const adminListQuery = {
  type: 'object',
  properties: {
    ...pagingQueryProperties,
    search: { type: 'string', maxLength: 100, description: 'Part of the name, location or other text' },
    hidden: { type: 'boolean', description: 'true: hidden only; false: shown only; leave out for both' },
    sort: { type: 'string', enum: OPERATIONS_SORTS, default: 'name' },
  },
} as const;
export const adminAmbulanceQuery = {
  type: 'object',
  properties: { ...adminListQuery.properties, availability: { type: 'boolean' } },
} as const;
export type AdminListQuery = {
  page?: number;
  pageSize?: number;
  search?: string;
  hidden?: boolean;
  availability?: boolean;
  sort: OperationsSort;
};

const versionField = { type: 'integer', minimum: 1, description: 'The version the edit starts from (409 when it has moved on)' } as const;
const hiddenField = { type: 'boolean', description: 'true hides it from the shop' } as const;
export const versionQuery = { type: 'object', required: ['version'], properties: { version: versionField } } as const;

export const editPharmacyBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: versionField,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    contact: requiredText(LIMITS.contact),
    deliveryRange: requiredText(LIMITS.deliveryRange),
    ...locationFields,
    hidden: hiddenField,
  },
} as const;

export const editAmbulanceBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: versionField,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    availability: { type: 'boolean' },
    hidden: hiddenField,
  },
} as const;

export const editLaboratoryBody = {
  type: 'object',
  required: ['version'],
  additionalProperties: false,
  properties: {
    version: versionField,
    name: requiredText(LIMITS.name),
    location: requiredText(LIMITS.location),
    description: { type: 'string', maxLength: LIMITS.description },
    hidden: hiddenField,
  },
} as const;

export type EditPharmacyInput = Json<typeof editPharmacyBody>;
export type EditAmbulanceInput = Json<typeof editAmbulanceBody>;
export type EditLaboratoryInput = Json<typeof editLaboratoryBody>;
