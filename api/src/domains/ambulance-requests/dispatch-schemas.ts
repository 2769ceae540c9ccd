import { uuid } from '../../platform/http/schemas';
import { AMBULANCE_REQUEST_STATUSES } from '../../platform/db/schema/ambulance-requests';

const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '\\S' }) as const;
const nullableString = { type: ['string', 'null'] } as const;
const when = { type: ['string', 'null'], format: 'date-time' } as const;

export const requestBody = {
  type: 'object',
  required: ['address', 'phone', 'whatHappened', 'patient'],
  properties: {
    address: text(300),
    landmark: { type: 'string', maxLength: 200 },
    phone: { type: 'string', minLength: 7, maxLength: 20, pattern: '^\\+?[0-9 ()-]{7,20}$' },
    latitude: { type: 'number', minimum: -90, maximum: 90 },
    longitude: { type: 'number', minimum: -180, maximum: 180 },
    whatHappened: text(500),
    patient: { type: 'string', enum: ['self', 'someone-else'] },
  },
} as const;

const callerProperties = {
  id: uuid,
  status: { type: 'string', enum: AMBULANCE_REQUEST_STATUSES },
  address: { type: 'string' },
  landmark: { type: 'string' },
  patient: { type: 'string', enum: ['self', 'someone-else'] },
  ambulanceName: nullableString,
  crewPhone: { ...nullableString, description: "The crew's phone, once an ambulance is assigned." },
  requestedAt: { type: 'string', format: 'date-time' },
  assignedAt: when,
  onTheWayAt: when,
  arrivedAt: when,
  endedAt: when,
} as const;
const callerRequired = Object.keys(callerProperties) as (keyof typeof callerProperties)[];

export const callerView = { type: 'object', required: callerRequired, properties: callerProperties } as const;

export const created = {
  type: 'object',
  required: [...callerRequired, 'trackingCode'],
  properties: {
    ...callerProperties,
    trackingCode: { type: 'string', description: 'Follow the request with it (GET …?code=); shown once.' },
  },
} as const;

export const dispatcherView = {
  type: 'object',
  required: [...callerRequired, 'phone', 'whatHappened', 'latitude', 'longitude', 'ambulanceId', 'endReason', 'possibleRepeat'],
  properties: {
    ...callerProperties,
    phone: { type: 'string' },
    whatHappened: { type: 'string' },
    latitude: { type: ['number', 'null'] },
    longitude: { type: ['number', 'null'] },
    ambulanceId: { type: ['string', 'null'] },
    endReason: nullableString,
    possibleRepeat: {
      type: 'boolean',
      description: 'Another open request came from the same device or client address within 30 minutes: shown as "possible repeat".',
    },
  },
} as const;

export const board = {
  type: 'object',
  required: ['requests', 'ambulances'],
  properties: {
    requests: { type: 'array', items: dispatcherView },
    ambulances: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'name', 'location', 'crewPhone', 'inService', 'busyWith', 'available'],
        properties: {
          id: uuid,
          name: { type: 'string' },
          location: { type: 'string' },
          crewPhone: nullableString,
          inService: { type: 'boolean' },
          busyWith: { type: ['string', 'null'] },
          available: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export const assignBody = {
  type: 'object',
  required: ['ambulanceId'],
  properties: { ambulanceId: uuid, crewPhone: { type: 'string', maxLength: 20, pattern: '^\\+?[0-9 ()-]{7,20}$' } },
} as const;

export const statusBody = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['on_the_way', 'arrived', 'closed', 'cancelled', 'false_alarm'] },
    reason: { type: 'string', maxLength: 300 },
  },
} as const;

export const figures = {
  type: 'object',
  required: ['days', 'requests', 'open', 'closed', 'cancelled', 'falseAlarms', 'medianSecondsToAssign', 'medianSecondsToArrive'],
  properties: {
    days: { type: 'integer' },
    requests: { type: 'integer' },
    open: { type: 'integer' },
    closed: { type: 'integer' },
    cancelled: { type: 'integer' },
    falseAlarms: { type: 'integer' },
    medianSecondsToAssign: { type: ['integer', 'null'] },
    medianSecondsToArrive: { type: ['integer', 'null'] },
  },
} as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
export const codeQuery = { type: 'object', properties: { code: { type: 'string', maxLength: 64 } } } as const;
export const figuresQuery = { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 365, default: 30 } } } as const;
