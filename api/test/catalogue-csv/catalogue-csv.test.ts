import assert from 'node:assert/strict';
import { test } from 'node:test';
import { parseCsv } from '../../src/platform/lib/csv';
import { buildTestApp } from '../helpers/build-test-app';
import { addCategory, addMedicine } from '../helpers/catalogue';
import { createAdmin, createUser } from '../helpers/users';

// The seeded catalogue (hundreds of medicines written by the seed, not the editor) round-trips too.
const app = await buildTestApp({ seed: true });
const admin = await createAdmin(app);
const shopper = await createUser(app);
const pain = await addCategory(app, admin.headers, { name: 'CSV pain relief' });
const tricky = await addMedicine(app, admin.headers, {
  name: 'Paracetamol 500mg, "extra"',
  price: 150.5,
  categoryId: pain.medicineCategoryId,
  description: 'Line one,\nline two: "quoted"\n- a dash line',
  dosage: '=1 tablet',
  nafdacNumber: '04-8642',
  activeIngredients: 'Paracetamol',
});
const tid = (tricky as { id: string }).id;

type Report = {
  applied: boolean;
  counts: Record<'created' | 'changed' | 'unchanged' | 'refused', number>;
  rows: { line: number; id: string | null; name: string; result: string; fields: string[]; reasons: string[] }[];
};
async function exportCsv() {
  const res = await app.inject({ method: 'GET', url: '/api/admin/catalogue.csv', headers: admin.headers });
  assert.equal(res.statusCode, 200, res.body);
  assert.match(String(res.headers['content-type']), /^text\/csv/);
  return res.body;
}
async function importCsv(csv: string, apply = false) {
  const res = await app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: admin.headers, payload: { csv, apply } });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Report;
}
const snapshot = async () =>
  (
    (await app.db.execute(`select id, version, updated_at::text as updated_at from medicines order by id`)) as unknown as {
      rows: unknown[];
    }
  ).rows.map((r) => JSON.stringify(r));
