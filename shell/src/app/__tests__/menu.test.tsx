import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, MemoryRouter, REMOTE_NAMES, setTokens, type RemoteName, type RouteManifest } from 'shared-kernel';
import { Header } from '../../components/layout/header';
import { RouteTable, type ManifestFetcher, type SiteRoute } from '../../remotes/route-table';
import { RouteTableContext } from '../../remotes/route-table-context';
import { buildMenu } from '../menu';
import { makeToken } from './make-token';
import { testManifests } from './route-manifests';
import { renderSiteWith } from './test-utils';

const SHOP_MENU = ['Home', 'Categories', 'Medicines', 'Services', 'About', 'FAQ', 'Contact'];

const route = (path: string, menu?: SiteRoute['menu']): SiteRoute => ({ path, page: 'x', guard: 'none', remote: 'catalog', menu });

/** The test manifests with one remote's changed, or that remote down. */
function fetcher(changes: Partial<Record<RemoteName, RouteManifest | 'down'>>): ManifestFetcher {
  return async (remote) => {
    const manifest = changes[remote] ?? testManifests[remote];
    if (manifest === 'down') throw new Error(`${remote} is down`);
    return manifest;
  };
}

const linkNames = (element: HTMLElement) =>
  within(element)
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('the menus come from the route manifests', () => {
  afterEach(() => clearSession());

  it('sorts each group by its declared order, not the manifest’s, and groups the admin screens in their fixed order', () => {
    const menu = buildMenu([
      route('faq', { label: 'FAQ', group: 'shop', order: 60 }),
      route('medicines/:id'),
      route('dashboard', { label: 'Home', group: 'shop', order: 10 }),
      route('admin/users', { label: 'Users and roles', group: 'Team', order: 20 }),
      route('orders', { label: 'Orders', group: 'Sales', order: 10 }),
      route('pharmacist/reviews', { label: 'Review queue', group: 'Pharmacist', order: 10, only: 'pharmacist' }),
      route('profile', { label: 'Profile', group: 'account', order: 40 }),
      route('cart', { label: 'Cart', group: 'account', order: 10 }),
    ]);
    expect(menu.publicLinks).toEqual([
      { to: '/dashboard', label: 'Home' },
      { to: '/faq', label: 'FAQ' },
    ]);
    expect(menu.userLinks.map((link) => link.label)).toEqual(['Cart', 'Profile']);
    expect(menu.adminGroups).toEqual([
      { label: 'Pharmacist', links: [{ to: '/pharmacist/reviews', label: 'Review queue', only: 'pharmacist' }] },
      { label: 'Sales', links: [{ to: '/orders', label: 'Orders' }] },
      { label: 'Team', links: [{ to: '/admin/users', label: 'Users and roles' }] },
    ]);
  });

  it('draws the shop menu in today’s order from the remotes’ manifests', async () => {
    renderSiteWith('/dashboard', {});
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    await within(nav).findByRole('link', { name: 'Contact' });
    expect(linkNames(nav)).toEqual(SHOP_MENU);
  });

  it('adds the entry a remote’s manifest declares, where its order puts it', async () => {
    const catalog = testManifests.catalog;
    const withLegal = {
      ...catalog,
      routes: [
        ...catalog.routes,
        { path: 'legal', page: 'legal', guard: 'none' as const, menu: { label: 'Legal', group: 'shop' as const, order: 65 } },
      ],
    };
    renderSiteWith('/dashboard', { manifests: fetcher({ catalog: withLegal }) });
    const nav = within(screen.getByRole('banner')).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Legal' })).toHaveAttribute('href', '/legal');
    expect(linkNames(nav)).toEqual(['Home', 'Categories', 'Medicines', 'Services', 'About', 'FAQ', 'Legal', 'Contact']);
  });

  it('drops the entries of a remote that is down and keeps the rest', async () => {
    setTokens({ accessToken: makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1' }), refreshToken: 'r' });
    const { table } = renderSiteWith('/dashboard', { manifests: fetcher({ account: 'down' }) });
    await act(() => table.settled());
    const header = screen.getByRole('banner');
    expect(linkNames(within(header).getByRole('navigation', { name: 'Main' }))).toEqual(SHOP_MENU);
    await userEvent.click(within(header).getByRole('button', { name: 'Hello, Ada Obi' }));
    expect(within(header).getByRole('link', { name: 'Cart' })).toHaveAttribute('href', '/cart');
    expect(within(header).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('link', { name: 'My Orders' })).not.toBeInTheDocument();
  });

  it('says so in the Admin menu when the admin remote is down, the shop menu unchanged', async () => {
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    renderSiteWith('/dashboard', { manifests: fetcher({ admin: 'down' }) });
    const header = screen.getByRole('banner');
    const adminNav = await within(header).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(await within(adminNav).findByText('The admin screens cannot be reached right now.')).toBeInTheDocument();
    expect(within(adminNav).queryByRole('link')).not.toBeInTheDocument();
    expect(linkNames(within(header).getByRole('navigation', { name: 'Main' }))).toEqual(SHOP_MENU);
  });

  it('reads the admin manifest for an admin on a shop page, before the menu is opened', async () => {
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    const { table } = renderSiteWith('/dashboard', {});
    await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await act(() => table.settled());
    expect(table.getSnapshot().states.get('admin')?.status).toBe('loaded');
  });

  it('never reads the admin manifest for a shopper', async () => {
    const { table } = renderSiteWith('/dashboard', {});
    await act(() => table.settled());
    expect(table.getSnapshot().states.get('admin')?.status).toBe('on-demand');
  });

  it('has the whole shop menu at the first draw once the manifests read at start are in, as the shell starts', async () => {
    const table = new RouteTable(fetcher({}), REMOTE_NAMES, ['admin']);
    await table.settled();
    render(
      <RouteTableContext.Provider value={table}>
        <MemoryRouter initialEntries={['/dashboard']}>
          <Header />
        </MemoryRouter>
      </RouteTableContext.Provider>,
    );
    // No waiting: the first render already has every link, so nothing in the header moves later.
    expect(linkNames(screen.getByRole('navigation', { name: 'Main' }))).toEqual(SHOP_MENU);
  });
});
