import { type Answer, uuid } from '../../platform/http/schemas';

/** One admin change as the audit log shows it. */
export const entry = {
  type: 'object',
  required: ['id', 'at', 'actorId', 'actorName', 'entityType', 'entityId', 'entityName', 'action', 'changes'],
  properties: {
    id: uuid,
    at: { type: 'string', description: 'ISO 8601' },
    actorId: { type: ['string', 'null'] },
    actorName: { type: 'string' },
    entityType: { type: 'string' },
    entityId: uuid,
    entityName: { type: 'string' },
    action: { type: 'string' },
    changes: {
      type: 'array',
      items: {
        type: 'object',
        required: ['field', 'from', 'to'],
        properties: { field: { type: 'string' }, from: {}, to: {} },
      },
    },
  },
} as const;

export type AuditEntryJson = Answer<typeof entry>;
