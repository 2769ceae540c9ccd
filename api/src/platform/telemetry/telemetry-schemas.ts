import type { Json } from '../http/schemas';

export const REMOTES = ['catalog', 'cartCheckout', 'account', 'admin'] as const;
export const STAGES = ['manifest', 'entry', 'chunk', 'render', 'boundary'] as const;

/** One report from a browser: no field can carry who the shopper is. */
export const telemetryEvent = {
  type: 'object',
  required: ['remote', 'version', 'kind'],
  additionalProperties: false,
  properties: {
    remote: { type: 'string', enum: [...REMOTES] },
    version: { type: 'string', pattern: '^(unversioned|[0-9]+\\.[0-9]+\\.[0-9]+-[0-9a-f]{10})$' },
    kind: { type: 'string', enum: ['load', 'failure', 'error'] },
    stage: { type: 'string', enum: [...STAGES] },
    durationMs: { type: 'integer', minimum: 0, maximum: 600000 },
    message: { type: 'string', maxLength: 300 },
    canary: { type: 'boolean' },
  },
} as const;

export const telemetryBody = {
  type: 'object',
  required: ['events'],
  additionalProperties: false,
  properties: { events: { type: 'array', minItems: 1, maxItems: 20, items: telemetryEvent } },
} as const;

export type TelemetryEvent = Json<typeof telemetryEvent>;

/** Per remote and version, over the chosen window. */
export const remoteVersionSummary = {
  type: 'object',
  required: [
    'remote',
    'version',
    'canary',
    'loads',
    'failures',
    'errors',
    'errorRate',
    'visitors',
    'failingVisitors',
    'visitorErrorRate',
    'medianLoadMs',
    'p95LoadMs',
    'lastSeen',
  ],
  properties: {
    remote: { type: 'string' },
    version: { type: 'string' },
    canary: { type: 'boolean', description: 'Whether any report came from the canary side' },
    loads: { type: 'integer' },
    failures: { type: 'integer' },
    errors: { type: 'integer' },
    errorRate: { type: 'number', description: '(failures + errors) / (loads + failures), 0 without reports' },
    visitors: { type: 'integer', description: 'Distinct visitors whose reports carried the release cookie (epharmacy.visitor)' },
    failingVisitors: { type: 'integer', description: 'Of those, the visitors who met at least one failure or error' },
    visitorErrorRate: {
      type: 'number',
      description:
        'failingVisitors / visitors, 0 without visitors: what the canary check judges (one visitor, one voice, however many reports)',
    },
    medianLoadMs: { type: ['integer', 'null'] },
    p95LoadMs: { type: ['integer', 'null'] },
    lastSeen: { type: 'string', format: 'date-time' },
    lastErrors: { type: 'array', items: { type: 'object', properties: { stage: { type: 'string' }, message: { type: 'string' } } } },
  },
} as const;

export type RemoteVersionSummary = Json<typeof remoteVersionSummary>;
