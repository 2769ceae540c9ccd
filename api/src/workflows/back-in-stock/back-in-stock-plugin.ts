import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { errors, typed, uuid } from '../../platform/http/schemas';
import { backgroundJob } from '../../platform/jobs/background-job';
import { BackInStock } from './back-in-stock';

declare module 'fastify' {
  interface FastifyInstance {
    /** "Tell me when it's back" requests and their one mail each (workflows/back-in-stock/). */
    backInStock: BackInStock;
    /** Runs the notices soon after a stock change (app.ts gives it to the stock service as it is built). */
    backInStockAfterChange: () => void;
  }
}

/**
 * Back-in-stock notices: the shopper's request, and the run that mails them, after every stock
 * change (the stock service is built with backInStockAfterChange, in app.ts) and every ten minutes on the job queue for changes made elsewhere.
 */
export default fp(
  async function backInStock(app: FastifyInstance) {
    const notices = new BackInStock(app.db, app.mailer, app.config.publicUrl, app.log);
    app.decorate('backInStock', notices);
    let running: Promise<number> | null = null;
    let again = false;
    const run = (): Promise<number> => {
      if (running) {
        again = true;
        return running;
      }
      running = notices.run().finally(() => {
        running = null;
        if (again) {
          again = false;
          void run().catch((err) => app.log.error({ err }, 'back-in-stock run failed'));
        }
      });
      return running;
    };
    app.decorate('backInStockAfterChange', () => void run().catch((err) => app.log.error({ err }, 'back-in-stock run failed')));
    // The sweep for changes made elsewhere (another replica, a direct edit) is a job on the queue:
    // one run every ten minutes across replicas, retried, in the admin's list of background jobs.
    backgroundJob(app, { name: 'back-in-stock', everySeconds: app.config.env === 'test' ? 0 : 600 }, () => run());
    app.addHook('onClose', async () => {
      await running?.catch(() => undefined);
    });

    const route = typed(app);
    route.post(
      '/api/medicine/:id/back-in-stock',
      {
        onRequest: app.optionalUser,
        schema: {
          tags: ['catalogue'],
          summary:
            "Tell me when it's back: one mail to the address given (or the signed-in shopper's) when this out-of-stock medicine can be bought again. Asking twice keeps one request; 409 when it is in stock.",
          params: { type: 'object', required: ['id'], properties: { id: uuid } },
          body: {
            type: 'object',
            additionalProperties: false,
            properties: { email: { type: 'string', maxLength: 254 } },
          },
          response: {
            201: {
              type: 'object',
              required: ['medicineId', 'email'],
              properties: { medicineId: uuid, email: { type: 'string' } },
            },
            ...errors(400, 404, 409, 429),
          },
        },
      },
      async (request, reply) => {
        reply.code(201);
        return notices.request(request.params.id, request.user, request.body?.email);
      },
    );
  },
  { name: 'back-in-stock', dependencies: ['db', 'auth', 'mailer'] },
);
