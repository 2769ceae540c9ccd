import { remoteRoutes } from 'shared-kernel';
import { pages } from '../../pages';

describe('catalog-mfe pages', () => {
  it('exposes a page for every route the shell gives this remote', () => {
    const wanted = new Set(remoteRoutes.filter((route) => route.remote === 'catalog').map((route) => route.page));
    expect(new Set(Object.keys(pages))).toEqual(wanted);
  });
});
