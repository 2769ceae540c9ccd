// What a backup must bring back: the rows of every table, the money (orders' totals, payments'
// amounts, paid payments, refunds) and the latest order number. Computed at backup time into the
// manifest, and again on the restored database; the restore drill compares the two.

/** Runs one statement and returns its rows as text cells (psql for PostgreSQL, PGlite for the embedded mode). */
export type QueryRows = (sql: string) => Promise<string[][]>;

export type DatabaseFacts = {
  tables: Record<string, number>;
  money: Record<string, string>;
  latestOrderNumber: number | null;
};

const MONEY: { name: string; table: string; sql: string }[] = [
  { name: 'orders.total_kobo', table: 'public.orders', sql: 'select coalesce(sum(total_kobo), 0)::text from public.orders' },
  { name: 'payments.amount_kobo', table: 'public.payments', sql: 'select coalesce(sum(amount_kobo), 0)::text from public.payments' },
  {
    name: 'payments.amount_kobo (success)',
    table: 'public.payments',
    sql: "select coalesce(sum(amount_kobo), 0)::text from public.payments where status = 'success'",
  },
  { name: 'refunds.amount_kobo', table: 'public.refunds', sql: 'select coalesce(sum(amount_kobo), 0)::text from public.refunds' },
];

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;

export async function databaseFacts(query: QueryRows): Promise<DatabaseFacts> {
  const names = (
    await query(
      "select schemaname, tablename from pg_catalog.pg_tables where schemaname not in ('pg_catalog', 'information_schema') order by 1, 2",
    )
  ).map(([schema, table]) => ({ schema, table, key: `${schema}.${table}` }));
  const tables: Record<string, number> = {};
  if (names.length > 0) {
    const counts = await query(
      names
        .map((n) => `select '${n.key.replace(/'/g, "''")}', count(*)::text from ${quoteIdent(n.schema)}.${quoteIdent(n.table)}`)
        .join(' union all '),
    );
    for (const [key, count] of counts) tables[key] = Number(count);
  }
  const money: Record<string, string> = {};
  for (const m of MONEY) {
    if (m.table in tables) money[m.name] = (await query(m.sql))[0][0];
  }
  let latestOrderNumber: number | null = null;
  if ('public.orders' in tables) {
    const value = (await query("select coalesce(max(order_number)::text, 'none') from public.orders"))[0]?.[0];
    latestOrderNumber = value === undefined || value === 'none' ? null : Number(value);
  }
  return { tables, money, latestOrderNumber };
}

/** The differences between what the manifest promised and what the restored database holds. */
export function compareFacts(expected: DatabaseFacts, actual: DatabaseFacts): string[] {
  const problems: string[] = [];
  for (const key of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)])) {
    if (expected.tables[key] !== actual.tables[key])
      problems.push(`rows in ${key}: expected ${expected.tables[key] ?? 'no table'}, found ${actual.tables[key] ?? 'no table'}`);
  }
  for (const key of new Set([...Object.keys(expected.money), ...Object.keys(actual.money)])) {
    if (expected.money[key] !== actual.money[key])
      problems.push(`sum of ${key}: expected ${expected.money[key]}, found ${actual.money[key]}`);
  }
  if (expected.latestOrderNumber !== actual.latestOrderNumber) {
    problems.push(`latest order number: expected ${expected.latestOrderNumber}, found ${actual.latestOrderNumber}`);
  }
  return problems;
}

export function printFacts(facts: DatabaseFacts, log: (line: string) => void = console.log): void {
  log('  rows per table:');
  for (const [key, count] of Object.entries(facts.tables)) log(`    ${key.padEnd(40)} ${count}`);
  log('  money (kobo):');
  for (const [key, sum] of Object.entries(facts.money)) log(`    ${key.padEnd(40)} ${sum}`);
  log(`  latest order number: ${facts.latestOrderNumber ?? 'none'}`);
}

/** The manifest's figures beside the restored database's, one line each, marked where they differ. */
export function printComparison(expected: DatabaseFacts, actual: DatabaseFacts, log: (line: string) => void = console.log): void {
  const line = (label: string, a: unknown, b: unknown) =>
    log(`  ${label.padEnd(44)} ${String(a ?? '-').padStart(12)} ${String(b ?? '-').padStart(12)}  ${a === b ? 'ok' : 'DIFFERS'}`);
  log(`  ${''.padEnd(44)} ${'backup'.padStart(12)} ${'restored'.padStart(12)}`);
  for (const key of new Set([...Object.keys(expected.tables), ...Object.keys(actual.tables)]))
    line(`rows ${key}`, expected.tables[key], actual.tables[key]);
  for (const key of new Set([...Object.keys(expected.money), ...Object.keys(actual.money)]))
    line(`sum ${key} (kobo)`, expected.money[key], actual.money[key]);
  line('latest order number', expected.latestOrderNumber, actual.latestOrderNumber);
}
