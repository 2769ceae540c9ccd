import type { FastifyInstance } from 'fastify';
import { contactBody, email } from './messages-schemas';
import { errors, typed } from '../../platform/http/schemas';

const message = { type: 'object', properties: { message: { type: 'string' } } } as const;

/** POST /api/Contact/send-email and POST /api/newsletter/subscribe. */
export default async function messagesRoutes(app: FastifyInstance) {
  const route = typed(app);
  route.post(
    '/api/contact/send-email',
    {
      schema: {
        tags: ['messages'],
        summary: 'The contact form: stored, and mailed to the store.',
        body: contactBody,
        response: { 200: message, ...errors(400, 429) },
      },
    },
    async (request) => {
      const { mailed } = await app.messages.contact(request.body, request.ip);
      return { message: mailed ? 'Email sent successfully.' : 'Your message was received. We will get back to you soon.' };
    },
  );

  route.post(
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
