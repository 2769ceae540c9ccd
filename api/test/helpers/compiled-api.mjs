// `--import ./test/helpers/compiled-api.mjs` (run-tests.mjs adds it when the API under test is the
// compiled one): every import of api/src/**/*.ts, from a test or a helper, loads api/dist/**/*.js
// instead, so the same test files exercise exactly what `node dist/server.js` runs.
import { register } from 'node:module';

register('./compiled-api-hooks.mjs', import.meta.url);
