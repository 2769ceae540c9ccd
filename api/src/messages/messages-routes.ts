import type { FastifyInstance } from 'fastify';
import type { ContactInput } from './messages-service';
import { errors } from '../http/schemas';

const message = { type: 'object', properties: { message: { type: 'string' } } } as const;
const email = { type: 'string', format: 'email', maxLength: 254 } as const;

/** POST /api/Contact/send-email and POST /api/newsletter/subscribe. */
export default async function messagesRoutes(app: FastifyInstance) {
  app.post<{ Body: ContactInput }>(
    '/api/contact/send-email',
    {
      schema: {
        tags: ['messages'],
        summary: 'The contact form: stored, and mailed to the store.',
        body: {
          type: 'object',
          required: ['name', 'email', 'message'],
          properties: {
            name: { type: 'string', minLength: 1, maxLength: 100, pattern: '\\S' },
            email,
            phone: { type: 'string', maxLength: 32, pattern: '^[0-9+()\\- ]*$' },
            subject: { type: 'string', maxLength: 150 },
            message: { type: 'string', minLength: 1, maxLength: 5000, pattern: '\\S' },
          },
        },
        response: { 200: message, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { mailed } = await app.messages.contact(request.body, request.ip);
      return { message: mailed ? 'Email sent successfully.' : 'Your message was received. We will get back to you soon.' };
    },
  );

  app.post<{ Body: { email: string } }>(
    '/api/newsletter/subscribe',
    {
      schema: {
        tags: ['messages'],
        summary: 'Subscribe to the newsletter (subscribing twice is fine).',
        body: { type: 'object', required: ['email'], properties: { email } },
        response: { 200: message, ...errors(400, 429) },
      },
    },
    async (request) => {
      await app.messages.subscribe(request.body.email);
      return { message: 'You are subscribed to the e-pharmacy newsletter.' };
    },
  );
}
