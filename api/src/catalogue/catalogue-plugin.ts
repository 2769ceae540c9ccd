import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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
    app.addSchema(adminMedicine);
    app.addSchema(adminCategory);
    app.decorate(
      'catalogue',
      new CatalogueService(new CatalogueRepository(app.db), app.images, app.audit, app.stock, app.config.catalogueCacheSeconds),
    );
  },
  { name: 'catalogue-service', dependencies: ['db', 'images', 'audit-service', 'stock-service'] },
);
