// The micro-frontend promises in a real browser: the production build of the composed site, moving
// between remotes, a remote that is down, 404s or serves a broken script, and Retry once it is back.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { buildFrontEnds } from '../../scripts/lib/build';
import { createSiteServer } from '../../scripts/lib/site-server';
import { REPO_ROOT, waitForHttp } from '../../scripts/lib/stack';
import { launchBrowser, newTrackedPage, step } from '../support/browser';
import { freePort } from '../support/ports';

type Mode = 'up' | 'down' | 'not-found' | 'broken';

/** Serves catalog-mfe's build, or fails the way a broken deployment would. */
function catalogHost(state: { mode: Mode }) {
  const dist = path.join(REPO_ROOT, 'catalog-mfe', 'dist');
  return http.createServer((req, res) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (state.mode === 'down') return req.socket.destroy();
    if (state.mode === 'not-found') {
      res.writeHead(404);
      return res.end('gone');
    }
    if (state.mode === 'broken' && req.url?.startsWith('/remoteEntry.js')) {
      res.writeHead(200, { 'Content-Type': 'application/javascript' });
      return res.end('this is not javascript (');
    }
    const file = path.join(dist, path.normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname)));
    if (!file.startsWith(dist) || !fs.existsSync(file)) {
      res.writeHead(404);
      return res.end();
    }
    const type = file.endsWith('.js') ? 'application/javascript' : file.endsWith('.css') ? 'text/css' : 'application/json';
    res.writeHead(200, { 'Content-Type': type });
    fs.createReadStream(file).pipe(res);
  });
}

