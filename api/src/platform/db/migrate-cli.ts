// The one-shot migration step of a deployment (docker-compose's `migrate` service): applies the
// committed migrations to DATABASE_URL and exits. The API also migrates at start, under a lock, so
// replicas that start before or without this step stay correct. `--folder=<dir>` applies the
// migrations of another folder (a release's, before its code is deployed).
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('DATABASE_URL is not set: nothing to migrate (PGlite migrates when the API starts).');
  process.exit(1);
}
const handle = await openDatabase({ databaseUrl, pgliteDir: null, pgliteTemplate: null, onPoolError: (err) => console.error(err) });
try {
  const folder = process.argv.find((arg) => arg.startsWith('--folder='))?.slice('--folder='.length);
  await migrateDatabase(handle, folder);
  console.log('Migrations applied.');
} finally {
  await handle.close();
}
