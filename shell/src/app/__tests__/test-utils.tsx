import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'shared-kernel';
import type { ComponentType } from 'react';
import { Layout } from '../app';
import { RemoteLoaderContext, type RemotePageLoader } from '../../remotes/remote-page';
import type { RemoteName } from 'shared-kernel';

/** Where the router is now, for assertions. */
export function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{location.pathname}</output>;
}

/** A loader that draws each remote page as its name, as a stand-in for the network fetch of remotes. */
export const namedPageLoader: RemotePageLoader = async (remote, page) => {
  const Named: ComponentType = () => <h1>{`${remote}:${page}`}</h1>;
  return Named;
};

export function renderSite(path: string, load: RemotePageLoader = namedPageLoader, reset: (remote: RemoteName) => void = () => undefined) {
  return render(
    <RemoteLoaderContext.Provider value={{ load, reset }}>
      <MemoryRouter initialEntries={[path]}>
        <Layout />
        <LocationProbe />
      </MemoryRouter>
    </RemoteLoaderContext.Provider>,
  );
}
