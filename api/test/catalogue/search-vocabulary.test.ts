// Search as Nigerians ask (issue 54): the vocabulary pharmacists keep, the search answer around the
// medicines (unstocked brand, strength, never a dead end), the week's unanswered searches and the
// one-step term that makes the next identical search succeed.
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { sql } from 'drizzle-orm';
import { weekOf } from '../../src/domains/catalogue/search-service';
import { buildTestApp } from '../helpers/build-test-app';
import { createAdmin, createUser, makePharmacist } from '../helpers/users';

const app = await buildTestApp({ seed: true });

type Answer = {
  query: string;
  results: { id: string; name: string; medicineClass: string; strength: string }[];
  total: number;
  understood: { term: string; kind: string }[];
  notStockedBrand: { brand: string; ingredient: string; message: { en: string; pcm: string } } | null;
  strength: string | null;
  otherStrength: string[];
  didYouMean: string[];
  category: { id: string; name: string } | null;
  askPharmacist: { en: string; pcm: string };
  message: { en: string; pcm: string } | null;
};

async function answer(q: string): Promise<Answer> {
  const res = await app.inject({ url: `/api/medicine/search?q=${encodeURIComponent(q)}` });
  assert.equal(res.statusCode, 200, res.body);
  return res.json() as Answer;
}
const names = (a: Answer) => a.results.map((m) => m.name);

test('everyday and Pidgin complaints lead to the medicines for them, over the counter first', async () => {
  const running = await answer('running stomach');
  assert.ok(names(running).slice(0, 3).includes('Emzor ORS Sachets (10)'), names(running).join(', '));
  assert.deepEqual(running.understood, [{ term: 'running stomach', kind: 'condition' }]);
  const hot = await answer('pikin hot body');
  assert.ok(
    names(hot)
      .slice(0, 2)
      .every((n) => ['Emzor Paracetamol Syrup 60ml', 'Nurofen for Children 100ml', 'Calpol Infant Suspension 100ml'].includes(n)),
    names(hot).join(', '),
  );
  const craw = await answer('craw-craw');
  assert.ok(craw.total > 0);
});

test('prescription-only medicines are shown as such, never ahead of what a shopper can buy', async () => {
  for (const q of ['catarrh', 'typhoid', 'eye peppery', 'allergy', 'body pain', 'fungal infection']) {
    const classes = (await answer(q)).results.map((m) => m.medicineClass);
    assert.ok(classes.length > 0, q);
    const firstPom = classes.indexOf('pom');
    if (firstPom >= 0)
      assert.ok(
        classes.slice(firstPom).every((c) => c === 'pom'),
        `${q}: ${classes.join(', ')}`,
      );
  }
  // Typhoid's only medicine here is prescription-only: it is shown, and says so.
  const typhoid = await answer('typhoid');
  assert.equal(typhoid.results[0].name, 'Ciprotab 500mg Tablets (10)');
  assert.equal(typhoid.results[0].medicineClass, 'pom');
});

