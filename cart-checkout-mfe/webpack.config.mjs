import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndConfig } from '../tooling/webpack/front-end-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config = frontEndConfig({
  dir,
  name: 'cartCheckout',
  kind: 'remote',
  devPort: 3002,
  exposes: { './pages': './src/pages.ts' },
});

// The shared dev harness (tooling/harness) imports react-router-dom, which the lock keeps in this
// package's node_modules rather than the root's: let modules outside this folder find it here too.
export default (env, argv) => {
  const resolved = config(env, argv);
  resolved.resolve = { ...resolved.resolve, modules: ['node_modules', path.join(dir, 'node_modules')] };
  return resolved;
};
