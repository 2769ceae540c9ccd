import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { RECALL_OUTCOMES } from '../../platform/db/schema/stock';
import { RecallWorkflow } from './recall-workflow';

declare module 'fastify' {
  interface FastifyInstance {
    /** Batch recalls (workflows/recall/). */
    recalls: RecallWorkflow;
  }
}

const tags = ['stock'];
const security = [{ bearerAuth: [] }];

const recallJson = {
  type: 'object',
  required: ['id', 'reason', 'nafdacReference', 'createdAt', 'batch', 'orders'],
  properties: {
    id: uuid,
    reason: { type: 'string' },
    nafdacReference: { type: 'string' },
    createdAt: { type: 'string' },
    batch: {
      type: 'object',
      required: ['id', 'medicineId', 'lotNumber', 'expiryDate', 'gtin'],
      properties: {
        id: uuid,
        medicineId: uuid,
        lotNumber: { type: 'string' },
        expiryDate: { type: ['string', 'null'] },
        gtin: { type: ['string', 'null'] },
      },
    },
    orders: {
      type: 'array',
      items: {
        type: 'object',
        required: ['orderId', 'orderNumber', 'status', 'customerEmail', 'quantity', 'outcome', 'mailedAt'],
        properties: {
          orderId: uuid,
          orderNumber: { type: 'string' },
          status: { type: 'string' },
          customerEmail: { type: 'string' },
          quantity: { type: 'integer' },
          outcome: { type: 'string', enum: RECALL_OUTCOMES },
          mailedAt: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;

/** The recall workflow and its admin routes. */
export default fp(
  async function recallWorkflow(app: FastifyInstance) {
    const recalls = new RecallWorkflow(app.stock, app.orders, app.checkout, app.notifications, app.config.publicUrl, app.log);
    app.decorate('recalls', recalls);
    const route = typed(app);
    route.post(
      '/api/admin/batches/:id/recall',
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          security,
          summary:
            'Recall a batch (admin): in one transaction its units stop being sellable and unsent orders get other batches (or are refunded); every shopper who had it is mailed once. A second submission answers the same recall (created: false).',
          params: { type: 'object', required: ['id'], properties: { id: uuid } },
          body: {
            type: 'object',
            required: ['reason'],
            properties: {
              reason: { type: 'string', minLength: 3, maxLength: 500 },
              nafdacReference: { type: 'string', maxLength: 100 },
            },
          },
          response: {
            200: { type: 'object', required: ['created', 'recall'], properties: { created: { type: 'boolean' }, recall: recallJson } },
            ...errors(400, 401, 403, 404, 429),
          },
        },
      },
      async (request) => app.recalls.recall(request.user!, request.params.id, request.body),
    );
    route.get(
      '/api/admin/recalls',
      {
        onRequest: app.requireAdmin,
        schema: {
          tags,
          security,
          summary: 'Recalls, newest first, each with the orders it touched and their state (admin).',
          response: { 200: { type: 'array', items: recallJson }, ...errors(401, 403, 429) },
        },
      },
      async () => app.recalls.list(),
    );
  },
  { name: 'recall-workflow', dependencies: ['stock-service', 'orders-service', 'checkout-service', 'notifications'] },
);
