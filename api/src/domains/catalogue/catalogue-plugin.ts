import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { CacheInvalidation, catalogueChannel } from '../../platform/lib/cache-invalidation';
import { ReadCache } from '../../platform/lib/read-cache';
import { CatalogueRepository } from './catalogue-repository';
import { adminCategory, adminMedicine, category, medicine } from './catalogue-schemas';
import { CatalogueService } from './catalogue-service';
import { SearchService } from './search-service';
import { SearchVocabularyCache } from './search-vocabulary-cache';
import { SearchVocabularyRepository } from './search-vocabulary-repository';
import { SuggestRepository } from './suggest-repository';
import { SuggestService } from './suggest-service';

declare module 'fastify' {
  interface FastifyInstance {
    catalogue: CatalogueService;
    catalogueSearch: SearchService;
    catalogueSuggest: SuggestService;
  }
}

/** The catalogue domain service (medicines, categories), its search answer and vocabulary (`catalogueSearch`), the suggestions as a shopper types (`catalogueSuggest`), and its shared JSON schemas `Medicine#`, `MedicineCategory#`. */
export default fp(
  async function catalogueService(app: FastifyInstance) {
    app.addSchema(medicine);
    app.addSchema(category);
    // With Redis, a change through any replica clears every replica's catalogue reads at once.
    const { databaseUrl, dataDir } = app.config;
    const reads = new ReadCache(app.config.catalogueCacheSeconds * 1000);
    const vocabularyRepository = new SearchVocabularyRepository(app.db);
    const vocabulary = new SearchVocabularyCache(vocabularyRepository);
    const invalidation = new CacheInvalidation(
      app.redis,
      catalogueChannel(databaseUrl ?? `pglite:${dataDir}`),
      (err) => app.log.warn({ err: err.message }, 'catalogue cache invalidation without redis'),
      () => {
        reads.clear();
        vocabulary.clear();
      },
    );
    if (app.config.catalogueCacheSeconds > 0) invalidation.start();
    app.addHook('onClose', () => invalidation.close());
    app.addSchema(adminMedicine);
    app.addSchema(adminCategory);
    const catalogue = new CatalogueService(
      new CatalogueRepository(app.db),
      app.images,
      app.audit,
      app.stock,
      reads,
      invalidation,
      vocabulary,
    );
    app.decorate('catalogue', catalogue);
    app.decorate('catalogueSearch', new SearchService(catalogue, vocabularyRepository, vocabulary, app.audit));
    app.decorate('catalogueSuggest', new SuggestService(new SuggestRepository(app.db), vocabulary, reads));
  },
  { name: 'catalogue-service', dependencies: ['db', 'images', 'redis', 'audit-service', 'stock-service'] },
);
