// The site server's preload hints and first views (scripts/lib/first-load-hints.ts), over HTTP on a
// folder laid out like the builds: what a route needs is hinted from the remotes' live routes.json, a
// redeployed remote's new files on the next load, never the admin remote's, never a guarded page's
// data; a page with a first view is drawn by its remote's renderer with the reads the route declares.
// The API here is a stand-in that answers those reads; the journeys draw first views from the real one.
import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { AFTER_FIRST_PAINT_LOADER, AFTER_FIRST_PAINT_LOADER_HASH } from '../../scripts/lib/first-load-hints';
import { REPO_ROOT } from '../../scripts/lib/stack';
import { catalog, hintsFor, port, root, write } from '../support/first-load-fixture';

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
