import type { FastifyInstance } from 'fastify';
import { errors as documentedErrors, typed, uuid } from '../../platform/http/schemas';
import { accountCard, removedCard } from './refill-schemas';

const tags = ['refills'];
const security = [{ bearerAuth: [] }];
const errors = documentedErrors(400, 401, 404, 429);
const noStore = 'private, no-store';

/**
 * The shopper's saved cards page: only cards they saved themselves, on their own checkout, with
 * their consent (a card someone else typed is never kept), and removing one.
 */
export function savedCardRoutes(app: FastifyInstance) {
  const route = typed(app);
  const flow = app.refillWorkflow;

  route.get(
    '/api/account/cards',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'My saved cards (never the authorization code): where each came from (the checkout and the day I saved it) and the refill plans that use it.',
        response: {
          200: { type: 'object', required: ['items'], properties: { items: { type: 'array', items: accountCard } } },
          ...documentedErrors(401, 429),
        },
      },
    },
    async (request, reply) => reply.header('cache-control', noStore).send({ items: await flow.accountCards(request.user!) }),
  );

  route.delete(
    '/api/account/cards/:id',
    {
      onRequest: app.requireUser,
      schema: {
        tags,
        security,
        summary:
          'Remove one of my saved cards: it can never be charged again, and the refill plans that charged it mail a pay link instead (listed in the answer). 404 for any card not mine.',
        params: { type: 'object', required: ['id'], properties: { id: uuid } },
        response: { 200: removedCard, ...errors },
      },
    },
    async (request, reply) => {
      const removed = await flow.removeCard(request.user!, request.params.id);
      request.log.info(
        { userId: request.user!.id, cardId: removed.id, plans: removed.plans.map((p) => p.id) },
        'saved card removed by its shopper',
      );
      return reply.header('cache-control', noStore).send(removed);
    },
  );
}
