// The third outside attack run, its health-data and HTTP findings (issue items 4, 5, 12 and 14;
// docs/security.md), each reproduced over real HTTP: the API listening on a port, and `npm start`'s
// site server in front of it for that hop's defects. Runs on PGlite, and on PostgreSQL when
// DATABASE_URL is set.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { eq, inArray } from 'drizzle-orm';
import { createSiteServer } from '../../../scripts/lib/site-server';
import { prescriptionAccessLog, prescriptions } from '../../src/platform/db/schema/index';
import { buildTestApp } from '../helpers/build-test-app';
import { multipartBody } from '../helpers/catalogue';
import { createMedicines } from '../helpers/commerce';
import { rawExchange, request } from '../helpers/http-client';
import { createAdmin, createUser, TEST_PASSWORD, type TestUser } from '../helpers/users';
import { pdf, pdfWithObjectStream, png, today, upload } from '../prescriptions/helpers';

const app = await buildTestApp();
const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
const siteRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-site-'));
// Short header timeout, checked often, so a slow client is seen within a test.
const site = createSiteServer({ root: siteRoot, port: 0, apiUrl, timeouts: { headersMs: 400, checkEveryMs: 100 } });
let siteUrl = '';
before(async () => {
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});
after(async () => {
  await new Promise((resolve) => site.close(resolve));
  fs.rmSync(siteRoot, { recursive: true, force: true });
});

const OPEN_ACTION = '/OpenAction << /S /JavaScript /JS (app.alert\\(1\\)) >>';
const catalogue = (extra = '') => `<< /Type /Catalog /Pages 2 0 R ${extra} >>`;
const pageWith = (extra: string) => `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 300 200] ${extra} >>`;

async function accessRows(ids: string[]) {
  return app.db.select().from(prescriptionAccessLog).where(inArray(prescriptionAccessLog.prescriptionId, ids));
}

test('4. a PDF whose catalogue hides an action in a twice-Flate or hex-encoded object stream is refused, as is any action, link, attachment or form, and an unreadable PDF', async () => {
  const ada = await createUser(app);
  const attacks: [string, Buffer][] = [
    [
      'OpenAction in a [/FlateDecode /FlateDecode] object stream',
      pdfWithObjectStream({ 1: catalogue(OPEN_ACTION) }, ['FlateDecode', 'FlateDecode']),
    ],
    ['OpenAction in an /ASCIIHexDecode object stream', pdfWithObjectStream({ 1: catalogue(OPEN_ACTION) }, ['ASCIIHexDecode'])],
    ['OpenAction in a hex-then-Flate object stream', pdfWithObjectStream({ 1: catalogue(OPEN_ACTION) }, ['ASCIIHexDecode', 'FlateDecode'])],
    [
      'a page action (AA) launching a program, hidden twice-Flate',
      pdfWithObjectStream({ 3: pageWith('/AA << /O << /S /Launch /F (cmd.exe) >> >>') }, ['FlateDecode', 'FlateDecode'], {
        1: catalogue(),
      }),
    ],
    [
      'a URI link on the page',
      pdf('', '3 0 obj ' + pageWith('/Annots [<< /Type /Annot /Subtype /Link /A << /S /URI /URI (http://x.test/) >> >>]') + ' endobj'),
    ],
    [
      'a file attachment annotation',
      pdf('', '3 0 obj ' + pageWith('/Annots [<< /Type /Annot /Subtype /FileAttachment /FS 7 0 R >>]') + ' endobj'),
    ],
    ['a form that submits elsewhere', pdf('/AcroForm << /Fields [<< /FT /Btn /T (go) /A << /S /SubmitForm /F (http://x.test/) >> >>] >>')],
    ['a form that imports data', pdf('/AcroForm << /Fields [<< /FT /Btn /T (in) /A << /S /ImportData /F (data.fdf) >> >>] >>')],
  ];
  for (const [label, bytes] of attacks) {
    const res = await upload(apiUrl, ada, { bytes, name: 'rx.pdf', type: 'application/pdf' });
    assert.equal(res.status, 400, `${label}: ${JSON.stringify(res.json)}`);
    assert.equal(res.json.code, 'prescription-pdf-active-content', label);
  }
  const unreadable = await upload(apiUrl, ada, {
    bytes: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog /Pages 2 0 R\n%%EOF\n'),
    name: 'x.pdf',
  });
  assert.equal(unreadable.status, 400, JSON.stringify(unreadable.json));
  assert.equal(unreadable.json.code, 'prescription-pdf-unreadable');
  assert.equal(
    (await app.db.select().from(prescriptions).where(eq(prescriptions.userId, ada.user.id))).length,
    0,
    'nothing refused was kept',
  );

  // The same structure without an action, compressed the same ways, is a prescription like any other.
  const clean = await upload(apiUrl, ada, {
    bytes: pdfWithObjectStream({ 1: catalogue() }, ['ASCIIHexDecode', 'FlateDecode', 'FlateDecode']),
    name: 'rx.pdf',
  });
  assert.equal(clean.status, 201, JSON.stringify(clean.json));
});

