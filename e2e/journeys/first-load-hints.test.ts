// The site server's preload hints and first views (scripts/lib/first-load-hints.ts), over HTTP on a
// folder laid out like the builds: what a route needs is hinted from the remotes' live routes.json, a
// redeployed remote's new files on the next load, never the admin remote's, never a guarded page's
// data; a page with a first view is drawn by its remote's renderer with the reads the route declares.
// The API here is a stand-in that answers those reads; the journeys draw first views from the real one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
import zlib from 'node:zlib';
import { AFTER_FIRST_PAINT_LOADER, AFTER_FIRST_PAINT_LOADER_HASH } from '../../scripts/lib/first-load-hints';
import { createPageServer } from '../../scripts/lib/page-server';
import { REPO_ROOT } from '../../scripts/lib/stack';
import { createSiteServer } from '../../scripts/lib/site-server';
import { freePort } from '../support/ports';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-hints-'));
const write = (file: string, content: string) => {
  fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
  fs.writeFileSync(path.join(root, file), content);
};
// As the minified build writes it (attribute quotes dropped where they may be).
write(
  'shell/dist/index.html',
  '<!doctype html><html><head><title>e-pharmacy</title><script defer src=/main.0a0a0a0a0a.js></script><link href=/main.css rel=stylesheet></head><body><div id=first-paint hidden inert><header><ul><li><a href=/dashboard>Home</a></li></ul></header><main><template data-first-view></template></main></div><div id=root></div></body></html>',
);
// The shell's API client, as its build lists it (tooling/webpack/startup-preload.mjs).
write(
  'shell/dist/start-chunks.json',
  JSON.stringify({
    startup: ['bootstrap.5555555555.js', '470.6666666666.js'],
    apiClient: ['122.abcdef0123.js', 'api-client.0123abcdef.js'],
  }),
);
// A renderer as the catalog's build writes it (first-views/render.mjs): it draws what it is given,
// and nothing when a read failed or did not come in time (as the catalog's own does).
const renderer = (version: string) => `
export function renderFirstView({ page, url, params, reads }) {
  if (Object.values(reads).some((read) => !read || read.status !== 200)) return null;
  if (page === 'broken') throw new Error('cannot draw');
  const picture = reads['/api/medicine/:id']?.body?.imageUrl ?? '/api/images/m1-800.webp';
  const pictures = page === 'medicineDetails'
    ? '<link rel="preload" as="image" href="' + picture + '" fetchPriority="high"/><link rel="preload" as="image" href="/api/images/m2-400.webp"/>'
    : '';
  return pictures + '<section data-page="' + page + '" data-version="${version}">' + JSON.stringify({ url, params, reads }).replace(/</g, '&lt;') + '</section>';
}
// The page that hydrates its view (the catalog's dashboard, medicines and a medicine do).
export function firstViewHydration({ page }) {
  return page === 'offers' ? { locale: 'en' } : null;
}`;
write('catalog-mfe/dist/first-views/render.mjs', renderer('1'));
const catalog = (pageChunk: string) =>
  JSON.stringify({
    remote: 'catalog',
    routes: [
      {
        path: 'dashboard',
        page: 'dashboard',
        guard: 'none',
        preload: ['/api/medicine-categories'],
        firstView: 'first-views/render.mjs',
      },
      {
        path: 'medicines/:id',
        page: 'medicineDetails',
        guard: 'none',
        preload: ['/api/medicine/:id'],
        firstView: 'first-views/render.mjs',
      },
      { path: 'medicines', page: 'medicines', guard: 'none', preload: ['/api/slow'], firstView: 'first-views/render.mjs' },
      { path: 'broken', page: 'broken', guard: 'none', firstView: 'first-views/render.mjs' },
      { path: 'offers', page: 'offers', guard: 'none', preload: ['/api/offers'], firstView: 'first-views/render.mjs' },
      { path: 'medicines/category/:categoryId', page: 'categoryMedicines', guard: 'none' },
    ],
    assets: {
      dashboard: [pageChunk, 'dashboard.cccccccccc.css', 'expose.1111111111.js'],
      medicineDetails: ['details.2222222222.js', 'details.dddddddddd.css'],
      categoryMedicines: ['cat.3333333333.js'],
    },
  });
