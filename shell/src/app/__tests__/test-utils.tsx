import { render } from '@testing-library/react';
import { MemoryRouter, REMOTE_NAMES, useLocation } from 'shared-kernel';
import type { ComponentType } from 'react';
import { Layout, RouteTableContext } from '../app';
import { RemoteLoaderContext, type RemotePageLoader } from '../../remotes/remote-page';
import { RouteTable, type ManifestFetcher } from '../../remotes/route-table';
import type { RemoteName } from 'shared-kernel';
import { testManifests } from './route-manifests';

/** Where the router is now, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return (
    <output data-testid="location" data-search={location.search}>
      {location.pathname}
    </output>
  );
}

/** A loader that draws each remote page as its name, as a stand-in for the network fetch of remotes. */
export const namedPageLoader: RemotePageLoader = async (remote, page) => {
  const Named: ComponentType = () => <h1>{`${remote}:${page}`}</h1>;
  return Named;
};

/** Hands out the test manifests, as the remotes' routes.json files would. */
export const testManifestFetcher: ManifestFetcher = async (remote) => testManifests[remote];

interface SiteOptions {
  load?: RemotePageLoader;
  reset?: (remote: RemoteName) => void;
  /** How route manifests are read; admin's is read on demand, as in the deployed configuration. */
  manifests?: ManifestFetcher;
}

export function renderSite(path: string, load: RemotePageLoader = namedPageLoader, reset: (remote: RemoteName) => void = () => undefined) {
  return renderSiteWith(path, { load, reset });
}

export function renderSiteWith(
  path: string,
  { load = namedPageLoader, reset = () => undefined, manifests = testManifestFetcher }: SiteOptions,
) {
  const table = new RouteTable(manifests, REMOTE_NAMES, ['admin']);
  return {
    table,
    ...render(
      <RouteTableContext.Provider value={table}>
        <RemoteLoaderContext.Provider value={{ load, reset }}>
          <MemoryRouter initialEntries={[path]}>
            <Layout />
            <LocationProbe />
          </MemoryRouter>
        </RemoteLoaderContext.Provider>
      </RouteTableContext.Provider>,
    ),
  };
}
