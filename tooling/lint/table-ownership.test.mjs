// node --test tooling/lint (part of `npm test`): each API repository writes only the tables its own
// domain's schema file declares (api/src/db/schema/<domain>.ts); reading another domain goes
// through that domain's service. tooling/lint/table-ownership.mjs reads the writes from the code.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { declaredTables, foreignWrites, tableOwners, writtenTables } from './table-ownership.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const src = path.join(root, 'api/src');

/**
 * Writes into another domain's tables allowed for now, each with the reason (none today). The last
 * test fails while an entry is no longer needed.
 */
const KNOWN_UNTIL_MERGED = [];

const owners = new Map([
  ['medicines', { table: 'medicines', domain: 'catalogue' }],
  ['orderLines', { table: 'order_lines', domain: 'orders' }],
  ['order_lines', { table: 'order_lines', domain: 'orders' }],
  ['stockMovements', { table: 'stock_movements', domain: 'stock' }],
  ['stock_movements', { table: 'stock_movements', domain: 'stock' }],
]);

test('a schema file declares its tables by TypeScript and SQL name', () => {
  const text = "// export const old = pgTable('old', {})\nexport const orderLines = pgTable(\n  'order_lines',\n  { id: uuid() },\n);\n";
  assert.deepEqual(declaredTables(text), [{ name: 'orderLines', table: 'order_lines' }]);
  const real = tableOwners(path.join(src, 'db/schema'));
  assert.deepEqual(real.get('medicines'), { table: 'medicines', domain: 'catalogue' });
  assert.deepEqual(real.get('stock_movements'), { table: 'stock_movements', domain: 'stock' });
});

test("Drizzle's insert, update and delete are writes; select is not", () => {
  const source = [
    'await tx.insert(stockMovements).values(rows);',
    'await this.db.update(schema.medicines).set({ stock: 1 });',
    'await this.db.select().from(orderLines);',
  ].join('\n');
  assert.deepEqual(writtenTables(source, owners), ['medicines', 'stock_movements']);
  assert.deepEqual(writtenTables('await this.db.delete(orderLines).where(x);', owners), ['order_lines']);
});

test('raw SQL writes count, comments and sentences do not', () => {
  assert.deepEqual(writtenTables('sql`UPDATE medicines SET stock = 0`', owners), ['medicines']);
  assert.deepEqual(writtenTables('sql`INSERT INTO "order_lines" (id) VALUES (1)`', owners), ['order_lines']);
  assert.deepEqual(writtenTables('sql`DELETE FROM ${orderLines} WHERE true`', owners), ['order_lines']);
  assert.deepEqual(writtenTables('// UPDATE medicines here\n/* DELETE FROM order_lines */\nconst UPDATE would = 1;', owners), []);
});

test('a write through a variable counts as a write of every table the file names', () => {
  const source = 'const TABLES = { a: medicines, b: stockMovements };\nconst table = TABLES[kind];\nawait this.db.update(table).set(x);';
  assert.deepEqual(writtenTables(source, owners), ['medicines', 'stock_movements']);
});

test("no repository writes another domain's table", () => {
  const unexpected = foreignWrites(src).filter((problem) => !KNOWN_UNTIL_MERGED.includes(problem));
  assert.deepEqual(unexpected, [], 'a repository writes only tables of its own db/schema/<domain>.ts');
});

test('every temporary exception is still needed (remove those that are fixed)', () => {
  const writes = foreignWrites(src);
  assert.deepEqual(
    KNOWN_UNTIL_MERGED.filter((known) => !writes.includes(known)),
    [],
  );
});
