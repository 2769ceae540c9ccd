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