test('5. anonymous reads and reads of made-up ids write nothing in any access log; they are counted; the log has a foreign key', async () => {
  const ada = await createUser(app, { firstName: 'Ada', lastName: 'Obi' });
  const bola = await createUser(app, { firstName: 'Bola', lastName: 'Ade' });
  const { json: rx } = await upload(apiUrl, ada, { bytes: await png(), name: 'rx.png' });
  const madeUp = '0b0c2d9e-1111-4222-8333-944445555666';
  const before = { ...app.prescriptions.unloggedRefusals };
  for (let i = 0; i < 5; i++) {
    for (const url of [`/api/prescriptions/${rx.id}/file`, `/api/prescriptions/${rx.id}`]) {
      assert.equal((await request(`${apiUrl}${url}`)).status, 401, url);
    }
  }
  assert.deepEqual(await accessRows([rx.id]), [], "anonymous attempts write nothing in the patient's log");
  assert.equal(app.prescriptions.unloggedRefusals.anonymous - before.anonymous, 10, 'they are counted');
  assert.equal((await request(`${apiUrl}/api/prescriptions/${madeUp}/file`)).status, 401);
  assert.equal((await request(`${apiUrl}/api/prescriptions/${madeUp}/file`, { headers: bola.headers })).status, 404);
  assert.deepEqual(await accessRows([madeUp]), [], 'nor do attempts on an id that names no prescription');
  assert.equal(app.prescriptions.unloggedRefusals.anonymous - before.anonymous, 11);
  assert.equal(app.prescriptions.unloggedRefusals.missing - before.missing, 1);

  // Signed-in reads of a prescription that exists are still logged, the refused one included.
  assert.equal((await request(`${apiUrl}/api/prescriptions/${rx.id}/file`, { headers: bola.headers })).status, 403);
  assert.equal((await request(`${apiUrl}/api/prescriptions/${rx.id}`, { headers: ada.headers })).status, 200);
  const log = (await request(`${apiUrl}/api/prescriptions/${rx.id}/access-log`, { headers: ada.headers })).json();
  assert.deepEqual(
    log.items.map((e: { actor: string; allowed: boolean }) => [e.actor, e.allowed]),
    [
      ['owner', true],
      ['other', false],
    ],
  );
  await assert.rejects(
    app.db.insert(prescriptionAccessLog).values({ prescriptionId: madeUp, actorName: 'x', actor: 'other', action: 'view', allowed: false }),
    'the database refuses a row about a prescription that does not exist',
  );
});

test('12. every answer that depends on who asks says Cache-Control: private, no-store; the public catalogue keeps its caching', async () => {
  const admin = await createAdmin(app);
  const shopper = await createUser(app);
  const login = await request(`${apiUrl}/api/user/authenticate`, {
    method: 'POST',
    body: { username: shopper.user.userName, password: TEST_PASSWORD },
  });
  assert.equal(login.status, 200, login.text);
  const refresh = await request(`${apiUrl}/api/user/refresh`, { method: 'POST', body: { refreshToken: login.json().refreshToken } });
  assert.equal(refresh.status, 200, refresh.text);
  const id = shopper.user.id;
  const personal: [string, TestUser | null, string][] = [
    ['login', null, ''],
    ['refresh', null, ''],
    ['profile', shopper, `/api/user/user-profile/${id}`],
    ['cart', shopper, `/api/carts/getcartitems?userId=${id}`],
    ['orders', shopper, `/api/Order/history/${id}`],
    ['addresses', shopper, '/api/delivery/addresses'],
    ['prescription list', shopper, '/api/prescriptions'],
    ['admin: users', admin, '/api/user'],
    ['admin: orders', admin, '/api/Order'],
    ['admin: payments', admin, '/api/payment/transactions'],
    ['admin: medicines', admin, '/api/admin/medicines'],
    ['admin: audit', admin, '/api/admin/audit'],
  ];
  for (const [label, user, url] of personal) {
    const res = label === 'login' ? login : label === 'refresh' ? refresh : await request(`${apiUrl}${url}`, { headers: user!.headers });
    assert.equal(res.status, 200, `${label}: ${res.text}`);
    assert.equal(res.headers['cache-control'], 'private, no-store', label);
  }
  const tracked = await request(`${apiUrl}/api/Order/track/0b0c2d9e-1111-4222-8333-944445555666`, { headers: shopper.headers });
  assert.equal(tracked.headers['cache-control'], 'private, no-store', 'tracking, even when there is no such order');
  const refused = await request(`${apiUrl}/api/payment/verify/no-such-ref`, { headers: shopper.headers });
  assert.equal(refused.headers['cache-control'], 'private, no-store', 'verify');
  for (const url of ['/api/medicine', '/api/medicine-categories']) {
    assert.equal((await request(`${apiUrl}${url}`)).headers['cache-control'], 'public, no-cache', url);
  }
});

