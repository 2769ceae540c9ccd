import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** Security headers and CORS from the configured allowlist. */
export default fp(
  async function security(app: FastifyInstance) {
    await app.register(helmet, {
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
