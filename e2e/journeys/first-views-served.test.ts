// First views (scripts/lib/first-load-hints.ts): a page with one is drawn by its remote's renderer
// with the reads the route declares, in the shell's frame, over HTTP on a folder laid out like the builds;
// the production page server writes the same first load. The API here is a stand-in (support/first-load-fixture.ts).
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { createPageServer } from '../../scripts/lib/page-server';
import { apiCalls, apiPort, hintsFor, OFFERS, port, renderer, root, write } from '../support/first-load-fixture';
import { freePort } from '../support/ports';

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
