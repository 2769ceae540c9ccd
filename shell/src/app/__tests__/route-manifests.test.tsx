import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setTokens, type RemoteName, type RouteManifest } from 'shared-kernel';
import { renderSiteWith, testManifestFetcher } from './test-utils';
import { testManifests } from './route-manifests';
import { makeToken } from './make-token';

const adminToken = makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' });

/** A fetcher that records which manifests were asked for, answering from the given table. */
function recordingFetcher(manifests: Partial<Record<RemoteName, RouteManifest | Error>>) {
  const asked: RemoteName[] = [];
  const fetcher = async (remote: RemoteName) => {
    asked.push(remote);
    const answer = manifests[remote];
    if (!answer || answer instanceof Error) throw answer ?? new Error(`no manifest for ${remote}`);
    return answer;
  };
  return { asked, fetcher };
}

describe('the router built from the remotes’ route manifests', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    clearSession();
    jest.restoreAllMocks();
  });

  it('draws a page a remote adds to its manifest, with nothing changed in the shell', async () => {
    const catalog: RouteManifest = {
      remote: 'catalog',
      routes: [...testManifests.catalog.routes, { path: 'offers/harmattan', page: 'harmattanOffers', guard: 'none' }],
    };
    renderSiteWith('/offers/harmattan', { manifests: async (remote) => (remote === 'catalog' ? catalog : testManifests[remote]) });
    expect(await screen.findByRole('heading', { name: 'catalog:harmattanOffers' })).toBeInTheDocument();
  });

  it('reads admin’s manifest only when a path is not a shop page, so browsing never contacts the admin remote', async () => {
    const { asked, fetcher } = recordingFetcher(testManifests);
    renderSiteWith('/dashboard', { manifests: fetcher });
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
    expect(asked.sort()).toEqual(['account', 'cartCheckout', 'catalog']);
  });

  it('finds an admin page through the manifest read on demand, and keeps its guard', async () => {
    setTokens({ accessToken: adminToken, refreshToken: 'r' });
    const { asked, fetcher } = recordingFetcher(testManifests);
    renderSiteWith('/orders', { manifests: fetcher });
    expect(await screen.findByRole('heading', { name: 'admin:orders' })).toBeInTheDocument();
    expect(asked).toContain('admin');
    expect(screen.getByTestId('location')).toHaveTextContent('/orders');
  });

  it('says a page does not exist only after every manifest, admin’s too, has been read', async () => {
    const { asked, fetcher } = recordingFetcher(testManifests);
    renderSiteWith('/no/such/page', { manifests: fetcher });
    expect(await screen.findByText('Sorry, the page you are looking for could not be found.')).toBeInTheDocument();
    expect(asked).toContain('admin');
  });

  it('shows the remote’s fallback when its manifest cannot be read, and recovers on Retry', async () => {
    const manifests: Partial<Record<RemoteName, RouteManifest | Error>> = { ...testManifests, catalog: new Error('catalog is down') };
    const { fetcher } = recordingFetcher(manifests);
    renderSiteWith('/dashboard', { manifests: fetcher });
    const fallback = await screen.findByRole('heading', { name: 'This part of the shop is unavailable right now' });
    expect(fallback.closest('[data-boundary-fallback]')).toHaveAttribute('data-boundary-fallback', 'catalog');
    expect(screen.getByText(/We could not load the catalogue pages/)).toBeInTheDocument();
    manifests.catalog = testManifests.catalog;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
  });

  it('keeps the other remotes’ pages while one manifest is down', async () => {
    const { fetcher } = recordingFetcher({ ...testManifests, catalog: new Error('catalog is down') });
    renderSiteWith('/login', { manifests: fetcher });
    expect(await screen.findByRole('heading', { name: 'account:login' })).toBeInTheDocument();
  });

  it('gives a path two remotes claim to the first remote, and says so', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const account: RouteManifest = { remote: 'account', routes: [{ path: 'dashboard', page: 'hijack', guard: 'none' }] };
    renderSiteWith('/dashboard', { manifests: async (remote) => (remote === 'account' ? account : testManifestFetcher(remote)) });
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
    await waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('dashboard is claimed by catalog and account')));
  });
});
