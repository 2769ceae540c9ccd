/**
 * @jest-environment node
 */
import { CACHED_AT_HEADER } from '../cache-names';
import { dropOtherStartKits, fromStartKit, keepStartKit, START_KIT_LIMIT, startCacheName } from '../start-kit';

const origin = 'https://shop.example';
const KIT = startCacheName('r1');

/** The browser's Cache API (not in Node): caches by name, answers by URL. */
function cacheStorage() {
  const held = new Map<string, Map<string, Response>>();
  const open = async (name: string) => {
    if (!held.has(name)) held.set(name, new Map());
    const entries = held.get(name)!;
    return {
      put: async (key: string, answer: Response) => void entries.set(key, answer),
      match: async (key: string) => entries.get(key)?.clone(),
      keys: async () => [...entries.keys()],
    } as unknown as Cache;
  };
  const storage = {
    open,
    has: async (name: string) => held.has(name),
    keys: async () => [...held.keys()],
    delete: async (name: string) => held.delete(name),
  } as unknown as CacheStorage;
  return { storage, held, keys: (name = KIT) => [...(held.get(name)?.keys() ?? [])].sort() };
}

const json = (value: unknown) => ({ body: JSON.stringify(value), type: 'application/json' });

/** What the site serves: the runtime configuration, two remotes' published route manifests and files, the API's reads. */
function site(overrides: Record<string, { body: string; type: string } | number> = {}) {
  const files: Record<string, { body: string; type: string } | number> = {
    '/dashboard': { body: '<!doctype html><div id="root"></div>', type: 'text/html' },
    '/runtime-config.json': json({
      apiBaseUrl: '',
      remotes: { catalog: '/remotes/catalog/remoteEntry.js', cart: '/remotes/cart/remoteEntry.js', admin: '/remotes/admin/remoteEntry.js' },
      routesOnDemand: ['admin'],
    }),
    '/remotes/catalog/routes.json': json({
      remote: 'catalog',
      routes: [
        { path: 'dashboard', page: 'dashboard', guard: 'none', preload: ['/api/medicine-categories', '/api/medicine/featuredMedicines'] },
        { path: 'medicines/:id', page: 'medicineDetails', guard: 'none', preload: ['/api/medicine/:id'] },
      ],
      assets: {
        dashboard: ['441.c8a48819dd.js', '905.101e6c9363.js', '905.de9414f19f.css', '__federation_expose_pages.8a384c4f45.js'],
        medicineDetails: ['77.0123456789.js'],
      },
    }),
    '/remotes/catalog/remoteEntry.js': { body: 'var catalog;', type: 'text/javascript' },
    '/remotes/catalog/441.c8a48819dd.js': { body: '/* 441 */', type: 'text/javascript' },
    '/remotes/catalog/905.101e6c9363.js': { body: '/* 905 */', type: 'text/javascript' },
    '/remotes/catalog/905.de9414f19f.css': { body: '.catalog{}', type: 'text/css' },
    '/remotes/catalog/__federation_expose_pages.8a384c4f45.js': { body: '/* pages */', type: 'text/javascript' },
    '/remotes/cart/routes.json': json({
      remote: 'cart',
      routes: [{ path: 'cart', page: 'cart', guard: 'none' }],
      assets: { cart: ['12.aaaaaaaaaa.js'] },
    }),
    '/api/medicine-categories': json([{ id: 'c1', name: 'Pain relief' }]),
    '/api/medicine/featuredMedicines': json([{ id: 'm1', name: 'Paracetamol 500mg' }]),
    ...overrides,
  };
  const asked: Request[] = [];
  let online = true;
  const fetch = jest.fn(async (request: Request) => {
    asked.push(request);
    if (!online) throw new TypeError('Failed to fetch');
    const url = new URL(request.url);
    const file = url.origin === origin ? files[url.pathname] : undefined;
    if (file === undefined) return new Response('Not found', { status: 404 });
    if (typeof file === 'number') return new Response('', { status: file });
    return new Response(file.body, { status: 200, headers: { 'content-type': file.type } });
  });
  return { fetch, asked, goOffline: () => void (online = false), paths: () => asked.map((request) => new URL(request.url).pathname) };
}

const kit = (network: ReturnType<typeof site>, storage: CacheStorage, startUrl = '/dashboard') =>
  keepStartKit({ fetch: network.fetch, caches: storage, origin, startUrl, cacheName: KIT });

const DASHBOARD_KIT = [
  '/api/medicine-categories',
  '/api/medicine/featuredMedicines',
  '/dashboard',
  '/remotes/catalog/441.c8a48819dd.js',
  '/remotes/catalog/905.101e6c9363.js',
  '/remotes/catalog/905.de9414f19f.css',
  '/remotes/catalog/__federation_expose_pages.8a384c4f45.js',
  '/remotes/catalog/remoteEntry.js',
  '/remotes/catalog/routes.json',
  '/remotes/cart/routes.json',
  '/runtime-config.json',
]
  .map((path) => `${origin}${path}`)
  .sort();

