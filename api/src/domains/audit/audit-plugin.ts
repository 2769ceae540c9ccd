import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AuditRepository } from './audit-repository';
import { AuditService } from './audit-service';

declare module 'fastify' {
  interface FastifyInstance {
    audit: AuditService;
  }
}

/** The audit log domain service. */
export default fp(
  async function auditService(app: FastifyInstance) {
    app.decorate('audit', new AuditService(new AuditRepository(app.db)));
  },
  { name: 'audit-service', dependencies: ['db'] },
);