write('catalog-mfe/dist/routes.json', catalog('dashboard.aaaaaaaaaa.js'));
write(
  'account-mfe/dist/routes.json',
  JSON.stringify({
    remote: 'account',
    routes: [{ path: 'profile', page: 'profile', guard: 'login', preload: ['/api/user/me'] }],
    assets: { profile: ['profile.4444444444.js'] },
  }),
);
write(
  'admin-mfe/dist/routes.json',
  JSON.stringify({
    remote: 'admin',
    routes: [{ path: 'orders', page: 'orders', guard: 'admin' }],
    assets: { orders: ['orders.5555555555.js'] },
  }),
);

/** A read whose text would end a script element, open a comment or break a line in old JavaScript, were it not escaped. */
const OFFERS = [{ name: 'Zinc </script><script>alert(1)</script> <!-- & \u2028 \u2029 </SCRIPT >' }];

// The API's stand-in: the categories, one medicine (any other is not found), and a read slower than
// the first view waits for. It counts the reads and keeps the address each came for.
const apiCalls: { url: string; forwardedFor: string }[] = [];
const api = http.createServer((req, res) => {
  apiCalls.push({ url: req.url ?? '', forwardedFor: String(req.headers['x-forwarded-for'] ?? '') });
  // With its length, as Fastify answers.
  const answer = (status: number, body: unknown) => {
    const json = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(json) });
    res.end(json);
  };
  if (req.url === '/api/medicine-categories') return answer(200, [{ name: 'Pain relief <b>' }]);
  if (req.url === '/api/medicine/m1') return answer(200, { id: 'm1', name: 'Paracetamol' });
  if (req.url === '/api/medicine/m2') return answer(200, { id: 'm2', name: 'Ibuprofen' });
  if (req.url === '/api/medicine/m%24')
    return answer(200, { id: 'm$', name: "Vitamin C $' $& $`", imageUrl: "/api/images/vitamin-c-$'-800.webp" });
  if (req.url === '/api/offers') return answer(200, OFFERS);
  if (req.url === '/api/slow') return void setTimeout(() => answer(200, []), 2000);
  if (req.url === '/api/list') {
    res.writeHead(200, { 'Content-Type': 'application/json; charset=utf-8', ETag: '"list-1"' });
    return void res.end(JSON.stringify(Array.from({ length: 200 }, (_, i) => ({ id: i, name: `Medicine ${i}` }))));
  }
  answer(404, { message: 'Not found' });
});
const apiPort = await freePort();
await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', () => resolve()));

const port = await freePort();
const server = createSiteServer({ root, port, apiUrl: `http://127.0.0.1:${apiPort}` });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
after(() => {
  server.close();
  api.close();
  api.closeAllConnections();
  fs.rmSync(root, { recursive: true, force: true });
});

const hintsFor = async (route: string) => {
  const html = await (await fetch(`http://127.0.0.1:${port}${route}`)).text();
  return [...html.matchAll(/<link rel="(preload|stylesheet)" href="([^"]+)"(?: as="(\w+)")?( crossorigin)?>/g)].map(
    (m) => `${m[1] === 'stylesheet' ? 'stylesheet' : m[3]}${m[4] ? '+cors' : ''} ${m[2]}`,
  );
};

test("the dashboard's remote entry, page chunks and data are hinted with the HTML, beside the configuration, the shell's start-up scripts and the route manifests", async () => {
  assert.deepEqual(await hintsFor('/dashboard'), [
    // With a first view, the page's stylesheet draws it, after the shell's, in the head; the
    // hints follow the view (below).
    'stylesheet /remotes/catalog-mfe/dashboard.cccccccccc.css',
    'fetch+cors /runtime-config.json',
    'script /bootstrap.5555555555.js',
    'script /470.6666666666.js',
    'fetch+cors /remotes/catalog-mfe/routes.json',
    'script /remotes/catalog-mfe/remoteEntry.js',
    'script /remotes/catalog-mfe/dashboard.aaaaaaaaaa.js',
    'script /remotes/catalog-mfe/expose.1111111111.js',
    'fetch+cors /api/medicine-categories',
    'fetch+cors /remotes/cart-checkout-mfe/routes.json',
    'fetch+cors /remotes/account-mfe/routes.json',
  ]);
});

