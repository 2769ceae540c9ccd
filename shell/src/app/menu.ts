import { useMemo } from 'react';
import { ADMIN_MENU_GROUPS, byCharacters, type MenuAudience, type MenuGroup } from 'shared-kernel';
import type { SiteRoute } from '../remotes/route-table';
import { useRouteTable } from '../remotes/route-table-context';

export interface NavLink {
  to: string;
  label: string;
  /** Shown only to whom its route's guard lets in (the admin menu: admins by default). */
  only?: MenuAudience;
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The site's menus, assembled from the menu entries of the route manifests the shell has. */
export interface SiteMenu {
  /** The shop's pages, in the header on wide screens and in the drawer on narrow ones. */
  publicLinks: NavLink[];
  /** A signed-in shopper's own pages: in the account menu and the drawer. */
  userLinks: NavLink[];
  /** The admin's screens, grouped: an Admin menu of their own instead of a row of links in the shop header. */
  adminGroups: NavGroup[];
}

/**
 * The menus from the routes' entries: each group's links sorted by their declared order (a
 * manifest lists its routes in its own order), ties by label; the admin groups in ADMIN_MENU_GROUPS'
 * order, empty ones left out. A remote whose manifest is missing simply adds nothing.
 */
export function buildMenu(routes: readonly SiteRoute[]): SiteMenu {
  const entries = routes
    .filter((route) => route.menu)
    .map((route) => ({ ...route.menu!, to: `/${route.path}` }))
    .sort((a, b) => a.order - b.order || byCharacters(a.label, b.label));
  const links = (group: MenuGroup): NavLink[] =>
    entries.filter((entry) => entry.group === group).map(({ to, label, only }) => (only ? { to, label, only } : { to, label }));
  return {
    publicLinks: links('shop'),
    userLinks: links('account'),
    adminGroups: ADMIN_MENU_GROUPS.map((label) => ({ label, links: links(label) })).filter((group) => group.links.length > 0),
  };
}

/** The site's menus now, rebuilt when a manifest arrives. */
export function useSiteMenu(): SiteMenu {
  const { routes } = useRouteTable();
  return useMemo(() => buildMenu(routes), [routes]);
}
