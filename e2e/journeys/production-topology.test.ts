// The production build behind the real nginx configuration (nginx/): caching, compression, security
// headers, the admin remote on its own origin, an independent redeploy of one remote, and resilience.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import { AFTER_FIRST_PAINT_LOADER_HASH } from '../../scripts/lib/first-load-hints';
import { nginxBinary, startNginx, STATIC_BUILDS, type RunningNginx } from '../../scripts/lib/nginx';
import { REPO_ROOT, startStack, type RunningStack } from '../../scripts/lib/stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { journeyDatabase, type JourneyDatabase } from '../support/database';
import { freePort, freePortBlock } from '../support/ports';
import { waitForTheApiBeforeFirstViews } from '../support/journey-stack';

const ADMIN = { username: 'admin', password: 'Admin#Pharmacy2026' };

describe(
  'production topology behind nginx',
  { skip: nginxBinary() ? false : 'nginx is not installed (the other journeys use the npm start server)' },
  () => {
    let stack: RunningStack;
    let nginx: RunningNginx;
    let browser: Browser;
    let database: JourneyDatabase;
    let servedRoot: string;
    let releaseStore: string;

    before(async () => {
      buildFrontEnds();
      // Serve copies of the builds, so that a redeploy can replace one remote's files.
      servedRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-served-'));
      fs.chmodSync(servedRoot, 0o755); // nginx's workers run as an unprivileged user
      const roots = Object.fromEntries(
        STATIC_BUILDS.map((build) => {
          const target = path.join(servedRoot, build);
          fs.cpSync(path.join(REPO_ROOT, build, 'dist'), target, { recursive: true });
          return [build, target];
        }),
      );
      database = await journeyDatabase();
      const [shopPort, adminPort, apiPort, sandboxPort, staticBase] = [
        await freePort(),
        await freePort(),
        await freePort(),
        await freePort(),
        await freePortBlock(5),
      ];
      waitForTheApiBeforeFirstViews();
      stack = await startStack({
        sitePort: shopPort,
        apiPort,
        sandboxPort,
        dataDir: fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-topology-')),
        databaseUrl: database.url,
        publicUrl: `http://127.0.0.1:${shopPort}`,
        withoutSiteServer: true,
        api: 'build',
        log: () => undefined,
      });
      // The release store the static servers serve versions from: empty until the last step releases into it.
      releaseStore = path.join(servedRoot, 'release-store');
      nginx = await startNginx({
        shopPort,
        adminPort,
        staticBasePort: staticBase,
        apiServers: [`127.0.0.1:${apiPort}`],
        roots,
        releaseStore,
      });
      browser = await launchBrowser();
    });

    after(async () => {
      await browser?.close();
      await nginx?.stop();
      await stack?.stop();
      await database?.drop();
      if (servedRoot) fs.rmSync(servedRoot, { recursive: true, force: true });
    });

    it('revalidates entry points, caches hashed files for a year, and serves precompressed files', async () => {
      const index = await fetch(`${nginx.shopUrl}/dashboard`, { headers: { 'accept-encoding': 'br, gzip' } });
      assert.equal(index.status, 200);
      assert.equal(index.headers.get('cache-control'), 'no-cache');
      const html = await index.text();
      const mainScript = /src="?\/(main\.[0-9a-f]{10}\.js)/.exec(html)?.[1];
      assert.ok(mainScript, 'index.html names a content-hashed main script');

      const hashed = await fetch(`${nginx.shopUrl}/${mainScript}`, { headers: { 'accept-encoding': 'br' } });
      assert.equal(hashed.headers.get('cache-control'), 'public, max-age=31536000, immutable');
      assert.equal(hashed.headers.get('content-encoding'), 'br');
      const gzipOnly = await fetch(`${nginx.shopUrl}/${mainScript}`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(gzipOnly.headers.get('content-encoding'), 'gzip');

      for (const entry of ['/runtime-config.json', '/remotes/catalog-mfe/remoteEntry.js', '/remotes/account-mfe/remoteEntry.js']) {
        const response = await fetch(`${nginx.shopUrl}${entry}`);
        assert.equal(response.status, 200, entry);
        assert.equal(response.headers.get('cache-control'), 'no-cache', entry);
      }
      const admin = await fetch(`${nginx.adminUrl}/remoteEntry.js`);
      assert.equal(admin.headers.get('cache-control'), 'no-cache');
      assert.equal((await fetch(`${nginx.shopUrl}/remotes/catalog-mfe/remoteEntry.js.map`)).status, 404);
    });

    it('sends security headers with a CSP of the site origins, CORS for the admin origin, and no admin remote on the shop origin', async () => {
      const page = await fetch(`${nginx.shopUrl}/dashboard`);
      const csp = page.headers.get('content-security-policy') ?? '';
      assert.match(csp, /default-src 'self'/);
      // The first view's loader is the one inline script allowed, by the hash of its fixed text.
      const escape = (text: string) => text.replace(/[.:/+=]/g, '\\$&');
      assert.match(csp, new RegExp(`script-src 'self' ${escape(AFTER_FIRST_PAINT_LOADER_HASH)} ${escape(nginx.adminUrl)}`));
      assert.match(csp, /frame-ancestors 'none'/);
      assert.match(csp, /form-action 'self' https:\/\/checkout\.paystack\.com/);
      assert.equal(page.headers.get('x-content-type-options'), 'nosniff');

      const adminEntry = await fetch(`${nginx.adminUrl}/remoteEntry.js`, { headers: { origin: nginx.shopUrl } });
      assert.equal(adminEntry.status, 200);
      assert.equal(adminEntry.headers.get('access-control-allow-origin'), `http://127.0.0.1:${new URL(nginx.shopUrl).port}`);
      assert.equal((await fetch(`${nginx.shopUrl}/remotes/admin-mfe/remoteEntry.js`)).status, 404);
    });

    it("sends each app page from the page server with its hints and its first view drawn with the catalogue's data, and the shell's own index.html while the page server is down", async () => {
      const medicines = (await (await fetch(`${nginx.shopUrl}/api/medicine/GetAllMedicines`)).json()) as { id: string; name: string }[];
      const list = await fetch(`${nginx.shopUrl}/medicines`, { headers: { 'accept-encoding': 'gzip' } });
      assert.equal(list.status, 200);
      assert.equal(list.headers.get('cache-control'), 'no-cache');
      assert.match(list.headers.get('content-security-policy') ?? '', /default-src 'self'/, "the front door's headers go with it");
      const html = await list.text();
      assert.match(html, /<div id="first-paint" inert>/);
      assert.ok(html.includes(`href="/medicines/${medicines[0].id}"`), 'the first medicine is drawn in the HTML');
      assert.match(html, /<link rel="preload" href="\/remotes\/catalog-mfe\/remoteEntry\.js" as="script">/);
      // The list's read goes with the page, for its code to hydrate the view with; so it is not hinted again.
      const handedOver = /<script type="application\/json" id="first-view-data">([^<]*)<\/script>/.exec(html);
      assert.ok(handedOver, 'the reads the view was drawn with go with it');
      const data = JSON.parse(handedOver[1]!) as { page: string; reads: Record<string, { status: number; body: { id: string }[] }> };
      assert.equal(data.page, 'medicines');
      assert.equal(data.reads['/api/medicine/GetAllMedicines']?.body[0]?.id, medicines[0].id);
      assert.doesNotMatch(html, /<link rel="preload" href="\/api\/medicine\/GetAllMedicines"/);
      const details = await (await fetch(`${nginx.shopUrl}/medicines/${medicines[0].id}`)).text();
      assert.ok(
        details.includes(`<h1>${medicines[0].name}</h1>`) || details.includes(`>${medicines[0].name}</h1>`),
        'the medicine is drawn',
      );
      const login = await (await fetch(`${nginx.shopUrl}/login`)).text();
      assert.match(login, /<div id=first-paint hidden inert>/, 'a page without a first view gets the frame hidden');

      await nginx.pages!.stop();
      try {
        const plain = await fetch(`${nginx.shopUrl}/medicines`);
        assert.equal(plain.status, 200, 'the shell answers while the page server is down');
        const plainHtml = await plain.text();
        assert.match(plainHtml, /<div id=first-paint hidden inert>/);
        assert.doesNotMatch(plainHtml, /rel="preload"/);
        const tracked = await newTrackedPage(browser);
        await step(tracked, 'topology-pages-down', async () => {
          await tracked.page.goto(`${nginx.shopUrl}/medicines`);
          await tracked.page.locator('[data-boundary="catalog"] article.catalog-medicine-card').first().waitFor({ timeout: 30_000 });
        });
        await tracked.context.close();
      } finally {
        await nginx.pages!.start();
      }
      // Back, it draws first views again: its renderer loads anew, and a page asked before that (or
      // whose read passes its time limit on a busy machine) is sent to draw itself, as when it is down.
      let drawn = '';
      for (const deadline = Date.now() + 30_000; Date.now() < deadline && !/<div id="first-paint" inert>/.test(drawn); ) {
        drawn = await (await fetch(`${nginx.shopUrl}/medicines`)).text();
      }
      assert.match(drawn, /<div id="first-paint" inert>/, 'and first views again once it is back');
    });

    it('proxies /api to the API and limits upload size like the API', async () => {
      const list = await fetch(`${nginx.shopUrl}/api/medicine/GetAllMedicines`);
      assert.equal(list.status, 200);
      assert.ok(((await list.json()) as unknown[]).length >= 80, 'the seeded catalogue comes through nginx');
      const huge = await fetch(`${nginx.shopUrl}/api/medicine/uploadImage`, {
        method: 'POST',
        headers: { 'content-type': 'application/octet-stream' },
        body: Buffer.alloc(12 * 1024 * 1024),
      });
      assert.equal(huge.status, 413);
      assert.deepEqual(await huge.json(), { message: 'The request body is too large.' });
    });

    it('passes the API’s 405 with Allow through nginx', async () => {
      const wrongMethod = await fetch(`${nginx.shopUrl}/api/medicine/GetAllMedicines`, { method: 'PUT' });
      assert.equal(wrongMethod.status, 405);
      assert.match(wrongMethod.headers.get('allow') ?? '', /GET/);
    });

    it('lets a shopper browse without ever fetching admin files, and an admin load the admin remote from its origin', async () => {
      const shopper = await newTrackedPage(browser);
      await step(shopper, 'topology-shopper', async () => {
        await shopper.page.goto(`${nginx.shopUrl}/`);
        await shopper.page.locator('[data-boundary="catalog"] h1').first().waitFor();
        await shopper.page.goto(`${nginx.shopUrl}/medicines`);
        await shopper.page.locator('[data-boundary="catalog"] h1').first().waitFor();
        await shopper.page.goto(`${nginx.shopUrl}/login`);
        await shopper.page.locator('[data-boundary="account"] h1').first().waitFor();
      });
      assert.deepEqual(
        shopper.requests.filter((url) => url.startsWith(nginx.adminUrl) || url.includes('admin-mfe')),
        [],
      );
      await shopper.context.close();

      const admin = await newTrackedPage(browser);
      await step(admin, 'topology-admin', async () => {
        const login = await fetch(`${nginx.shopUrl}/api/user/authenticate`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(ADMIN),
        });
        assert.equal(login.status, 200);
        const tokens = (await login.json()) as { accessToken: string; refreshToken: string };
        await admin.context.addInitScript(({ accessToken, refreshToken }) => {
          window.localStorage.setItem('token', accessToken);
          window.localStorage.setItem('refreshToken', refreshToken);
        }, tokens);
        await admin.page.goto(`${nginx.shopUrl}/orders`);
        await admin.page.locator('[data-boundary="admin"] h1').first().waitFor();
      });
      assert.ok(
        admin.requests.some((url) => url.startsWith(`${nginx.adminUrl}/remoteEntry.js`)),
        'admin code comes from the admin origin',
      );
      await admin.context.close();
    });

    it('shows a redeployed catalog-mfe, with a page it added, on the next load, with no shell or kernel rebuild and no restart', async () => {
      const note = `Harmattan week: free delivery in Lagos (${Date.now()})`;
      const shellIndex = fs.readFileSync(path.join(nginx.roots.shell, 'index.html'), 'utf8');
      const shellFiles = fs.readdirSync(nginx.roots.shell).sort();
      const rebuilt = fs.mkdtempSync(path.join(os.tmpdir(), 'epharmacy-catalog-'));
      // The catalog team's next release adds a page: a copy of catalog-mfe with one more page and
      // route in its own source, built alone (beside the original, so it resolves the same packages).
      const release = path.join(REPO_ROOT, `catalog-mfe-release-${process.pid}`);
      try {
        fs.cpSync(path.join(REPO_ROOT, 'catalog-mfe'), release, {
          recursive: true,
          filter: (source) => !/[\\/](dist|node_modules)$/.test(source),
        });
        fs.writeFileSync(
          path.join(release, 'src', 'pages', 'harmattan-offers-page.tsx'),
          'export default function HarmattanOffersPage() {\n' +
            '  return (<section><h1>Harmattan offers</h1><p>Lip balm and saline drops for the dry season.</p></section>);\n}\n',
        );
        const edit = (file: string, marker: string, insert: string) => {
          const source = fs.readFileSync(path.join(release, 'src', file), 'utf8');
          assert.ok(source.includes(marker), `${file} has ${marker}`);
          fs.writeFileSync(path.join(release, 'src', file), source.replace(marker, `${insert}${marker}`));
        };
        edit('routes.ts', '] as const', "  { path: 'offers/harmattan', page: 'harmattanOffers' },\n");
        edit('pages.ts', '\n};', "\n  harmattanOffers: lazy(() => import('./pages/harmattan-offers-page')),");
        // Built without blocking this process: a minute of a blocked event loop leaves the fetch client a
        // kept-alive socket nginx has closed in the meantime, unnoticed, and the next fetch fails on it.
        await promisify(execFile)(
          path.join(REPO_ROOT, 'node_modules', '.bin', 'webpack'),
          ['--mode', 'production', '--output-path', rebuilt],
          {
            cwd: release,
            env: { ...process.env, RELEASE_NOTE: note },
            maxBuffer: 64 * 1024 * 1024,
          },
        );
      } finally {
        fs.rmSync(release, { recursive: true, force: true });
      }
      // Put the new files in place the way a deploy does: new hashed files first, then the entry.
      const catalogRoot = nginx.roots['catalog-mfe'];
      for (const file of fs.readdirSync(rebuilt).filter((name) => name !== 'remoteEntry.js')) {
        fs.cpSync(path.join(rebuilt, file), path.join(catalogRoot, file), { recursive: true });
      }
      for (const file of ['routes.json', 'routes.json.gz', 'routes.json.br', 'remoteEntry.js', 'remoteEntry.js.gz', 'remoteEntry.js.br']) {
        if (fs.existsSync(path.join(rebuilt, file))) fs.copyFileSync(path.join(rebuilt, file), path.join(catalogRoot, file));
      }
      // The next page the page server draws uses the new renderer. A page can also go out without a
      // drawn view, which tells nothing of the renderer: nginx's plain index.html while the page server
      // is past its 3 s, or the page server's own page without a view while a file took past its 1 s
      // (a first read of new code on a busy machine can). Such a page is read again.
      let dashboard = '';
      for (let tries = 0; tries < 20; tries++) {
        dashboard = await (await fetch(`${nginx.shopUrl}/dashboard`)).text();
        if (dashboard.includes('<div id="first-paint" inert>')) break; // a view drawn by the page server
      }
      assert.ok(dashboard.includes('<div id="first-paint" inert>'), 'the page server drew the dashboard');
      assert.ok(dashboard.includes(note), "the first view is drawn by the new release's renderer on the next load");
      const tracked = await newTrackedPage(browser);
      await step(tracked, 'topology-redeploy', async () => {
        await tracked.page.goto(`${nginx.shopUrl}/dashboard`);
        await tracked.page.getByText(note).waitFor({ timeout: 30_000 });
      });
      await step(tracked, 'topology-redeploy-new-page', async () => {
        await tracked.page.goto(`${nginx.shopUrl}/offers/harmattan`);
        await tracked.page.locator('[data-boundary="catalog"] h1', { hasText: 'Harmattan offers' }).waitFor({ timeout: 30_000 });
        assert.match(tracked.page.url(), /\/offers\/harmattan$/);
      });
      assert.equal(fs.readFileSync(path.join(nginx.roots.shell, 'index.html'), 'utf8'), shellIndex, 'the shell was not touched');
      assert.deepEqual(fs.readdirSync(nginx.roots.shell).sort(), shellFiles, 'no shell file was added or replaced');
      await tracked.context.close();
      fs.rmSync(rebuilt, { recursive: true, force: true });
    });

    it('keeps the site working when one remote location fails, and says so when the API is down, then recovers', async () => {
      const catalogRoot = nginx.roots['catalog-mfe'];
      const parked = `${catalogRoot}.parked`;
      const tracked = await newTrackedPage(browser);
      const { page } = tracked;
      fs.renameSync(catalogRoot, parked);
      try {
        await step(tracked, 'topology-remote-down', async () => {
          await page.goto(`${nginx.shopUrl}/dashboard`);
          await page.locator('[data-boundary-fallback="catalog"]').waitFor({ timeout: 30_000 });
          await page.getByRole('button', { name: 'Login / Sign Up' }).click();
          await page.getByRole('link', { name: 'Login', exact: true }).click();
          await page.locator('[data-boundary="account"] h1').first().waitFor();
        });
      } finally {
        fs.renameSync(parked, catalogRoot);
      }
      await step(tracked, 'topology-remote-back', async () => {
        await page.goto(`${nginx.shopUrl}/dashboard`);
        await page.locator('[data-boundary="catalog"] h1').first().waitFor();
      });

      await stack.stopApi();
      try {
        await step(tracked, 'topology-api-down', async () => {
          await page.goto(`${nginx.shopUrl}/medicines`);
          await page.locator('[data-boundary="catalog"] h1').first().waitFor();
          await page
            .getByText(/unavailable|could not be reached|try again/i)
            .first()
            .waitFor({ timeout: 30_000 });
        });
      } finally {
        await stack.startApi();
      }
      await step(tracked, 'topology-api-back', async () => {
        await page.goto(`${nginx.shopUrl}/medicines`);
        await page
          .getByText(/Page 1 of \d+/)
          .first()
          .waitFor({ timeout: 30_000 });
      });
      await tracked.context.close();
    });

    it('serves a released catalog-mfe version from the release store, cached for good, with the configuration the release wrote', async () => {
      const released = spawnSync(
        path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx'),
        [
          'scripts/release.ts',
          'catalog-mfe',
          `--store=${releaseStore}`,
          `--from=${nginx.roots['catalog-mfe']}`,
          `--base-config=${path.join(nginx.roots.shell, 'runtime-config.json')}`,
        ],
        { cwd: REPO_ROOT, encoding: 'utf8' },
      );
      assert.equal(released.status, 0, `${released.stdout}${released.stderr}`);
      fs.chmodSync(releaseStore, 0o755);
      try {
        const config = (await (await fetch(`${nginx.shopUrl}/runtime-config.json`)).json()) as { remotes: Record<string, unknown> };
        const entry = String(config.remotes.catalog);
        const version = /^\/remotes\/catalog-mfe\/([^/]+)\/remoteEntry\.js$/.exec(entry)?.[1];
        assert.ok(version, `the served configuration names a released version: ${entry}`);
        const served = await fetch(`${nginx.shopUrl}${entry}`);
        assert.equal(served.status, 200);
        assert.equal(served.headers.get('cache-control'), 'public, max-age=31536000, immutable');
        assert.equal(
          await served.text(),
          fs.readFileSync(path.join(releaseStore, 'remotes', 'catalog-mfe', version, 'remoteEntry.js'), 'utf8'),
        );
        assert.equal((await fetch(`${nginx.shopUrl}/remotes/catalog-mfe/${version}/no-such-chunk.js`)).status, 404);
        // The build served in place is still there for a shell that started before the release.
        assert.equal((await fetch(`${nginx.shopUrl}/remotes/catalog-mfe/remoteEntry.js`)).status, 200);

        const tracked = await newTrackedPage(browser);
        const fromVersion: string[] = [];
        tracked.page.on('response', (response) => {
          if (response.url().includes(`/remotes/catalog-mfe/${version}/`) && response.ok()) fromVersion.push(response.url());
        });
        await step(tracked, 'topology-released-version', async () => {
          await tracked.page.goto(`${nginx.shopUrl}/dashboard`);
          await tracked.page.locator('[data-boundary="catalog"] h1').first().waitFor();
        });
        assert.ok(
          fromVersion.some((url) => url.endsWith('/remoteEntry.js')),
          'the page loaded the released remoteEntry.js',
        );
        assert.ok(fromVersion.length > 1, "the remote's chunks came from its version folder too");
        await tracked.context.close();
      } finally {
        // Back to the deployed configuration for anything run after this.
        fs.rmSync(path.join(releaseStore, 'runtime-config.json'), { force: true });
      }
    });
  },
);
