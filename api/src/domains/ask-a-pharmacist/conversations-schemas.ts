import { uuid } from '../../platform/http/schemas';
import { CONVERSATION_TOPICS } from '../../platform/db/schema/ask-a-pharmacist';

export const LIMITS = { subject: 160, message: 4000, topicId: 64 } as const;

const nullableString = { type: ['string', 'null'] } as const;
const dateTime = { type: 'string', format: 'date-time' } as const;
const redFlags = {
  type: 'array',
  items: { type: 'string' },
  description: 'The emergencies the message names (chest-pain, breathing, …); empty when none.',
} as const;

export const expectedWait = {
  type: 'object',
  required: ['onDutyNow', 'nextOnDutyAt', 'usualResponseSeconds', 'text'],
  properties: {
    onDutyNow: { type: 'boolean' },
    nextOnDutyAt: dateTime,
    usualResponseSeconds: { type: ['integer', 'null'], description: 'Median response time (pharmacist hours) of the last 30 days.' },
    text: { type: 'string' },
  },
} as const;

const channel = {
  type: 'string',
  enum: ['shop', 'whatsapp'],
  description: "Where the shopper asked: in the shop, or in the shop's WhatsApp chat (the pharmacists' replies are sent back there).",
} as const;

export const thread = {
  type: 'object',
  required: ['id', 'topic', 'topicId', 'subject', 'status', 'redFlag', 'channel', 'waitingSince', 'createdAt', 'updatedAt'],
  properties: {
    id: uuid,
    topic: { type: 'string', enum: CONVERSATION_TOPICS },
    topicId: nullableString,
    subject: { type: 'string' },
    status: { type: 'string', enum: ['waiting', 'answered', 'closed'] },
    redFlag: { type: 'boolean' },
    channel,
    waitingSince: { type: ['string', 'null'], format: 'date-time' },
    createdAt: dateTime,
    updatedAt: dateTime,
  },
} as const;

export const message = {
  type: 'object',
  required: ['id', 'author', 'signedBy', 'pharmacistName', 'pharmacistRegistration', 'body', 'redFlag', 'attachment', 'sentAt'],
  properties: {
    id: uuid,
    author: { type: 'string', enum: ['shopper', 'pharmacist'] },
    signedBy: { ...nullableString, description: 'On a reply: "Pharm. Ada Example, PCN/012345".' },
    pharmacistName: nullableString,
    pharmacistRegistration: nullableString,
    body: { type: 'string' },
    redFlag: { type: 'boolean' },
    attachment: {
      type: ['object', 'null'],
      required: ['contentType', 'sizeBytes'],
      properties: { contentType: { type: 'string' }, sizeBytes: { type: 'integer' } },
      description: 'A photo or PDF sent with the message; read it at GET /api/conversations/{id}/messages/{messageId}/attachment.',
    },
    sentAt: dateTime,
  },
} as const;

export const threadWithMessages = {
  type: 'object',
  required: [...thread.required, 'messages', 'expectedWait'],
  properties: {
    ...thread.properties,
    messages: { type: 'array', items: message },
    expectedWait,
    shopperPhone: {
      type: ['string', 'null'],
      description:
        "The asker's phone (+234…; null when the account has none), to call them: only to a pharmacist, only on a thread that names an emergency (redFlag). Absent otherwise.",
    },
  },
} as const;

export const openBody = {
  type: 'object',
  required: ['topic', 'message'],
  properties: {
    topic: { type: 'string', enum: CONVERSATION_TOPICS },
    topicId: { type: 'string', maxLength: LIMITS.topicId },
    subject: { type: 'string', maxLength: LIMITS.subject },
    message: { type: 'string', minLength: 1, maxLength: LIMITS.message },
  },
} as const;

export const opened = {
  type: 'object',
  required: ['thread', 'redFlags', 'expectedWait'],
  properties: { thread, redFlags, expectedWait },
} as const;

export const postBody = {
  type: 'object',
  required: ['message'],
  properties: { message: { type: 'string', minLength: 1, maxLength: LIMITS.message } },
} as const;

export const posted = { type: 'object', required: ['message', 'redFlags'], properties: { message, redFlags } } as const;

export const queueItem = {
  type: 'object',
  required: [
    'id',
    'subject',
    'topic',
    'shopperFirstName',
    'waitingSince',
    'waitingSeconds',
    'waitingWorkingSeconds',
    'redFlag',
    'channel',
    'messages',
  ],
  properties: {
    id: uuid,
    subject: { type: 'string' },
    topic: { type: 'string' },
    shopperFirstName: { type: 'string' },
    waitingSince: dateTime,
    waitingSeconds: { type: 'integer' },
    waitingWorkingSeconds: { type: 'integer', description: 'The part of the wait within pharmacist hours.' },
    redFlag: { type: 'boolean' },
    channel,
    messages: { type: 'integer' },
  },
} as const;

export const accessEntry = {
  type: 'object',
  required: ['at', 'actorName', 'actor', 'allowed'],
  properties: {
    at: dateTime,
    actorName: { type: 'string' },
    actor: { type: 'string', enum: ['owner', 'pharmacist', 'other'] },
    allowed: { type: 'boolean' },
  },
} as const;

export const figures = {
  type: 'object',
  required: ['days', 'threadsOpened', 'replies', 'medianResponseSeconds', 'p90ResponseSeconds', 'waitingNow', 'oldestWaitingSince'],
  properties: {
    days: { type: 'integer' },
    threadsOpened: { type: 'integer' },
    replies: { type: 'integer', description: 'First replies that ended a wait.' },
    medianResponseSeconds: { type: ['integer', 'null'], description: 'Within pharmacist hours.' },
    p90ResponseSeconds: { type: ['integer', 'null'], description: 'Within pharmacist hours.' },
    waitingNow: { type: 'integer' },
    oldestWaitingSince: { type: ['string', 'null'], format: 'date-time' },
  },
} as const;

export const figuresQuery = { type: 'object', properties: { days: { type: 'integer', minimum: 1, maximum: 365, default: 30 } } } as const;
export const idParams = { type: 'object', required: ['id'], properties: { id: uuid } } as const;