describe('composed storefront', () => {
  let browser: Browser;
  let siteUrl: string;
  let brokenSiteUrl: string;
  const catalogState = { mode: 'down' as Mode };
  const servers: http.Server[] = [];

  before(async () => {
    buildFrontEnds();
    const [sitePort, brokenPort, catalogPort] = await Promise.all([freePort(), freePort(), freePort()]);
    const unusedApi = `http://127.0.0.1:${await freePort()}`;
    const site = createSiteServer({ root: REPO_ROOT, port: sitePort, apiUrl: unusedApi });
    const catalog = catalogHost(catalogState);
    const broken = createSiteServer({
      root: REPO_ROOT,
      port: brokenPort,
      apiUrl: unusedApi,
      remoteOverrides: { catalog: `http://127.0.0.1:${catalogPort}/remoteEntry.js` },
      extraOrigins: [`http://127.0.0.1:${catalogPort}`],
    });
    await Promise.all(
      [
        [site, sitePort],
        [catalog, catalogPort],
        [broken, brokenPort],
      ].map(
        ([server, port]) => new Promise<void>((resolve) => (server as http.Server).listen(port as number, '127.0.0.1', () => resolve())),
      ),
    );
    servers.push(site, catalog, broken);
    siteUrl = `http://127.0.0.1:${sitePort}`;
    brokenSiteUrl = `http://127.0.0.1:${brokenPort}`;
    browser = await launchBrowser();
  });

  after(async () => {
    await browser?.close();
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('hints with a page without a first view only shell scripts the page goes on to fetch, the start-up ones', async () => {
    const html = await (await fetch(`${siteUrl}/login`)).text();
    const hinted = [...html.matchAll(/<link rel="preload" href="(\/[^/"]+\.js)" as="script">/g)].map((m) => m[1]).sort();
    assert.ok(
      hinted.some((file) => /^\/bootstrap\.[0-9a-f]{10}\.js$/.test(file)),
      html,
    );
    // The page loaded with its hints taken out: which of the shell's scripts does it ask for on its own
    // before it draws? Every hinted one (a hint nobody uses costs a phone bandwidth), and then some
    // the login page takes from the shell's shared modules (the kernel's forms).
    const tracked = await newTrackedPage(browser);
    await tracked.page.route(/\/login$/, async (route) => {
      const answer = await route.fetch();
      await route.fulfill({ response: answer, body: (await answer.text()).replace(/<link rel="preload"[^>]*>/g, '') });
    });
    await tracked.page.goto(`${siteUrl}/login`);
    await tracked.page.locator('[data-boundary="account"] h1').first().waitFor();
    const fetched = tracked.requests
      .map((url) => new URL(url).pathname)
      .filter((file) => /^\/[^/]+\.js$/.test(file) && !/^\/main\./.test(file))
      .sort();
    assert.deepEqual(
      hinted.filter((file) => !fetched.includes(file)),
      [],
      `hinted but not fetched; fetched: ${fetched.join(' ')}`,
    );
    await tracked.context.close();
  });

  it('serves the shell and moves between two remotes, never fetching admin code', async () => {
    const tracked = await newTrackedPage(browser);
    const { page } = tracked;
    await step(tracked, 'composition-home', async () => {
      await page.goto(`${siteUrl}/`);
      await page.waitForURL(/\/dashboard$/);
      // The page title follows the route once the app has drawn it; the server's own title for '/' comes first.
      await page.waitForFunction((expected) => document.title === expected, 'Genuine medicines delivered across Nigeria | e-pharmacy');
      await page.locator('header.shell-header').waitFor();
      await page.locator('footer.shell-footer').waitFor();
      await page.locator('[data-boundary="catalog"] h1').first().waitFor();
    });
    await step(tracked, 'composition-to-account', async () => {
      await page.getByRole('button', { name: 'Login / Sign Up' }).click();
      await page.getByRole('link', { name: 'Login', exact: true }).click();
      await page.waitForURL(/\/login$/);
      await page.locator('[data-boundary="account"] h1').first().waitFor();
      assert.equal(await page.locator('[data-boundary="catalog"]').count(), 0);
    });
    await step(tracked, 'composition-back-to-catalog', async () => {
      await page.goBack();
      await page.waitForURL(/\/dashboard$/);
      await page.locator('[data-boundary="catalog"] h1').first().waitFor();
    });
    assert.deepEqual(
      tracked.requests.filter((url) => url.includes('admin-mfe')),
      [],
      'browsing the shop never contacts the admin remote, not even for its routes',
    );
    await step(tracked, 'composition-not-found', async () => {
      await page.goto(`${siteUrl}/no/such/page`);
      await page.waitForURL(/\/not-found$/);
      await page.getByText('Sorry, the page you are looking for could not be found.').waitFor();
      await page.getByRole('link', { name: 'Back to dashboard' }).click();
      await page.waitForURL(/\/dashboard$/);
    });
    // An unknown path is looked up in admin's route manifest (data) before it is called not found.
    assert.deepEqual(
      tracked.requests.filter((url) => url.includes('admin-mfe') && !url.endsWith('/admin-mfe/routes.json')),
      [],
      'a shopper must never download admin code',
    );
    await tracked.context.close();
  });

  it('runs one remote from its dev server inside the built shell, beside built remotes', async () => {
    // A dev server's remote keeps its own federation runtime; built remotes use the shell's.
    const [devPort, sitePort] = await Promise.all([freePort(), freePort()]);
    const webpackCli = path.join(REPO_ROOT, 'node_modules', 'webpack-cli', 'bin', 'cli.js');
    const dev = spawn(process.execPath, [webpackCli, 'serve', '--mode', 'development', '--port', String(devPort)], {
      cwd: path.join(REPO_ROOT, 'catalog-mfe'),
      stdio: 'ignore',
    });
    const devOrigin = `http://127.0.0.1:${devPort}`;
    const site = createSiteServer({
      root: REPO_ROOT,
      port: sitePort,
      apiUrl: `http://127.0.0.1:${await freePort()}`,
      remoteOverrides: { catalog: `${devOrigin}/remoteEntry.js` },
      extraOrigins: [devOrigin],
    });
    try {
      await waitForHttp(`${devOrigin}/remoteEntry.js`, 180_000, dev);
      await new Promise<void>((resolve) => site.listen(sitePort, '127.0.0.1', () => resolve()));
      const tracked = await newTrackedPage(browser);
      const { page } = tracked;
      await step(tracked, 'dev-remote-dashboard', async () => {
        await page.goto(`http://127.0.0.1:${sitePort}/dashboard`);
        await page.locator('[data-boundary="catalog"] h1').first().waitFor({ timeout: 30_000 });
        assert.ok(
          tracked.requests.some((url) => url.startsWith(`${devOrigin}/remoteEntry.js`)),
          'the catalog came from its dev server',
        );
      });
      await step(tracked, 'dev-remote-to-built-remote', async () => {
        await page.getByRole('button', { name: 'Login / Sign Up' }).click();
        await page.getByRole('link', { name: 'Login', exact: true }).click();
        await page.locator('[data-boundary="account"] h1').first().waitFor();
        await page.goBack();
        await page.locator('[data-boundary="catalog"] h1').first().waitFor();
        assert.equal(await page.locator('[data-boundary-fallback]').count(), 0);
      });
      await tracked.context.close();
    } finally {
      dev.kill('SIGTERM');
      await new Promise((resolve) => site.close(resolve));
    }
  });

  for (const mode of ['down', 'not-found', 'broken'] as const) {
    it(`shows a fallback with Retry when a remote is ${mode}, and the rest of the site works`, async () => {
      catalogState.mode = mode;
      const tracked = await newTrackedPage(browser);
      const { page } = tracked;
      await step(tracked, `fallback-${mode}`, async () => {
        await page.goto(`${brokenSiteUrl}/dashboard`);
        const fallback = page.locator('[data-boundary-fallback="catalog"]');
        await fallback.waitFor({ timeout: 30_000 });
        await page.getByRole('button', { name: 'Retry' }).waitFor();
        await page.locator('header.shell-header').waitFor();
        await page.locator('footer.shell-footer').waitFor();
      });
      await step(tracked, `fallback-${mode}-other-remote`, async () => {
        await page.getByRole('button', { name: 'Login / Sign Up' }).click();
        await page.getByRole('link', { name: 'Login', exact: true }).click();
        await page.locator('[data-boundary="account"] h1').first().waitFor();
      });
      await step(tracked, `fallback-${mode}-retry`, async () => {
        await page.goBack();
        await page.locator('[data-boundary-fallback="catalog"]').waitFor();
        catalogState.mode = 'up';
        await page.getByRole('button', { name: 'Retry' }).click();
        await page.locator('[data-boundary="catalog"] h1').first().waitFor({ timeout: 30_000 });
        assert.equal(await page.locator('[data-boundary-fallback="catalog"]').count(), 0);
      });
      await tracked.context.close();
    });
  }
});