test('a brand we do not stock offers the same ingredient we do, and says so', async () => {
  const advil = await answer('Advil');
  assert.equal(advil.notStockedBrand?.brand, 'advil');
  assert.equal(advil.notStockedBrand?.ingredient, 'ibuprofen');
  assert.match(advil.notStockedBrand!.message.en, /We don't stock that brand\. The same medicine/);
  assert.ok(advil.notStockedBrand!.message.pcm.length > 0);
  assert.equal(advil.results[0].name, 'Emzor Ibuprofen 400mg (24)');
  // A brand the shop does stock carries no note.
  assert.equal((await answer('Panadol')).notStockedBrand, null);
});

test('an ingredient and a strength: the strength sold under a brand first, other strengths labelled', async () => {
  const five = await answer('amlodipine 5mg');
  assert.equal(five.strength, '5mg');
  assert.equal(five.results[0].name, 'Norvasc 5mg Tablets (30)');
  const ten = five.results.find((m) => m.name === 'Amlodipine 10mg Tablets (28)');
  assert.ok(ten, 'the same ingredient at another strength follows');
  assert.deepEqual(five.otherStrength, [ten.id]);
  const ibuprofen = await answer('ibuprofen 200mg');
  assert.equal(ibuprofen.results[0].name, 'Emzor Ibuprofen 400mg (24)');
  assert.ok(ibuprofen.otherStrength.includes(ibuprofen.results[0].id));
});

test('a device asked for by its everyday name lists the device, not tablets', async () => {
  assert.equal((await answer('BP machine')).results[0].name, 'Omron M2 Blood Pressure Monitor');
  assert.equal((await answer('sugar machine')).results[0].name, 'Accu-Chek Active Glucometer Kit');
  assert.equal((await answer('pregnancy test')).results[0].name, 'Pregnancy Test Strip');
});

test('a misspelt active ingredient finds the medicine sold under a brand name that does not say it', async () => {
  // Zyrtec's name does not say cetirizine, so the name dictionary cannot correct "cetirizin"; the
  // catalogue's ingredient words can (one edit, two from nine letters).
  const zyrtec = await answer('cetirizin');
  assert.equal(zyrtec.results[0]?.name, 'Zyrtec 10mg Tablets (7)');
  assert.deepEqual(zyrtec.understood, [{ term: 'cetirizine', kind: 'ingredient' }]);
  assert.equal((await answer('amoxycilin')).results[0]?.medicineClass, 'pom');
  // A word too far from any ingredient is not forced onto one.
  assert.equal((await answer('cetrazolamide')).total, 0);
});

test('"<what> for <whom>": the words after "for" rank what the words before find, they add nothing', async () => {
  const thermometer = await answer('thermometer for pikin');
  assert.deepEqual(
    thermometer.results.map((m) => m.name),
    ['Digital Thermometer'],
  );
  // Antibiotics are prescription-only: the answer lists them as such (the shop's Antibiotics
  // category), not every over-the-counter cream whose description says "infection".
  const antibiotics = await answer('antibiotic for typhoid');
  assert.ok(antibiotics.results.length > 0);
  assert.ok(
    antibiotics.results.every((m) => m.medicineClass === 'pom'),
    JSON.stringify(antibiotics.results),
  );
  assert.equal(antibiotics.results[0].name, 'Ciprotab 500mg Tablets (10)');
  assert.match(antibiotics.askPharmacist.en, /antibiotic for typhoid/);
  // Drops for an infection: the drops, what a shopper can buy first, then the prescription-only one.
  const drops = await answer('ear drops for infection');
  assert.deepEqual(
    drops.results.map((m) => [m.name, m.medicineClass]),
    [
      ['Otorex Ear Drops 10ml', 'otc'],
      ['Gentamicin Eye/Ear Drops 0.3%', 'pom'],
    ],
  );
  // Without a term or a medicine's name before "for", the whole search counts as before.
  assert.ok((await answer('medicine for catarrh')).total > 0);
});

test('Pidgin "dey pain me" reads as "pain": a term written either way matches', async () => {
  const waist = await answer('my waist dey hurt me');
  assert.deepEqual(waist.understood, [{ term: 'waist pain', kind: 'condition' }]);
  assert.equal(waist.results[0]?.name, 'Emzor Ibuprofen 400mg (24)');
  // "tooth dey pain" is a term; "tooth pain" reads as the same.
  assert.deepEqual(
    (await answer('tooth pain')).results.map((m) => m.id),
    (await answer('my tooth dey pain me')).results.map((m) => m.id),
  );
});

test('the shop list ranks the same way as the search answer', async () => {
  const list = await app.inject({ url: `/api/medicine?search=${encodeURIComponent('running stomach')}` });
  assert.deepEqual(
    (list.json() as { name: string }[]).map((m) => m.name),
    names(await answer('running stomach')),
  );
});

test('nothing found is never a dead end: it says so, offers spellings and a pharmacist, and is counted without the shopper', async () => {
  const shopper = await createUser(app);
  const res = await app.inject({ url: `/api/medicine/search?q=${encodeURIComponent('Pile')}`, headers: shopper.headers });
  const pile = res.json() as Answer;
  assert.equal(pile.total, 0);
  assert.match(pile.message!.en, /We found nothing for "Pile"/);
  assert.match(pile.askPharmacist.en, /"Pile"/);
  const misspelt = await answer('paracetamoool xqzvk');
  assert.equal(misspelt.total, 0);
  assert.ok(misspelt.didYouMean.length > 0, JSON.stringify(misspelt));
  await answer('pile');
  const rows = (await app.db.execute(sql`SELECT * FROM unanswered_searches WHERE query = 'pile'`)) as unknown as {
    rows: Record<string, unknown>[];
  };
  assert.equal(rows.rows.length, 1);
  assert.equal(rows.rows[0].count, 2);
  assert.equal(rows.rows[0].week, weekOf(new Date()));
  assert.deepEqual(Object.keys(rows.rows[0]).sort(), ['count', 'last_at', 'query', 'week'], 'no shopper is recorded');
  assert.equal((await app.inject({ url: '/api/medicine/search?q=%20' })).statusCode, 400);

  // What a shopper may type about themself is never kept: an email address, a phone number, a sentence.
  const personal = ['ada.obi@example.com', 'call me 0803 123 4567', 'my name is ada obi and i live at 12 adeola odeku street lagos'];
  for (const q of personal) assert.equal((await answer(q)).total, 0, q);
  const kept = (await app.db.execute(sql`SELECT query FROM unanswered_searches`)) as unknown as { rows: { query: string }[] };
  assert.deepEqual(
    kept.rows.filter((r) => /ada|0803|adeola/.test(r.query)),
    [],
    'no personal detail is kept',
  );
  assert.ok(kept.rows.some((r) => r.query === 'pile'));
});

test("the admin sees the week's top unanswered searches and adds a term that makes the next identical search succeed", async () => {
  const admin = await createAdmin(app);
  for (let i = 0; i < 3; i++) await answer('gbogbo nise');
  await answer('zzkq');
  const list = await app.inject({ url: '/api/admin/unanswered-searches', headers: admin.headers });
  assert.equal(list.statusCode, 200, list.body);
  const { week, searches } = list.json() as { week: string; searches: { query: string; count: number }[] };
  assert.equal(week, weekOf(new Date()));
  assert.deepEqual(searches[0], { ...searches[0], query: 'gbogbo nise', count: 3 });

  const added = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: admin.headers,
    payload: { term: 'gbogbo nise', kind: 'condition', target: 'body pain, everyday pain', language: 'pcm' },
  });
  assert.equal(added.statusCode, 201, added.body);
  const term = added.json() as { id: string; version: number; editedBy: string };
  assert.equal(term.editedBy, admin.user.id);
  const after = await answer('gbogbo nise');
  assert.ok(names(after).includes('Emzor Paracetamol 500mg Tablets (96)'), names(after).join(', '));
  const again = (await app.inject({ url: '/api/admin/unanswered-searches', headers: admin.headers })).json() as {
    searches: { query: string }[];
  };
  assert.ok(!again.searches.some((s) => s.query === 'gbogbo nise'), 'an answered search leaves the list');

  const audit = await app.inject({ url: `/api/admin/audit?entityType=search-term&entityId=${term.id}`, headers: admin.headers });
  assert.equal(audit.statusCode, 200, audit.body);
  assert.equal((audit.json() as unknown[]).length >= 1 || (audit.json() as { items: unknown[] }).items?.length >= 1, true);

  const duplicate = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: admin.headers,
    payload: { term: 'Gbogbo  Nise', kind: 'condition', target: 'pain' },
  });
  assert.equal(duplicate.statusCode, 409);
  const bad = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: admin.headers,
    payload: { term: 'x', kind: 'condition', target: 'pain' },
  });
  assert.equal(bad.statusCode, 400);
});

