// The first-load journeys' fixture: a folder laid out like the builds, a stand-in API that answers
// the routes' reads (and counts them), and the site server over both on real ports, closed after the file.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { after } from 'node:test';
import { createSiteServer } from '../../scripts/lib/site-server';
import { freePort } from './ports';

export const root = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-hints-'));
export const write = (file: string, content: string) => {
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
export const renderer = (version: string) => `
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
export const catalog = (pageChunk: string) =>
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
export const OFFERS = [{ name: 'Zinc </script><script>alert(1)</script> <!-- & \u2028 \u2029 </SCRIPT >' }];

// The API's stand-in: the categories, one medicine (any other is not found), and a read slower than
// the first view waits for. It counts the reads and keeps the address each came for.
export const apiCalls: { url: string; forwardedFor: string }[] = [];
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
export const apiPort = await freePort();
await new Promise<void>((resolve) => api.listen(apiPort, '127.0.0.1', () => resolve()));

export const port = await freePort();
const server = createSiteServer({ root, port, apiUrl: `http://127.0.0.1:${apiPort}` });
await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', () => resolve()));
after(() => {
  server.close();
  api.close();
  api.closeAllConnections();
  fs.rmSync(root, { recursive: true, force: true });
});

export const hintsFor = async (route: string) => {
  const html = await (await fetch(`http://127.0.0.1:${port}${route}`)).text();
  return [...html.matchAll(/<link rel="(preload|stylesheet)" href="([^"]+)"(?: as="(\w+)")?( crossorigin)?>/g)].map(
    (m) => `${m[1] === 'stylesheet' ? 'stylesheet' : m[3]}${m[4] ? '+cors' : ''} ${m[2]}`,
  );
};
