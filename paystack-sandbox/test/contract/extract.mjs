// Rewrites paystack-openapi.subset.json from Paystack's dist/paystack.yaml (see SOURCE.md).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import YAML from 'yaml';

const here = path.dirname(fileURLToPath(import.meta.url));
const source = process.argv[2];
if (!source) throw new Error('usage: node extract.mjs path/to/paystack.yaml');
const doc = YAML.parse(fs.readFileSync(source, 'utf8'));
const PATHS = [
  '/transaction/initialize',
  '/transaction/charge_authorization',
  '/transaction/verify/{reference}',
  '/refund',
  '/refund/{id}',
  '/customer/authorization/deactivate',
];
const out = { openapi: doc.openapi, info: doc.info, paths: {}, components: {} };
const seen = new Set();
function walk(node) {
  if (Array.isArray(node)) return node.forEach(walk);
  if (!node || typeof node !== 'object') return;
  for (const [key, value] of Object.entries(node)) {
    if (key === '$ref' && typeof value === 'string' && value.startsWith('#/components/')) {
      if (seen.has(value)) continue;
      seen.add(value);
      const [, , kind, name] = value.split('/');
      const target = doc.components[kind][name];
      (out.components[kind] ??= {})[name] = target;
      walk(target);
    } else walk(value);
  }
}
for (const p of PATHS) {
  const item = { ...doc.paths[p] };
  if (p === '/refund') delete item.get;
  out.paths[p] = item;
  walk(item);
}
fs.writeFileSync(path.join(here, 'paystack-openapi.subset.json'), `${JSON.stringify(out, null, 2)}\n`);
