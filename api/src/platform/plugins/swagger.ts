import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** OpenAPI built from the route schemas; the UI at /api/docs, the document at /api/docs/json. */
export default fp(
  async function docs(app: FastifyInstance) {
    await app.register(swagger, {
      // Shared schemas keep their $id as their component name (ErrorResponse, Medicine, …), so the
      // types generated from this document (shared-kernel/src/types/api.generated.ts) read well.
      refResolver: { buildLocalReference: (json, _baseUri, _fragment, i) => (typeof json.$id === 'string' ? json.$id : `def-${i}`) },
      openapi: {
        openapi: '3.0.3',
        info: { title: 'e-pharmacy API', version: '1.0.0', description: 'Online pharmacy storefront for Nigeria. Money in JSON is naira.' },
        components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
      },
    });
    await app.register(swaggerUi, { routePrefix: '/api/docs' });
  },
  { name: 'swagger' },
);