/** Sends `size` bytes as a chunked body; the answer, or how the connection ended when there was none. */
function sendChunked(
  url: string,
  size: number,
  headers: Record<string, string>,
): Promise<{ status: number; text: string } | { error: string }> {
  return new Promise((resolve) => {
    const req = http.request(url, { method: 'POST', headers: { ...headers, 'transfer-encoding': 'chunked' }, agent: false }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
      res.on('error', (err) => resolve({ error: err.message }));
    });
    req.on('error', (err) => resolve({ error: (err as NodeJS.ErrnoException).code ?? err.message }));
    const chunk = Buffer.alloc(64 * 1024, 0x20);
    let sent = 0;
    const write = () => {
      while (sent < size) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', write);
      }
      req.end();
    };
    write();
  });
}

test('14a. malformed or truncated multipart on both upload routes and NUL in its text fields are a 400, never a 500', async () => {
  const admin = await createAdmin(app);
  const ada = await createUser(app);
  const file = { name: 'file', filename: 'rx.png', contentType: 'image/png', data: await png() };
  const good = multipartBody([{ name: 'prescriberName', data: 'Dr. Ngozi Eze' }, { name: 'writtenOn', data: today() }, file]);
  const boundary = /boundary=(.+)$/.exec(good.headers['content-type'])![1];
  const bodies: [string, Buffer, string][] = [
    ['truncated before its closing boundary', good.payload.subarray(0, good.payload.length - 40), good.headers['content-type']],
    ['not multipart inside', Buffer.from('this is not a multipart body at all'), good.headers['content-type']],
    [
      'a malformed part header',
      Buffer.from(`--${boundary}\r\nContent-Disposition form-data name\r\n\r\nx\r\n--${boundary}--\r\n`),
      good.headers['content-type'],
    ],
    ['no boundary', good.payload, 'multipart/form-data'],
  ];
  for (const [route, user] of [
    ['/api/prescriptions', ada],
    ['/api/medicine/uploadImage', admin],
  ] as const) {
    for (const [label, body, type] of bodies) {
      const res = await request(`${apiUrl}${route}`, { method: 'POST', headers: { ...user.headers, 'content-type': type }, body });
      assert.equal(res.status, 400, `${route}, ${label}: ${res.status} ${res.text}`);
    }
  }
  for (const field of ['prescriberName', 'notes']) {
    const form = multipartBody([
      { name: 'prescriberName', data: field === 'prescriberName' ? 'Dr. Ngozi\u0000 Eze' : 'Dr. Ngozi Eze' },
      { name: 'writtenOn', data: today() },
      { name: 'notes', data: field === 'notes' ? 'twice\u0000 daily' : 'twice daily' },
      file,
    ]);
    const res = await request(`${apiUrl}/api/prescriptions`, {
      method: 'POST',
      headers: { ...ada.headers, ...form.headers },
      body: form.payload,
    });
    assert.equal(res.status, 400, `${field}: ${res.text}`);
    assert.equal(res.json().errors[0].field, field);
  }
});

test('14b. an admin adding to the cart of a user that does not exist gets 404', async () => {
  const admin = await createAdmin(app);
  const [medicine] = await createMedicines(app, [{ name: 'Cart-404 Paracetamol', price: 500 }]);
  const res = await request(`${apiUrl}/api/carts/add`, {
    method: 'POST',
    headers: admin.headers,
    body: { medicineId: medicine.id, quantity: 1, userId: '0b0c2d9e-1111-4222-8333-944445555666' },
  });
  assert.equal(res.status, 404, res.text);
  assert.match(res.json().message, /no shopper/i);
});

