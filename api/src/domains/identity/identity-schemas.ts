import { type Json, uuid } from '../../platform/http/schemas';
import { pagingQueryProperties } from '../../platform/lib/paging';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './passwords';

export const message = { type: 'object', required: ['message'], properties: { message: { type: 'string' } } } as const;

const email = { type: 'string', format: 'email', maxLength: 254 } as const;
const name = { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' } as const;
const userName = {
  type: 'string',
  minLength: 3,
  maxLength: 32,
  pattern: '^[A-Za-z0-9._-]+$',
  description: 'Letters, digits, dot, underscore and hyphen (no @, so it never reads as an email).',
} as const;
const password = { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: PASSWORD_MAX_LENGTH } as const;
const token = { type: 'string', minLength: 1, maxLength: 512 } as const;

export const profile = {
  type: 'object',
  properties: {
    userId: uuid,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    userName: { type: 'string' },
    isAdmin: { type: 'boolean' },
    isPharmacist: { type: 'boolean', description: 'May review prescriptions (granted by an admin; an admin is not one unless granted).' },
    pharmacistRegistration: { type: ['string', 'null'], description: "The pharmacist's PCN registration number." },
    pharmacistDisplayName: { type: ['string', 'null'], description: 'The name patients read on a decision, e.g. "Pharm. Ada Example".' },
    phone: { type: ['string', 'null'], description: 'The mobile number (+234 and ten digits), null when none was given.' },
    emailConfirmed: { type: 'boolean' },
    createdAt: { type: 'string', format: 'date-time' },
  },
} as const;

export const registerBody = {
  type: 'object',
  required: ['firstName', 'lastName', 'email', 'userName', 'password'],
  properties: {
    firstName: name,
    lastName: name,
    email,
    userName,
    password,
    isAdmin: { type: 'boolean', default: false },
    smsUpdates: {
      type: 'object',
      additionalProperties: false,
      required: ['phone', 'wordingVersion'],
      description:
        'Only when the visitor ticked "order updates by SMS" (never pre-ticked): their Nigerian mobile number and the version of the consent wording they read (GET /api/consents/wording). Recorded as that consent, given at sign-up, and kept as the account\'s phone.',
      properties: {
        phone: { type: 'string', maxLength: 32 },
        wordingVersion: { type: 'string', maxLength: 40 },
      },
    },
    returnTo: {
      type: 'string',
      maxLength: 300,
      // A path of this site only: one leading slash, no second slash or backslash after it, no spaces or controls.
      pattern: '^/(?![/\\\\])[^\\s\\\\]*$',
      description:
        'The shop page to come back to after confirming and logging in (a path of this site, e.g. /medicines/…); carried in the confirmation link',
    },
  },
} as const;

export const loginBody = {
  type: 'object',
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 254, description: 'User name or email' },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const;

export const loginResponse = {
  type: 'object',
  required: ['message', 'accessToken', 'refreshToken'],
  properties: { message: { type: 'string' }, accessToken: { type: 'string' }, refreshToken: { type: 'string' } },
} as const;

export const refreshBody = {
  type: 'object',
  properties: { AccessToken: token, RefreshToken: token, accessToken: token, refreshToken: token },
} as const;

export const refreshResponse = {
  type: 'object',
  required: ['AccessToken', 'RefreshToken'],
  properties: { AccessToken: { type: 'string' }, RefreshToken: { type: 'string' } },
} as const;

export const logoutBody = { type: 'object', properties: { RefreshToken: token, refreshToken: token } } as const;

export const confirmEmailQuery = { type: 'object', properties: { email, token } } as const;
export const confirmEmailBody = { type: ['object', 'null'], properties: { email, token } } as const;

export const emailQuery = { type: 'object', required: ['email'], properties: { email } } as const;
export const emailParams = { type: 'object', required: ['email'], properties: { email } } as const;

export const resetPasswordBody = {
  type: 'object',
  required: ['email', 'newPassword', 'confirmPassword', 'emailToken'],
  properties: {
    email,
    newPassword: password,
    confirmPassword: { type: 'string', minLength: 1, maxLength: PASSWORD_MAX_LENGTH },
    emailToken: token,
  },
} as const;

/** The admin's user list: all users, or those matching `search`, a page at a time with `page`/`pageSize`. */
export const userListQuery = {
  type: 'object',
  properties: {
    ...pagingQueryProperties,
    search: { type: 'string', maxLength: 100, description: 'Part of the first or last name, username or email (any case)' },
  },
} as const;

export const userIdParams = { type: 'object', required: ['userId'], properties: { userId: uuid } } as const;
export const userIdQuery = userIdParams;

export const editProfileBody = {
  type: 'object',
  minProperties: 1,
  properties: {
    firstName: name,
    lastName: name,
    email,
    userName,
    phone: {
      type: ['string', 'null'],
      maxLength: 32,
      description:
        'A Nigerian mobile number (0803 123 4567, +234 803 123 4567); stored as +234…. Empty or null removes it. SMS and WhatsApp consents in force move to the new number (none are kept when it is removed).',
    },
  },
} as const;

export const editProfileResponse = {
  type: 'object',
  properties: { ...profile.properties, message: { type: 'string' } },
} as const;

export type RegisterInput = Json<typeof registerBody>;

/** The answer to an admin's pharmacist grant or revoke: the profile, and the request a pharmacist must approve. */
export const pharmacistGrantAnswer = {
  ...profile,
  properties: {
    ...profile.properties,
    accessRequestId: {
      type: ['string', 'null'],
      description: 'The pending request a pharmacist must approve (a grant); null for a revoke.',
    },
  },
} as const;
