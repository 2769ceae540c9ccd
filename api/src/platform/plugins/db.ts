import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase } from '../db/client';
import { migrateDatabase } from '../db/migrate';

/** Opens the database (PostgreSQL with DATABASE_URL, PGlite otherwise), migrates it, closes it on shutdown. */
export default fp(
  async function database(app: FastifyInstance) {
    const { config } = app;
    const handle = await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.inMemoryDatabase ? null : path.join(config.dataDir, 'pglite'),
      pgliteTemplate: config.pgliteTemplateFile ? new Blob([await fs.readFile(config.pgliteTemplateFile)]) : null,
      onPoolError: (err) => app.log.error({ err }, 'database pool error'),
    });
    app.log.info({ database: handle.kind }, 'database opened');
    try {
      await migrateDatabase(handle);
    } catch (err) {
      await handle.close();
      throw err;
    }
    app.decorate('database', handle);
    app.decorate('db', handle.db);
    app.addHook('onClose', async () => {
      await handle.close();
    });
  },
  { name: 'db' },
);
