import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { TelemetryRepository } from './telemetry-repository';
import { TelemetryService } from './telemetry-service';

declare module 'fastify' {
  interface FastifyInstance {
    telemetry: TelemetryService;
  }
}

/** The remotes' telemetry service, wired to its repository and the rate limiter. */
export default fp(
  async function telemetry(app: FastifyInstance) {
    app.decorate('telemetry', new TelemetryService(new TelemetryRepository(app.db), app.rateLimiter, app.config));
  },
  { name: 'telemetry-service', dependencies: ['db', 'rate-limit'] },
);