describe("the installed shop's start page, kept at install", () => {
  it('keeps the page, its remote entry, the chunks its route manifest lists and its first API reads', async () => {
    const network = site();
    const { storage, keys } = cacheStorage();
    await kit(network, storage);
    expect(keys()).toEqual(DASHBOARD_KIT);
    // Only what the start page needs: not another page's files, not the entry of a remote it doesn't draw, nothing of the admin.
    expect(network.paths()).not.toContain('/remotes/catalog/77.0123456789.js');
    expect(network.paths()).not.toContain('/remotes/cart/remoteEntry.js');
    expect(network.paths().some((path) => path.startsWith('/remotes/admin/'))).toBe(false);
    // Nothing is asked for with a login.
    for (const request of network.asked) {
      expect(request.credentials).toBe('omit');
      expect(request.headers.has('authorization')).toBe(false);
    }
  });

  it('answers each from the cache once the connection is gone, the API reads stamped with when they came', async () => {
    const network = site();
    const { storage } = cacheStorage();
    await kit(network, storage);
    network.goOffline();
    for (const url of DASHBOARD_KIT) {
      const answer = await fromStartKit(storage, KIT, url);
      expect(answer?.status).toBe(200);
    }
    const featured = await fromStartKit(storage, KIT, `${origin}/api/medicine/featuredMedicines`);
    expect(await featured!.json()).toEqual([{ id: 'm1', name: 'Paracetamol 500mg' }]);
    expect(featured!.headers.get(CACHED_AT_HEADER)).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(await (await fromStartKit(storage, KIT, `${origin}/remotes/catalog/441.c8a48819dd.js`))!.text()).toBe('/* 441 */');
    expect(await fromStartKit(storage, KIT, `${origin}/remotes/catalog/77.0123456789.js`)).toBeUndefined();
  });

  it('keeps what it can when a file or read fails, and the install still completes', async () => {
    const network = site({ '/remotes/catalog/905.101e6c9363.js': 503 });
    network.fetch.mockImplementationOnce(async () => {
      throw new TypeError('Failed to fetch');
    });
    const { storage, keys } = cacheStorage();
    await expect(kit(network, storage)).resolves.toBeUndefined();
    expect(keys()).toEqual(DASHBOARD_KIT.filter((url) => !url.endsWith('/dashboard') && !url.endsWith('/905.101e6c9363.js')).sort());
  });

  it('keeps nothing but the page when the runtime configuration cannot be had', async () => {
    const { storage, keys } = cacheStorage();
    await expect(kit(site({ '/runtime-config.json': 500 }), storage)).resolves.toBeUndefined();
    expect(keys()).toEqual([`${origin}/dashboard`]);
  });

  it('never keeps a personal read or an API on another origin, even when a route manifest names it', async () => {
    const routes = (preload: string[]) =>
      json({ remote: 'catalog', routes: [{ path: 'dashboard', page: 'dashboard', preload }], assets: { dashboard: [] } });
    const personal = site({ '/remotes/catalog/routes.json': routes(['/api/orders/user/1', '/api/carts/getcartitems']) });
    const first = cacheStorage();
    await kit(personal, first.storage);
    expect(personal.paths().filter((path) => path.startsWith('/api/'))).toEqual([]);

    const elsewhere = site({
      '/runtime-config.json': json({ apiBaseUrl: 'https://api.example', remotes: { catalog: '/remotes/catalog/remoteEntry.js' } }),
    });
    const second = cacheStorage();
    await kit(elsewhere, second.storage);
    expect(second.keys().filter((url) => url.includes('/api/'))).toEqual([]);
  });

  it('keeps both sides of a canary release (the worker cannot tell which one this shopper gets)', async () => {
    const canaryRoutes = json({
      remote: 'catalog',
      routes: [{ path: 'dashboard', page: 'dashboard' }],
      assets: { dashboard: ['9.bbbbbbbbbb.js'] },
    });
    const network = site({
      '/runtime-config.json': json({
        remotes: {
          catalog: { stable: '/remotes/catalog/remoteEntry.js', canary: '/remotes/catalog/1.1.0-abcdef0123/remoteEntry.js', percent: 10 },
        },
      }),
      '/remotes/catalog/1.1.0-abcdef0123/routes.json': canaryRoutes,
      '/remotes/catalog/1.1.0-abcdef0123/remoteEntry.js': { body: 'var catalog;', type: 'text/javascript' },
      '/remotes/catalog/1.1.0-abcdef0123/9.bbbbbbbbbb.js': { body: '/* 9 */', type: 'text/javascript' },
    });
    const { storage, keys } = cacheStorage();
    await kit(network, storage);
    expect(keys()).toEqual(
      expect.arrayContaining([`${origin}/remotes/catalog/remoteEntry.js`, `${origin}/remotes/catalog/1.1.0-abcdef0123/9.bbbbbbbbbb.js`]),
    );
  });

  it(`keeps at most ${START_KIT_LIMIT} files, whatever a route manifest lists`, async () => {
    const many = Array.from({ length: 200 }, (_, index) => `${index}.0123456789.js`);
    const network = site({
      '/remotes/catalog/routes.json': json({
        remote: 'catalog',
        routes: [{ path: 'dashboard', page: 'dashboard' }],
        assets: { dashboard: many },
      }),
      ...Object.fromEntries(many.map((file) => [`/remotes/catalog/${file}`, { body: '', type: 'text/javascript' }])),
    });
    const { storage, keys } = cacheStorage();
    await kit(network, storage);
    expect(keys().length).toBe(START_KIT_LIMIT);
  });

  it("replaces the release before's start cache, and leaves the other caches alone", async () => {
    const { storage, held } = cacheStorage();
    for (const name of ['ep-start', startCacheName('r0'), KIT, 'ep-pages', 'workbox-precache-v2-https://shop.example/'])
      await storage.open(name);
    await dropOtherStartKits(storage, KIT);
    expect([...held.keys()].sort()).toEqual([KIT, 'ep-pages', 'workbox-precache-v2-https://shop.example/'].sort());
  });
});
