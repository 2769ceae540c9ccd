import { type Answer, uuid } from '../../platform/http/schemas';

export const prescription = {
  type: 'object',
  properties: {
    id: uuid,
    fileName: { type: 'string' },
    contentType: { type: 'string', enum: ['image/jpeg', 'image/png', 'application/pdf'] },
    sizeBytes: { type: 'integer' },
    prescriberName: { type: 'string' },
    writtenOn: { type: 'string', format: 'date' },
    notes: { type: ['string', 'null'] },
    uploadedAt: { type: 'string', description: 'ISO 8601.' },
    usableUntil: {
      type: 'string',
      format: 'date',
      description: 'The last day it can be used for a new order: six months after it was written.',
    },
    usable: { type: 'boolean' },
    orderNumbers: { type: 'array', items: { type: 'string' }, description: 'The orders it was used for (EPH-000123).' },
  },
} as const;

export const accessLog = {
  type: 'object',
  properties: {
    items: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          at: { type: 'string' },
          actorName: { type: 'string' },
          actor: { type: 'string', enum: ['owner', 'pharmacist', 'other', 'anonymous'] },
          action: { type: 'string', enum: ['view', 'file'] },
          allowed: { type: 'boolean' },
        },
      },
    },
  },
} as const;

export type PrescriptionJson = Answer<typeof prescription>;
export type AccessLogJson = Answer<typeof accessLog>['items'][number];
