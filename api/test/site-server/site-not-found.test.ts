// The `npm start` site server (scripts/lib/site-server.ts, the same first-load code as the
// production page server) answers 404 for a path no remote's manifest has, admin's included, with
// the shell (which draws its not-found page) and the title "Page not found"; an app route answers
// 200 with its title, and a medicine's page with Open Graph tags naming it, its price and picture.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, test } from 'node:test';
import { createSiteServer } from '../../../scripts/lib/site-server';
import { buildTestApp } from '../helpers/build-test-app';

const app = await buildTestApp({ seed: true });
let root = '';
let site: http.Server;
let siteUrl = '';

const INDEX = `<!doctype html><html><head><meta name="description" content="e-pharmacy: genuine medicines."><title>e-pharmacy</title></head><body><div id="first-paint" hidden inert><template data-first-view></template></div><div id="root"></div></body></html>`;

function remote(folder: string, name: string, routes: object[]) {
  const dir = path.join(root, folder, 'dist');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'routes.json'), JSON.stringify({ remote: name, routes }));
  fs.writeFileSync(path.join(dir, 'remoteEntry.js'), '');
}

before(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-site-404-'));
  fs.mkdirSync(path.join(root, 'shell', 'dist'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shell', 'dist', 'index.html'), INDEX);
  remote('catalog-mfe', 'catalog', [
    { path: 'medicines', page: 'medicines', guard: 'none', title: 'Medicines' },
    {
      path: 'medicines/:id',
      page: 'medicineDetails',
      guard: 'none',
      title: 'Medicine',
      preload: ['/api/medicine/:id'],
      firstView: 'first-views/render.mjs',
    },
  ]);
  // A stand-in for the catalogue's renderer (the real one is the journey's): it says what the page shows.
  fs.mkdirSync(path.join(root, 'catalog-mfe', 'dist', 'first-views'), { recursive: true });
  fs.writeFileSync(
    path.join(root, 'catalog-mfe', 'dist', 'first-views', 'render.mjs'),
    `export const renderFirstView = ({ reads }) => reads['/api/medicine/:id']?.status === 200 ? '<section data-page="medicineDetails"></section>' : null;
     export const firstViewHead = ({ reads }) => { const m = reads['/api/medicine/:id'].body; return { title: m.name + ' "<b>"', description: 'N' + m.price, image: m.imageUrl, type: 'product' }; };`,
  );
  remote('cart-checkout-mfe', 'cartCheckout', [{ path: 'cart', page: 'cart', guard: 'none', title: 'Your cart' }]);
  remote('account-mfe', 'account', [{ path: 'login', page: 'login', guard: 'none' }]);
  remote('admin-mfe', 'admin', [{ path: 'admin-login', page: 'adminLogin', guard: 'none' }]);
  const apiUrl = await app.listen({ port: 0, host: '127.0.0.1' });
  site = createSiteServer({ root, port: 0, apiUrl });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  siteUrl = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise((resolve) => site?.close(resolve));
  await app.close();
  fs.rmSync(root, { recursive: true, force: true });
});

test('an unknown path answers 404 with the shell and the title "Page not found"', async () => {
  for (const unknown of ['/no-such-page', '/medicines/a/b', '/not-found']) {
    const res = await fetch(`${siteUrl}${unknown}`);
    assert.equal(res.status, 404, unknown);
    const html = await res.text();
    assert.match(html, /<div id="root"><\/div>/);
    assert.match(html, /<title>Page not found \| e-pharmacy<\/title>/);
  }
});

test('app routes answer 200 with their title, admin’s and the root included; a missing file 404', async () => {
  const cart = await fetch(`${siteUrl}/cart`);
  assert.equal(cart.status, 200);
  assert.match(await cart.text(), /<title>Your cart \| e-pharmacy<\/title>/);
  for (const page of ['/', '/admin-login', '/login', '/medicines']) assert.equal((await fetch(`${siteUrl}${page}`)).status, 200, page);
  assert.equal((await fetch(`${siteUrl}/nothing.js`)).status, 404);
});

test('the page of a medicine: its name in the title and Open Graph tags, escaped, with absolute links', async () => {
  const found = await app.inject({ url: '/api/medicine?search=Coartem' });
  const coartem = (found.json() as { id: string; name: string }[]).find((m) => m.name === 'Coartem 80/480 Tablets (6)')!;
  const res = await fetch(`${siteUrl}/medicines/${coartem.id}`);
  assert.equal(res.status, 200);
  const html = await res.text();
  assert.match(html, /<meta property="og:url" content="http:\/\/127\.0\.0\.1:\d+\/medicines\/[0-9a-f-]+">/);
  assert.match(html, /<title>Coartem 80\/480 Tablets \(6\) &quot;&lt;b&gt;&quot; \| e-pharmacy<\/title>/);
  assert.match(html, /<meta property="og:title" content="Coartem 80\/480 Tablets \(6\) &quot;&lt;b&gt;&quot;">/);
  assert.match(html, /<meta property="og:type" content="product">/);
  assert.match(html, /<meta property="og:description" content="N4500">/);
  assert.match(html, /<meta property="og:image" content="http:\/\/127\.0\.0\.1:\d+\/api\/images\/[^"]+">/);
  // The page's description replaces the site's.
  assert.equal(html.match(/<meta name="description"/g)?.length, 1);
});
