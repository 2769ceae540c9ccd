import { parseRouteManifest, routeManifestUrl } from '../route-manifest';

describe('route manifests', () => {
  it('sits beside the remote entry, wherever that is', () => {
    expect(routeManifestUrl('/remotes/catalog-mfe/remoteEntry.js', 'https://shop.example.ng/dashboard')).toBe(
      'https://shop.example.ng/remotes/catalog-mfe/routes.json',
    );
    expect(routeManifestUrl('https://admin.shop.example.ng/remoteEntry.js', 'https://shop.example.ng/')).toBe(
      'https://admin.shop.example.ng/routes.json',
    );
  });

  it('accepts a well-formed manifest and fills in the open guard', () => {
    expect(parseRouteManifest({ remote: 'catalog', routes: [{ path: 'medicines/:id', page: 'medicineDetails' }] }, 'catalog')).toEqual({
      remote: 'catalog',
      routes: [{ path: 'medicines/:id', page: 'medicineDetails', guard: 'none' }],
    });
  });

  it('keeps a route’s menu entry', () => {
    const menu = { label: 'Users and roles', group: 'Team', order: 20, only: 'admin' };
    expect(
      parseRouteManifest({ remote: 'admin', routes: [{ path: 'admin/users', page: 'users', guard: 'admin', menu }] }, 'admin'),
    ).toEqual({
      remote: 'admin',
      routes: [{ path: 'admin/users', page: 'users', guard: 'admin', menu }],
    });
  });

  it('keeps a menu entry shown to riders only', () => {
    const menu = { label: 'My deliveries', group: 'Operations', order: 6, only: 'rider' };
    const route = { path: 'rider/deliveries', page: 'rider', guard: 'login', menu };
    expect(parseRouteManifest({ remote: 'admin', routes: [route] }, 'admin').routes[0].menu).toEqual(menu);
  });

  it.each([
    ['an unknown group', { label: 'Home', group: 'Top', order: 1 }],
    ['no order', { label: 'Home', group: 'shop' }],
    ['an order that is not a number', { label: 'Home', group: 'shop', order: '1' }],
    ['an empty label', { label: ' ', group: 'shop', order: 1 }],
    ['an unknown audience', { label: 'Home', group: 'shop', order: 1, only: 'root' }],
  ])('refuses a menu entry with %s', (_, menu) => {
    expect(() => parseRouteManifest({ remote: 'catalog', routes: [{ path: 'dashboard', page: 'dashboard', menu }] }, 'catalog')).toThrow(
      /not valid at {"path":"dashboard"/,
    );
  });

  it('refuses a menu entry on a path with parameters', () => {
    const route = { path: 'medicines/:id', page: 'medicineDetails', menu: { label: 'One', group: 'shop', order: 1 } };
    expect(() => parseRouteManifest({ remote: 'catalog', routes: [route] }, 'catalog')).toThrow(/not valid/);
  });

  it.each([
    ['another remote’s manifest', { remote: 'admin', routes: [] }, /not valid at "admin"/],
    ['no routes', { remote: 'catalog' }, /not valid at "catalog"/],
    ['a leading slash', { remote: 'catalog', routes: [{ path: '/x', page: 'x' }] }, /not valid at {"path":"\/x"/],
    ['a page that is not a name', { remote: 'catalog', routes: [{ path: 'x', page: '<script>' }] }, /"page":"<script>"/],
    ['an unknown guard', { remote: 'catalog', routes: [{ path: 'x', page: 'x', guard: 'root' }] }, /"guard":"root"/],
    [
      'a path listed twice',
      {
        remote: 'catalog',
        routes: [
          { path: 'x', page: 'a' },
          { path: 'x', page: 'b' },
        ],
      },
      /not valid at {"path":"x","page":"b"}/,
    ],
    ['not an object', 'routes', /not valid at "routes"/],
  ])('refuses %s', (_, manifest, message) => {
    expect(() => parseRouteManifest(manifest, 'catalog')).toThrow(message);
  });
});
