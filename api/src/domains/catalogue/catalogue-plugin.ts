import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CacheInvalidation, catalogueChannel } from '../../platform/lib/cache-invalidation';
import { ReadCache } from '../../platform/lib/read-cache';
import { CatalogueRepository } from './catalogue-repository';
import { adminCategory, adminMedicine, category, medicine } from './catalogue-schemas';
import { CatalogueService } from './catalogue-service';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
  }
}

/** The catalogue domain service (medicines, categories) and its shared JSON schemas `Medicine#`, `MedicineCategory#`. */
export default fp(
  async function catalogueService(app: FastifyInstance) {
    app.addSchema(medicine);
    app.addSchema(category);
    // With Redis, a change through any replica clears every replica's catalogue reads at once.
    const { databaseUrl, dataDir } = app.config;
    const reads = new ReadCache(app.config.catalogueCacheSeconds * 1000);
    const invalidation = new CacheInvalidation(
      app.redis,
      catalogueChannel(databaseUrl ?? `pglite:${dataDir}`),
      (err) => app.log.warn({ err: err.message }, 'catalogue cache invalidation without redis'),
      () => reads.clear(),
    );
    if (app.config.catalogueCacheSeconds > 0) invalidation.start();
    app.addHook('onClose', () => invalidation.close());
    app.addSchema(adminMedicine);
    app.addSchema(adminCategory);
    app.decorate('catalogue', new CatalogueService(new CatalogueRepository(app.db), app.images, app.audit, app.stock, reads, invalidation));
  },
  { name: 'catalogue-service', dependencies: ['db', 'images', 'redis', 'audit-service', 'stock-service'] },
);