test("with a first view nothing but the view's stylesheets and largest picture is asked for before it is painted; its one script, allowed by hash, asks for the rest then", async () => {
  const answer = await fetch(`http://127.0.0.1:${port}/medicines/m1`);
  const html = await answer.text();
  const [head, body] = html.split('</head>');
  assert.doesNotMatch(head, /<script|as="script"|as="fetch"/, head);
  assert.match(head, /<link rel="preload" as="image" href="\/api\/images\/m1-800\.webp" fetchPriority="high"\/>/);
  const waiting = /<template id="after-first-paint">(.*?)<\/template><script>([^<]*)<\/script><\/body>/.exec(body);
  assert.ok(waiting, body.slice(-800));
  assert.match(waiting[1], /^<link rel="preload" href="\/runtime-config\.json" as="fetch" crossorigin>/);
  assert.match(waiting[1], /<link rel="preload" href="\/remotes\/catalog-mfe\/remoteEntry\.js" as="script">/);
  assert.match(waiting[1], /<script src="\/main\.0a0a0a0a0a\.js"><\/script>$/, "the shell's script comes last, after its hints");
  assert.equal(waiting[2], AFTER_FIRST_PAINT_LOADER);
  const csp = answer.headers.get('content-security-policy') ?? '';
  assert.match(csp, new RegExp(`script-src 'self' ${AFTER_FIRST_PAINT_LOADER_HASH.replace(/[+/=]/g, '\\$&')}`));
  // The production nginx sends its own policy: the same hash.
  const template = fs.readFileSync(path.join(REPO_ROOT, 'nginx', 'templates', 'storefront.conf.template'), 'utf8');
  assert.ok(template.includes(`script-src 'self' ${AFTER_FIRST_PAINT_LOADER_HASH} `), 'the storefront CSP allows the loader');
  // Without a first view the shell's script stays in the head, where the browser finds it at once.
  const plain = await (await fetch(`http://127.0.0.1:${port}/medicines/category/x`)).text();
  assert.match(plain.split('</head>')[0], /<script defer src=\/main\.0a0a0a0a0a\.js><\/script>/);
  assert.doesNotMatch(plain, /after-first-paint/);
});

test('route parameters go into the hinted reads, and the route with the most fixed segments wins', async () => {
  const details = await hintsFor('/medicines/8b1f0c1e-1111-4a4a-9999-000000000001');
  assert.ok(details.includes('fetch+cors /api/medicine/8b1f0c1e-1111-4a4a-9999-000000000001'), details.join('\n'));
  assert.ok(details.includes('script /remotes/catalog-mfe/details.2222222222.js'));
  assert.ok(
    details.includes('style /remotes/catalog-mfe/details.dddddddddd.css'),
    'without a first view, the stylesheet is only fetched early',
  );
  const category = await hintsFor('/medicines/category/x');
  assert.ok(category.includes('script /remotes/catalog-mfe/cat.3333333333.js'));
  // Without a first view the page waits for the app: the shell's start-up scripts come first, beside main.js.
  assert.deepEqual(category.slice(0, 3), [
    'fetch+cors /runtime-config.json',
    'script /bootstrap.5555555555.js',
    'script /470.6666666666.js',
  ]);
  assert.ok(!category.some((h) => h.includes('details.')));
});