test('terms are edited from the version read and deleted (audited); only admins and pharmacists may', async () => {
  const admin = await createAdmin(app);
  const pharmacist = await makePharmacist(app, await createUser(app));
  const shopper = await createUser(app);
  assert.equal((await app.inject({ url: '/api/admin/search-terms', headers: shopper.headers })).statusCode, 403);
  assert.equal((await app.inject({ url: '/api/admin/search-terms' })).statusCode, 401);
  const refused = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: shopper.headers,
    payload: { term: 'abc', kind: 'condition', target: 'pain' },
  });
  assert.equal(refused.statusCode, 403);

  const created = await app.inject({
    method: 'POST',
    url: '/api/admin/search-terms',
    headers: pharmacist.headers,
    payload: { term: 'kpako belle', kind: 'condition', target: 'constipation' },
  });
  assert.equal(created.statusCode, 201, created.body);
  const { id } = created.json() as { id: string };
  assert.equal(names(await answer('kpako belle'))[0], 'Dulcolax 5mg Tablets (30)');

  const edited = await app.inject({
    method: 'PATCH',
    url: `/api/admin/search-terms/${id}`,
    headers: admin.headers,
    payload: { version: 1, target: 'heartburn' },
  });
  assert.equal(edited.statusCode, 200, edited.body);
  assert.equal(edited.json().version, 2);
  assert.ok(
    !names(await answer('kpako belle'))
      .slice(0, 3)
      .includes('Dulcolax 5mg Tablets (30)'),
    'the edit applies at once',
  );
  const stale = await app.inject({
    method: 'PATCH',
    url: `/api/admin/search-terms/${id}`,
    headers: admin.headers,
    payload: { version: 1, target: 'cough' },
  });
  assert.equal(stale.statusCode, 409);
  const all = (await app.inject({ url: '/api/admin/search-terms', headers: pharmacist.headers })).json() as { term: string }[];
  assert.ok(all.length > 300 && all.some((t) => t.term === 'running stomach'), 'the seeded vocabulary');

  const deleted = await app.inject({ method: 'DELETE', url: `/api/admin/search-terms/${id}?version=2`, headers: admin.headers });
  assert.equal(deleted.statusCode, 204);
  assert.equal((await answer('kpako belle')).total, 0);
  const audit = await app.db.execute(
    sql`SELECT action FROM audit_entries WHERE entity_type = 'search-term' AND entity_id = ${id} ORDER BY at`,
  );
  assert.deepEqual(
    (audit as unknown as { rows: { action: string }[] }).rows.map((r) => r.action),
    ['create', 'update', 'delete'],
  );
});