const auditCount = async () =>
  Number(((await app.db.execute(`select count(*) as n from audit_entries`)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
/** A CSV line from fields, quoted as needed. */
const line = (fields: string[]) => fields.map((f) => (/[",\r\n]/.test(f) ? `"${f.replace(/"/g, '""')}"` : f)).join(',');

test('export then import with no change changes nothing, dry run or applied', async () => {
  const csv = await exportCsv();
  const records = parseCsv(csv);
  const total = Number(((await app.db.execute(`select count(*) as n from medicines`)) as unknown as { rows: { n: unknown }[] }).rows[0].n);
  assert.ok(total > 50, `seeded catalogue: ${total}`);
  assert.equal(records.length, total + 1);
  const row = records.find((r) => r[0] === tid)!;
  assert.equal(row[1], 'Paracetamol 500mg, "extra"');
  assert.equal(row[13], 'Line one,\nline two: "quoted"\n- a dash line');
  assert.equal(row[14], '=1 tablet');

  const before = await snapshot();
  const audits = await auditCount();
  const dry = await importCsv(csv);
  assert.deepEqual(
    dry.counts,
    { created: 0, changed: 0, unchanged: total, refused: 0 },
    JSON.stringify(dry.rows.find((r) => r.result !== 'unchanged')),
  );
  const applied = await importCsv(csv, true);
  assert.equal(applied.applied, true);
  assert.deepEqual(applied.counts, dry.counts);
  assert.deepEqual(await snapshot(), before);
  assert.equal(await auditCount(), audits);
});

test('a dry run reports each refused row with its reason, and applying a file with refusals applies nothing', async () => {
  const [header, ...rows] = parseCsv(await exportCsv());
  const mine = rows.find((r) => r[0] === tid)!;
  const col = (name: string) => header.indexOf(name);
  const edit = (r: string[], changes: Record<string, string>) => {
    const copy = [...r];
    for (const [k, v] of Object.entries(changes)) copy[col(k)] = v;
    return copy;
  };
  const others = rows.filter((r) => r[0] !== tid).slice(0, 4);
  const file = [
    header,
    edit(mine, { price_naira: '175.00', strength: '500 mg' }),
    edit(others[0], { class: '' }),
    edit(others[1], { nafdac_number: 'NAFDAC 123' }),
    edit(others[2], { category: 'No such shelf' }),
    edit(others[3], { price_naira: '-5' }),
    edit(mine, { id: '', name: 'Ibuprofen 200mg', nafdac_number: '', hidden: '', price_naira: '300', active_ingredients: 'Ibuprofen' }),
  ]
    .map(line)
    .join('\r\n');
  const before = await snapshot();
  const audits = await auditCount();
  const dry = await importCsv(file);
  assert.equal(dry.applied, false);
  assert.deepEqual(dry.counts, { created: 1, changed: 1, unchanged: 0, refused: 4 });
  const byLine = new Map(dry.rows.map((r) => [r.line, r]));
  assert.equal(byLine.get(2)!.result, 'changed');
  assert.deepEqual(byLine.get(2)!.fields.sort(), ['price', 'strength']);
  assert.match(byLine.get(3)!.reasons.join(), /class missing/);
  assert.match(byLine.get(4)!.reasons.join(), /NAFDAC number "NAFDAC 123" is not in NAFDAC's format/);
  assert.match(byLine.get(5)!.reasons.join(), /unknown category "No such shelf"/);
  assert.match(byLine.get(6)!.reasons.join(), /negative price/);
  assert.equal(byLine.get(7)!.result, 'created');
  for (const l of [3, 4, 5, 6]) assert.equal(byLine.get(l)!.result, 'refused');

  const refusedApply = await importCsv(file, true);
  assert.equal(refusedApply.applied, false);
  assert.deepEqual(await snapshot(), before);
  assert.equal(await auditCount(), audits);
});

test('a corrected file is applied in one go and each change is in the audit log', async () => {
  const [header, ...rows] = parseCsv(await exportCsv());
  const mine = rows.find((r) => r[0] === tid)!;
  const col = (name: string) => header.indexOf(name);
  const changed = [...mine];
  changed[col('price_naira')] = '175.00';
  const added = [...mine];
  added[col('id')] = '';
  added[col('name')] = 'Ibuprofen 200mg';
  added[col('nafdac_number')] = '';
  added[col('hidden')] = '';
  added[col('active_ingredients')] = 'Ibuprofen';
  const file = [header, changed, added].map(line).join('\n');
  const report = await importCsv(file, true);
  assert.equal(report.applied, true, JSON.stringify(report.rows));
  assert.deepEqual(report.counts, { created: 1, changed: 1, unchanged: 0, refused: 0 });
  const med = (await app.inject({ method: 'GET', url: `/api/admin/medicines/${tid}`, headers: admin.headers })).json() as { price: number };
  assert.equal(med.price, 175);
  const newId = report.rows[1].id!;
  const [created] = (
    (await app.db.execute(`select name, hidden, price_kobo from medicines where id = '${newId}'`)) as unknown as {
      rows: { name: string; hidden: boolean; price_kobo: number }[];
    }
  ).rows;
  // Without a NAFDAC number it is added hidden, as the editor adds it.
  assert.deepEqual(created, { name: 'Ibuprofen 200mg', hidden: true, price_kobo: 15050 });
  const audit = (await app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${tid}`, headers: admin.headers })).json() as {
    action: string;
    changes: { field: string; from: unknown; to: unknown }[];
  }[];
  assert.equal(audit[0].action, 'import-update');
  assert.deepEqual(audit[0].changes, [{ field: 'price', from: 150.5, to: 175 }]);
  const createdAudit = (await app.inject({ method: 'GET', url: `/api/admin/audit?entityId=${newId}`, headers: admin.headers })).json() as {
    action: string;
  }[];
  assert.deepEqual(
    createdAudit.map((a) => a.action),
    ['import-create'],
  );
});

test('a row whose class disagrees with a prescription-only medicine is refused; shoppers cannot import', async () => {
  const [header, ...rows] = parseCsv(await exportCsv());
  const col = (name: string) => header.indexOf(name);
  const pom = rows.find((r) => r[col('class')] === 'pom' && r[col('active_ingredients')].length > 4)!;
  assert.ok(pom, 'the seed has prescription-only medicines');
  const copy = [...pom];
  copy[col('id')] = '';
  copy[col('name')] = `${pom[col('name')]} generic`;
  copy[col('class')] = 'otc';
  const report = await importCsv([header, copy].map(line).join('\n'));
  assert.equal(report.rows[0].result, 'refused');
  assert.match(report.rows[0].reasons.join(), /prescription-only/i);

  const res = await app.inject({ method: 'POST', url: '/api/admin/catalogue/import', headers: shopper.headers, payload: { csv: 'id' } });
  assert.equal(res.statusCode, 403);
  const bad = await app.inject({
    method: 'POST',
    url: '/api/admin/catalogue/import',
    headers: admin.headers,
    payload: { csv: 'name,price\nx,1' },
  });
  assert.equal(bad.statusCode, 400);
  assert.match(bad.json().message ?? bad.body, /missing: id, category, class, price_naira/);
});
