import { createContext, useContext, useSyncExternalStore } from 'react';
import type { RouteTable } from './route-table';

/** The routes the remotes publish (remotes/route-table.ts), from which the router and the menus are built. */
export const RouteTableContext = createContext<RouteTable | null>(null);

/** The route table and where it stands now; redraws when a manifest arrives or fails. */
export function useRouteTable() {
  const table = useContext(RouteTableContext);
  if (!table) throw new Error('The shell needs a RouteTable (RouteTableContext).');
  return { table, ...useSyncExternalStore(table.subscribe, table.getSnapshot) };
}