test('14c. a path id over 100 characters is a 400 naming the field; every path parameter is bounded and its 400 documented', async () => {
  const ada = await createUser(app);
  const long = 'a'.repeat(150);
  for (const url of [
    `/api/prescriptions/${long}`,
    `/api/medicine/${long}`,
    `/api/Order/track/${long}`,
    `/api/images/${long}${long}-400.webp`,
  ]) {
    const res = await request(`${apiUrl}${url}`, { headers: ada.headers });
    assert.equal(res.status, 400, `${url.slice(0, 30)}: ${res.status} ${res.text}`);
    assert.ok(res.json().errors?.length, 'names the field');
  }
  const document = app.swagger() as unknown as {
    paths: Record<
      string,
      Record<string, { parameters?: { in: string; name: string; schema: { maxLength?: number } }[]; responses: Record<string, unknown> }>
    >;
  };
  for (const [url, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      const params = (operation.parameters ?? []).filter((p) => p.in === 'path');
      if (params.length === 0) continue;
      assert.ok(operation.responses['400'], `${method} ${url} documents 400`);
      for (const p of params) assert.ok(p.schema.maxLength && p.schema.maxLength <= 1024, `${method} ${url}: ${p.name} has a maxLength`);
    }
  }
});

test('14d. invalid UTF-8 in a JSON body is a 400 saying so, not a Content-Length complaint', async () => {
  const body = Buffer.concat([Buffer.from('{"username":"ada'), Buffer.from([0xff, 0xfe]), Buffer.from('","password":"x"}')]);
  for (const base of [apiUrl, siteUrl]) {
    const res = await request(`${base}/api/user/authenticate`, { method: 'POST', headers: { 'content-type': 'application/json' }, body });
    assert.equal(res.status, 400, res.text);
    assert.equal(res.json().message, 'The request body is not valid UTF-8 JSON.');
  }
});

test('14e. the two multipart operations describe their multipart/form-data bodies in the OpenAPI document', () => {
  const document = app.swagger() as unknown as {
    paths: Record<
      string,
      {
        post: {
          requestBody?: { content: Record<string, { schema: { required: string[]; properties: Record<string, { format?: string }> } }> };
        };
      }
    >;
  };
  for (const [url, fields] of [
    ['/api/prescriptions', ['file', 'prescriberName', 'writtenOn', 'notes']],
    ['/api/medicine/uploadImage', ['file']],
  ] as const) {
    const schema = document.paths[url].post.requestBody?.content['multipart/form-data']?.schema;
    assert.ok(schema, `${url} has a multipart/form-data request body`);
    assert.deepEqual(Object.keys(schema.properties).sort(), [...fields].sort(), url);
    assert.equal(schema.properties.file.format, 'binary');
    assert.ok(schema.required.includes('file'));
  }
});

test('14f. the site server answers headers that arrive too slowly with a JSON 408', async () => {
  const answer = await rawExchange(siteUrl, 'GET /api/medicine HTTP/1.1\r\nHost: x\r\nX-Slow: ', { timeoutMs: 5000 });
  assert.match(answer, /^HTTP\/1\.1 408 /, answer);
  assert.match(answer, /"message":"The request took too long to arrive\."/);
});

test(
  '14g. a chunked body over 12 MB through the site server is a JSON 413, not a reset or a pass-through',
  { timeout: 90_000 },
  async () => {
    // In front of the API (whose own limit is 1 MB for JSON)…
    const viaApi = await sendChunked(`${siteUrl}/api/contact/send-email`, 13 * 1024 * 1024, { 'content-type': 'application/json' });
    assert.ok('status' in viaApi, `the connection ended without an answer (${'error' in viaApi ? viaApi.error : ''})`);
    assert.equal(viaApi.status, 413, viaApi.text);
    assert.ok(JSON.parse(viaApi.text).message);
    // …and in front of an upstream that would read any body: the site server's own 12 MB limit, as nginx's.
    const reader = http.createServer((req, res) => {
      req.resume();
      req.on('end', () => res.end('{"read":true}'));
    });
    await new Promise<void>((resolve) => reader.listen(0, '127.0.0.1', resolve));
    const readerUrl = `http://127.0.0.1:${(reader.address() as AddressInfo).port}`;
    const front = createSiteServer({ root: siteRoot, port: 0, apiUrl: readerUrl });
    await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
    try {
      const frontUrl = `http://127.0.0.1:${(front.address() as AddressInfo).port}`;
      const res = await sendChunked(`${frontUrl}/api/anything`, 13 * 1024 * 1024, { 'content-type': 'application/json' });
      assert.ok('status' in res, `the connection ended without an answer (${'error' in res ? res.error : ''})`);
      assert.equal(res.status, 413, res.text);
      assert.equal(JSON.parse(res.text).message, 'The request body is too large.');
      const small = await sendChunked(`${frontUrl}/api/anything`, 1024 * 1024, { 'content-type': 'application/json' });
      assert.ok('status' in small && small.status === 200, 'a chunked body under the limit still goes through');
    } finally {
      await new Promise((resolve) => front.close(resolve));
      await new Promise((resolve) => reader.close(resolve));
    }
  },
);
