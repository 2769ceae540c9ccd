import type { Answer } from '../http/schemas';

const when = { type: 'string', description: 'ISO 8601' } as const;
const trigger = {
  type: 'string',
  enum: ['schedule', 'run-now', 'queued'],
  description: 'schedule: its slot; run-now: an admin button or a caller; queued: sent to the queue',
} as const;

/** One background job as the admin's list shows it. */
export const jobSummary = {
  type: 'object',
  required: ['name', 'everySeconds', 'lastRun', 'nextRunAt', 'backlog', 'deadLettered', 'recentFailures'],
  properties: {
    name: { type: 'string' },
    everySeconds: { type: 'integer', description: 'One run per slot of this many seconds across every replica; 0: no schedule' },
    lastRun: {
      type: ['object', 'null'],
      required: ['startedAt', 'endedAt', 'outcome', 'trigger', 'retries'],
      properties: {
        startedAt: when,
        endedAt: { type: ['string', 'null'], description: 'ISO 8601; null while it runs' },
        outcome: {
          type: 'string',
          enum: ['running', 'succeeded', 'failed', 'dead'],
          description: 'failed: waiting for a retry; dead: failed every attempt (dead-lettered)',
        },
        trigger,
        retries: { type: 'integer', description: 'Attempts before this one' },
      },
    },
    nextRunAt: { type: ['string', 'null'], description: 'ISO 8601: the next queued run or slot; null without a schedule' },
    backlog: {
      type: 'object',
      required: ['queued', 'retrying'],
      properties: { queued: { type: 'integer' }, retrying: { type: 'integer' } },
    },
    deadLettered: { type: 'integer', description: 'Runs that failed every attempt in the history (seven days)' },
    recentFailures: {
      type: 'array',
      description: 'The latest failed attempts, newest first (at most five)',
      items: {
        type: 'object',
        required: ['at', 'message', 'trigger'],
        properties: { at: when, message: { type: 'string' }, trigger },
      },
    },
  },
} as const;

export type JobSummaryJson = Answer<typeof jobSummary>;
