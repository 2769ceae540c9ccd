import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndConfig } from '../tooling/webpack/front-end-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config = frontEndConfig({
  dir,
  name: 'catalog',
  kind: 'remote',
  devPort: 3001,
  exposes: { './pages': './src/pages.ts' },
});

// react-router-dom lives in this package's node_modules (not the root's), so the shared
// harness in tooling/ must be able to resolve it from here too.
export default (env, argv) => {
  const result = config(env, argv);
  result.resolve = { ...result.resolve, modules: ['node_modules', path.join(dir, 'node_modules')] };
  return result;
};
