import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndConfig } from '../tooling/webpack/front-end-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

export default frontEndConfig({
  dir,
  name: 'cartCheckout',
  kind: 'remote',
  devPort: 3002,
  exposes: { './pages': './src/pages.ts' },
});
