// The one check every remote runs on what it publishes: its route manifest and its `./pages` module agree.
import type { ComponentType } from 'react';
import { parseRouteManifest, type RemoteName, type RouteEntry } from 'shared-kernel';

export function describeRemotePages(remote: RemoteName, pages: Record<string, ComponentType>, routes: readonly RouteEntry[]): void {
  describe(`${remote} pages and routes`, () => {
    it('draws every route it publishes, and has no page without a route', () => {
      expect(new Set(Object.keys(pages))).toEqual(new Set(routes.map((route) => route.page)));
    });

    it('publishes routes the shell accepts', () => {
      expect(parseRouteManifest({ remote, routes }, remote).routes).toHaveLength(routes.length);
    });
  });
}
