import cors from '@fastify/cors';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import helmet from 'helmet';

/** Security headers and CORS from the configured allowlist. */
export default fp(
  async function security(app: FastifyInstance) {
    // Helmet's middleware is built once; @fastify/helmet rebuilt it (parsing the CSP) on every
    // request, about a tenth of the server's time under load.
    const securityHeaders = helmet({
      // The API serves JSON and images; the only HTML is the docs page, which loads its own assets.
      contentSecurityPolicy: {
        directives: {
          defaultSrc: ["'self'"],
          imgSrc: ["'self'", 'data:', 'validator.swagger.io'],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", "'unsafe-inline'"],
        },
      },
      crossOriginResourcePolicy: { policy: 'cross-origin' },
    });
    app.addHook('onRequest', (request, reply, done) =>
      securityHeaders(request.raw, reply.raw, (err?: unknown) => done(err as Error | undefined)),
    );
    await app.register(cors, {
      origin: app.config.corsOrigins,
      credentials: true,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Authorization', 'Content-Type', 'X-XSRF-TOKEN', 'X-Requested-With'],
      maxAge: 600,
    });
  },
  { name: 'security', dependencies: [] },
);
