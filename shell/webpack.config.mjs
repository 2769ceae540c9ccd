import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndConfig } from '../tooling/webpack/front-end-config.mjs';
import { devRuntimeConfig } from '../tooling/webpack/dev-runtime-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default frontEndConfig({
  dir,
  name: 'shell',
  kind: 'host',
  devPort: 3000,
  devRoutes: (app) => app.get('/runtime-config.json', (_req, res) => res.json(devRuntimeConfig())),
});