test("a shopper's own page gets its code hinted but never its data; the admin remote is never hinted; an unknown path gets only the shared hints", async () => {
  const profile = await hintsFor('/profile');
  assert.ok(profile.includes('script /remotes/account-mfe/profile.4444444444.js'), profile.join('\n'));
  assert.ok(profile.includes('script /remotes/account-mfe/remoteEntry.js'), profile.join('\n'));
  // Its first call is at once, so the shell's API client (loaded with the first call) is hinted too; not on public pages.
  assert.ok(profile.includes('script /api-client.0123abcdef.js') && profile.includes('script /122.abcdef0123.js'), profile.join('\n'));
  assert.ok(!(await hintsFor('/dashboard')).some((h) => h.includes('api-client')));
  assert.ok(!profile.some((h) => h.includes('/api/user/me')), profile.join('\n'));
  assert.ok(!profile.some((h) => h.includes('admin-mfe')));
  assert.ok(!(await hintsFor('/orders')).some((h) => h.includes('admin-mfe')));
  assert.deepEqual(await hintsFor('/nowhere'), [
    'fetch+cors /runtime-config.json',
    'script /bootstrap.5555555555.js',
    'script /470.6666666666.js',
    'fetch+cors /remotes/catalog-mfe/routes.json',
    'fetch+cors /remotes/cart-checkout-mfe/routes.json',
    'fetch+cors /remotes/account-mfe/routes.json',
  ]);
});

test('a remote redeployed alone is hinted with its new files on the next load', async () => {
  write('catalog-mfe/dist/routes.json', catalog('dashboard.bbbbbbbbbb.js'));
  // A new mtime even on a coarse clock.
  const later = new Date(Date.now() + 5000);
  fs.utimesSync(path.join(root, 'catalog-mfe/dist/routes.json'), later, later);
  const hints = await hintsFor('/dashboard');
  assert.ok(hints.includes('script /remotes/catalog-mfe/dashboard.bbbbbbbbbb.js'));
  assert.ok(!hints.some((h) => h.includes('aaaaaaaaaa')));
});

