import { uuid } from '../http/schemas';
import { pagingQueryProperties } from '../lib/paging';

export const LIMITS = { name: 120, location: 200, contact: 100, deliveryRange: 100, description: 4000 } as const;

const requiredText = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const newId = { ...uuid, description: 'Leave out or send the all-zero id: the server assigns one' } as const;

export const pharmacy = {
  type: 'object',
  required: ['pharmacyId', 'name', 'location', 'contact', 'deliveryRange'],
  properties: {
    pharmacyId: uuid,
    name: { type: 'string' },
    location: { type: 'string' },
    contact: { type: 'string' },
    deliveryRange: { type: 'string' },
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

export type AddPharmacyInput = { pharmacyId?: string; name: string; location: string; contact: string; deliveryRange: string };
export type AddAmbulanceInput = { id?: string; name: string; location: string; availability?: boolean };
export type AddLaboratoryInput = { id?: string; name: string; location: string; description?: string };
