import type { Json } from '../../platform/http/schemas';

export const email = { type: 'string', format: 'email', maxLength: 254 } as const;

/** The contact form. */
export const contactBody = {
  type: 'object',
  required: ['name', 'email', 'message'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
    email,
    phone: { type: 'string', maxLength: 32, pattern: '^[0-9+()\\- ]*$' },
    subject: { type: 'string', maxLength: 150 },
    message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
  },
} as const;

export type ContactInput = Json<typeof contactBody>;
