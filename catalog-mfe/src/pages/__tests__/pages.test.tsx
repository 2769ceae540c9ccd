import { parseRouteManifest } from 'shared-kernel';
import { pages } from '../../pages';
import { routes } from '../../routes';

describe('catalog-mfe pages and routes', () => {
  it('draws every route it publishes, and has no page without a route', () => {
    expect(new Set(Object.keys(pages))).toEqual(new Set(routes.map((route) => route.page)));
  });

  it('publishes routes the shell accepts', () => {
    const manifest = parseRouteManifest({ remote: 'catalog', routes }, 'catalog');
    expect(manifest.routes).toHaveLength(routes.length);
  });
});
