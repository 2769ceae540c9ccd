// The site server's preload hints (scripts/lib/first-load-hints.ts), over HTTP on a folder laid out
// like the builds: what a route needs is hinted from the remotes' live routes.json, a redeployed
// remote's new files on the next load, never the admin remote's, never a guarded page's data.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { after, test } from 'node:test';
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
  '<!doctype html><html><head><title>e-pharmacy</title></head><body><div id=first-paint hidden inert><header><ul><li><a href=/dashboard>Home</a></li></ul></header><main><template data-first-view></template></main></div><div id=root></div></body></html>',
);
write('catalog-mfe/dist/first-views/dashboard.html', '<section class="catalog-hero"><h1>Welcome to e-pharmacy</h1></section>');
const catalog = (pageChunk: string) =>
  JSON.stringify({
    remote: 'catalog',
    routes: [
      {
        path: 'dashboard',
        page: 'dashboard',
        guard: 'none',
        preload: ['/api/medicine-categories'],
        firstView: 'first-views/dashboard.html',
      },
      { path: 'medicines/:id', page: 'medicineDetails', guard: 'none', preload: ['/api/medicine/:id'] },
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

const port = await freePort();
const server = createSiteServer({ root, port, apiUrl: 'http://127.0.0.1:9' });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
after(() => {
  server.close();
  fs.rmSync(root, { recursive: true, force: true });
});

const hintsFor = async (route: string) => {
  const html = await (await fetch(`http://127.0.0.1:${port}${route}`)).text();
  return [...html.matchAll(/<link rel="(preload|stylesheet)" href="([^"]+)"(?: as="(\w+)")?( crossorigin)?>/g)].map(
    (m) => `${m[1] === 'stylesheet' ? 'stylesheet' : m[3]}${m[4] ? '+cors' : ''} ${m[2]}`,
  );
};

test("the dashboard's remote entry, page chunks and data are hinted with the HTML, beside the configuration and the route manifests", async () => {
  assert.deepEqual(await hintsFor('/dashboard'), [
    'fetch+cors /runtime-config.json',
    'fetch+cors /remotes/catalog-mfe/routes.json',
    'script /remotes/catalog-mfe/remoteEntry.js',
    'script /remotes/catalog-mfe/dashboard.aaaaaaaaaa.js',
    'stylesheet /remotes/catalog-mfe/dashboard.cccccccccc.css',
    'script /remotes/catalog-mfe/expose.1111111111.js',
    'fetch+cors /api/medicine-categories',
    'fetch+cors /remotes/cart-checkout-mfe/routes.json',
    'fetch+cors /remotes/account-mfe/routes.json',
  ]);
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
  assert.ok(!category.some((h) => h.includes('details.')));
});

test("a guarded page's data and the admin remote are never hinted; an unknown path gets only the shared hints", async () => {
  const profile = await hintsFor('/profile');
  assert.ok(!profile.some((h) => h.includes('/api/user/me') || h.includes('profile.4444444444.js')), profile.join('\n'));
  assert.ok(!profile.some((h) => h.includes('admin-mfe')));
  assert.ok(!(await hintsFor('/orders')).some((h) => h.includes('admin-mfe')));
  assert.equal((await hintsFor('/nowhere')).length, 4);
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

test("a page with a first view is sent with it, in the shell's frame, the main menu marking the page, the app's root hidden until the page takes over", async () => {
  const html = await (await fetch(`http://127.0.0.1:${port}/dashboard`)).text();
  assert.match(html, /<div id="first-paint" inert><style>#root\{display:none\}<\/style>/);
  assert.match(html, /<main><section class="catalog-hero"><h1>Welcome to e-pharmacy<\/h1><\/section><\/main>/);
  assert.match(html, /<li><a aria-current="page" class="active" href="\/dashboard">Home/);
  const other = await (await fetch(`http://127.0.0.1:${port}/medicines/x`)).text();
  assert.match(other, /<div id=first-paint hidden inert>/, 'no first view: the frame stays hidden');
  assert.doesNotMatch(other, /Welcome to e-pharmacy/);
});
