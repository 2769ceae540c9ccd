import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { frontEndConfig } from '../tooling/webpack/front-end-config.mjs';

const dir = path.dirname(fileURLToPath(import.meta.url));

const config = frontEndConfig({
  dir,
  name: 'account',
  kind: 'remote',
  devPort: 3003,
  exposes: { './pages': './src/pages.ts' },
});

// The shared harness (../tooling/harness) imports react-router-dom, which npm installs inside each
// workspace rather than at the root: let it resolve from this package's node_modules too.
export default (env, argv) => {
  const resolved = config(env, argv);
  resolved.resolve = { ...resolved.resolve, modules: ['node_modules', path.join(dir, 'node_modules')] };
  return resolved;
};
