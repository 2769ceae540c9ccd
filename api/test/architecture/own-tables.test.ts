// Each domain owns its tables: a domain's repositories write (insert, update, delete) only tables
// declared in its own schema file (src/platform/db/schema/<file>.ts); another domain's tables are written
// through that domain's service. Read from the source, so a new write to a foreign table fails here.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';

const src = fileURLToPath(new URL('../../src', import.meta.url));

/** The folders held to the rule, each with the schema file that declares its tables (null: none; a workflow owns none). */
const DOMAINS: Record<string, string | null> = {
  'domains/orders': 'orders',
  'domains/care-directory': 'care-directory',
  'domains/audit': 'audit',
  'domains/stock': 'stock',
  'domains/controlled-medicines': 'controlled-medicines',
  'domains/safety-reports': 'safety-reports',
  'domains/notifications': 'notifications',
  'domains/fulfilment': 'fulfilment',
  'workflows/pharmacist-review': null,
  'workflows/checkout': null,
  'domains/medication-safety': 'medication-safety',
  'workflows/medication-safety-check': null,
};

function tablesOf(schemaFile: string | null): Set<string> {
  if (!schemaFile) return new Set();
  const text = fs.readFileSync(path.join(src, 'platform/db/schema', `${schemaFile}.ts`), 'utf8');
  return new Set([...text.matchAll(/export const (\w+) = pgTable\(/g)].map((m) => m[1]));
}

/** Every table a file writes, named as drizzle is called: .insert(x), .update(x), .delete(x). */
function writes(file: string): string[] {
  const text = fs.readFileSync(file, 'utf8');
  return [...text.matchAll(/\.(?:insert|update|delete)\(\s*(\w+)\s*\)/g)].map((m) => m[1]);
}

const tableNames = new Set(
  fs
    .readdirSync(path.join(src, 'platform/db/schema'))
    .filter((f) => f.endsWith('.ts'))
    .flatMap((f) => [...tablesOf(f.replace(/\.ts$/, ''))]),
);

for (const [domain, schemaFile] of Object.entries(DOMAINS)) {
  test(`${domain}/ writes only the tables of ${schemaFile ? `db/schema/${schemaFile}.ts` : 'no schema file (it owns none)'}`, () => {
    const own = tablesOf(schemaFile);
    const dir = path.join(src, domain);
    const foreign = fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.ts'))
      .flatMap((f) => writes(path.join(dir, f)).map((table) => ({ file: f, table })))
      .filter(({ table }) => tableNames.has(table) && !own.has(table));
    assert.deepEqual(foreign, [], `${domain}/ writes tables of other domains`);
  });
}

test('the check sees writes: the tables named in .insert/.update/.delete are found', () => {
  assert.ok(tableNames.has('orderLines') && tableNames.has('pharmacies') && tableNames.has('auditEntries'));
  const ordersWrites = writes(path.join(src, 'domains/orders/orders-repository.ts'));
  assert.ok(ordersWrites.includes('orders') && ordersWrites.includes('orderLines') && ordersWrites.includes('orderReviews'));
});