test("a page with a first view is sent drawn with the route's reads, in the shell's frame, the main menu marking the page, the app's root hidden until the page takes over", async () => {
  const html = await (await fetch(`http://127.0.0.1:${port}/dashboard?categoriesPage=2`)).text();
  assert.match(html, /<div id="first-paint" inert><style>#root\{display:none\}<\/style>/);
  const view = /<main><section data-page="dashboard" data-version="\d">(.*?)<\/section><\/main>/.exec(html);
  assert.ok(view, html);
  assert.deepEqual(JSON.parse(view[1].replace(/&lt;/g, '<')), {
    url: '/dashboard?categoriesPage=2',
    params: {},
    reads: { '/api/medicine-categories': { status: 200, body: [{ name: 'Pain relief <b>' }] } },
  });
  assert.match(html, /<li><a aria-current="page" class="active" href="\/dashboard">Home/);
  assert.ok(
    apiCalls.some((call) => call.url === '/api/medicine-categories' && /127\.0\.0\.1/.test(call.forwardedFor)),
    "the read is made for the visitor's address, so the API's per-address limits count the visitor",
  );
});

test("the route's parameters reach the read and the renderer; a medicine that is not found gets no first view", async () => {
  const html = await (await fetch(`http://127.0.0.1:${port}/medicines/m1`)).text();
  assert.match(html, /"params":\{"id":"m1"\}/);
  assert.match(html, /"name":"Paracetamol"/);
  const [head, body] = html.split('</head>');
  assert.match(
    head,
    /<\/title>\s*<link rel="preload" as="image" href="\/api\/images\/m1-800\.webp" fetchPriority="high"\/>/,
    "the page's largest picture is asked for first",
  );
  assert.doesNotMatch(body, /rel="preload" as="image"/, 'the other pictures are in the view itself');
  assert.match(
    head,
    /<link href=\/main\.css rel=stylesheet><link rel="stylesheet" href="\/remotes\/catalog-mfe\/details\.dddddddddd\.css">$/,
    "the page's stylesheet follows the shell's, as when the page loads it",
  );
  const missing = await (await fetch(`http://127.0.0.1:${port}/medicines/nope`)).text();
  assert.match(missing, /<div id=first-paint hidden inert>/, 'no first view: the frame stays hidden');
  assert.doesNotMatch(missing, /data-page=/);
  assert.match(missing, /<link rel="preload" href="\/api\/medicine\/nope" as="fetch" crossorigin>/, 'the hints are still sent');
});

test("what the API answers goes into the page as it is, even where it looks like a replacement pattern ($&, $')", async () => {
  const html = await (await fetch(`http://127.0.0.1:${port}/medicines/m$`)).text();
  assert.ok(html.includes(`"name":"Vitamin C $' $& $\``), html.slice(0, 400));
  assert.ok(html.includes('href="/api/medicine/m%24"'), 'the read is hinted with the id as the address has it');
  assert.ok(
    html.includes(`<link rel="preload" as="image" href="/api/images/vitamin-c-$'-800.webp" fetchPriority="high"/>`),
    'the picture is hinted first, as it is',
  );
  assert.equal(html.match(/<\/title>/g)?.length, 1);
});

test("a view the page's code hydrates goes with the reads it was drawn with, as inert JSON no text of theirs can break out of", async () => {
  const html = await (await fetch(`http://127.0.0.1:${port}/offers`)).text();
  const data = /<script type="application\/json" id="first-view-data">([^<]*)<\/script><div id="?root"?>/.exec(html);
  assert.ok(data, html.slice(-600));
  assert.doesNotMatch(data[1], /<|>|&|\u2028|\u2029/, 'no markup character, no raw line separator');
  const handoff = JSON.parse(data[1]) as { readAt: string };
  assert.ok(Math.abs(Date.parse(handoff.readAt) - Date.now()) < 60_000, 'it says when the reads were made');
  assert.deepEqual(handoff, {
    page: 'offers',
    url: '/offers',
    locale: 'en',
    readAt: handoff.readAt,
    reads: { '/api/offers': { status: 200, body: OFFERS } },
    addresses: { '/api/offers': '/api/offers' },
  });
  assert.equal(html.match(/<script/gi)?.length, html.match(/<\/script>/gi)?.length, 'every script element ends where it was meant to');
  assert.ok(!(await hintsFor('/offers')).some((hint) => hint.includes('/api/offers')), 'the read is in the page: not fetched again');
  // A page drawn but not hydrated carries no data.
  assert.doesNotMatch(await (await fetch(`http://127.0.0.1:${port}/dashboard`)).text(), /first-view-data/);
});

test('an API slower than the first view waits for, or a renderer that fails, leaves the page to draw itself', async () => {
  const started = Date.now();
  const slow = await fetch(`http://127.0.0.1:${port}/medicines`);
  assert.equal(slow.status, 200);
  assert.ok(Date.now() - started < 1500, 'the page is not held for the slow read');
  assert.doesNotMatch(await slow.text(), /data-page=/);
  const broken = await fetch(`http://127.0.0.1:${port}/broken`);
  assert.equal(broken.status, 200);
  assert.match(await broken.text(), /<div id=first-paint hidden inert>/);
});

test('public reads are shared for a moment between visitors, not asked of the API for each page', async () => {
  const before = apiCalls.filter((call) => call.url === '/api/medicine/m1').length;
  await Promise.all([1, 2, 3].map(() => fetch(`http://127.0.0.1:${port}/medicines/m1`).then((r) => r.text())));
  assert.ok(apiCalls.filter((call) => call.url === '/api/medicine/m1').length - before <= 1);
});

test('a catalog redeployed alone draws its pages with its new renderer on the next load', async () => {
  write('catalog-mfe/dist/first-views/render.mjs', renderer('2'));
  const later = new Date(Date.now() + 10000);
  fs.utimesSync(path.join(root, 'catalog-mfe/dist/first-views/render.mjs'), later, later);
  assert.match(await (await fetch(`http://127.0.0.1:${port}/dashboard`)).text(), /data-version="2"/);
});

test('the production page server writes the same first load from the files it reads over HTTP, asks the next API server when one is down, and names the visitor nginx names', async () => {
  // Behind it, the site above stands in for nginx's front door; the first API server is down.
  const pagesPort = await freePort();
  const pages = createPageServer({
    siteUrl: `http://127.0.0.1:${port}`,
    apiUrls: [`http://127.0.0.1:${await freePort()}`, `http://127.0.0.1:${apiPort}`],
  });
  await new Promise<void>((resolve) => pages.listen(pagesPort, '127.0.0.1', () => resolve()));
  try {
    const page = (route: string) => fetch(`http://127.0.0.1:${pagesPort}${route}`, { headers: { 'X-Real-IP': '203.0.113.7' } });
    const answer = await page('/medicines/m2');
    assert.equal(answer.status, 200);
    assert.equal(answer.headers.get('cache-control'), 'no-cache');
    const html = await answer.text();
    assert.match(html, /<div id="first-paint" inert>/);
    assert.match(html, /"name":"Ibuprofen"/);
    assert.match(html, /<link rel="preload" href="\/remotes\/catalog-mfe\/remoteEntry\.js" as="script">/);
    // The shell's API client comes over HTTP too, for a shopper's own page.
    assert.match(await (await page('/profile')).text(), /<link rel="preload" href="\/api-client\.0123abcdef\.js" as="script">/);
    assert.deepEqual(
      apiCalls.filter((call) => call.url === '/api/medicine/m2'),
      [{ url: '/api/medicine/m2', forwardedFor: '203.0.113.7' }],
    );
    // The catalog redeployed alone: its new renderer comes over HTTP on the next page.
    write('catalog-mfe/dist/first-views/render.mjs', renderer('3'));
    const later = new Date(Date.now() + 20000);
    fs.utimesSync(path.join(root, 'catalog-mfe/dist/first-views/render.mjs'), later, later);
    assert.match(await (await page('/dashboard')).text(), /data-version="3"/);
    // A shell it cannot read: a 502, on which nginx sends the shell's own index.html.
    const broken = createPageServer({ siteUrl: `http://127.0.0.1:${await freePort()}`, apiUrls: [`http://127.0.0.1:${apiPort}`] });
    const brokenPort = await freePort();
    await new Promise<void>((resolve) => broken.listen(brokenPort, '127.0.0.1', () => resolve()));
    assert.equal((await fetch(`http://127.0.0.1:${brokenPort}/dashboard`)).status, 502);
    broken.close();
    assert.equal((await fetch(`http://127.0.0.1:${pagesPort}/dashboard`, { method: 'POST' })).status, 405);
  } finally {
    pages.closeAllConnections();
    pages.close();
  }
});

test("the API's JSON reads go out gzipped to a client that takes it (as nginx does); writes and small answers as they are", async () => {
  const get = (url: string, init: RequestInit = {}) =>
    new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }>((resolve, reject) => {
      const req = http.request(
        `http://127.0.0.1:${port}${url}`,
        { method: init.method ?? 'GET', headers: init.headers as Record<string, string> },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
        },
      );
      req.on('error', reject);
      req.end();
    });
  const plain = await get('/api/list');
  assert.equal(plain.headers['content-encoding'], undefined);
  const zipped = await get('/api/list', { headers: { 'Accept-Encoding': 'gzip, deflate, br' } });
  assert.equal(zipped.headers['content-encoding'], 'gzip');
  assert.match(String(zipped.headers.vary), /Accept-Encoding/);
  assert.equal(zipped.headers.etag, 'W/"list-1"', 'another variant, so a weak validator');
  assert.deepEqual(zlib.gunzipSync(zipped.body), plain.body);
  assert.ok(zipped.body.length < plain.body.length / 3, `${zipped.body.length} of ${plain.body.length} bytes`);
  const small = await get('/api/medicine/m1', { headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(small.headers['content-encoding'], undefined, 'a small answer is not worth it');
  const write = await get('/api/list', { method: 'POST', headers: { 'Accept-Encoding': 'gzip' } });
  assert.equal(write.headers['content-encoding'], undefined, 'a write is never compressed');
});
