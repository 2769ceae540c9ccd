// Runs drizzle-kit so that it finds this workspace's drizzle-orm.
// npm may install drizzle-orm under api/node_modules while drizzle-kit is hoisted to the repo
// root, and drizzle-kit imports drizzle-orm from its own location: resolve it from api/ instead.
import { createRequire, register } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const apiPackageUrl = new URL('../package.json', import.meta.url).href;
register(
  'data:text/javascript,' +
    encodeURIComponent(`
export async function resolve(specifier, context, next) {
  if (specifier === 'drizzle-orm' || specifier.startsWith('drizzle-orm/')) {
    return next(specifier, { ...context, parentURL: ${JSON.stringify(apiPackageUrl)} });
  }
  return next(specifier, context);
}`),
);
const apiDir = path.dirname(fileURLToPath(apiPackageUrl));
process.env.NODE_PATH = [path.join(apiDir, 'node_modules'), process.env.NODE_PATH].filter(Boolean).join(path.delimiter);
const require = createRequire(import.meta.url);
require('node:module').Module._initPaths();
const bin = path.join(path.dirname(require.resolve('drizzle-kit')), 'bin.cjs');
process.argv.splice(1, 1, bin);
await import(pathToFileURL(bin).href);
