// A page's first view handed over by the site's server (scripts/lib/first-load-hints.ts): the reads
// it was drawn with travel with index.html as JSON, and the shell hydrates the server's nodes with
// the page's own code (shell/src/remotes/first-view-handoff.tsx) instead of drawing them afresh.
// While it does, the page finds each read here and starts ready with it (useLoad's `initial`), so
// its first render is the server's.
import { createContext, useContext, type ReactNode } from 'react';
import { UNSAFE_LocationContext, UNSAFE_NavigationContext, UNSAFE_RouteContext } from './router';

/** A read as the server made it: its status and body (the page's `preload` pattern is the key). */
export type FirstViewRead = { status: number; body: unknown };

/** What index.html carries for a first view the page's code may hydrate. */
export interface FirstViewData {
  page: string;
  /** The path and query the view was drawn for. */
  url: string;
  /** The language it was drawn in. */
  locale: string;
  /** When the server made the reads (ISO). */
  readAt?: string;
  reads: Record<string, FirstViewRead | undefined>;
  /** Where the browser reads each, by the same pattern. */
  addresses?: Record<string, string>;
}

const FirstViewContext = createContext<FirstViewData['reads'] | null>(null);

export function FirstViewReads({ reads, children }: { reads: FirstViewData['reads']; children: ReactNode }) {
  return <FirstViewContext.Provider value={reads}>{children}</FirstViewContext.Provider>;
}

/**
 * The body the server read at `pattern` for the first view being hydrated, when it answered 200 and
 * passes `valid`; undefined otherwise, and on every page drawn later (the page loads it itself).
 */
export function useFirstViewRead<T>(pattern: string, valid: (body: unknown) => boolean): { data: T } | undefined {
  const read = useContext(FirstViewContext)?.[pattern];
  return read && read.status === 200 && valid(read.body) ? { data: read.body as T } : undefined;
}

/** The router's state where it is read, to give a page drawn in a separate React root (see RouterBridge). */
export interface RouterState {
  navigation: React.ContextType<typeof UNSAFE_NavigationContext>;
  location: React.ContextType<typeof UNSAFE_LocationContext>;
  route: React.ContextType<typeof UNSAFE_RouteContext>;
}

export function useRouterState(): RouterState {
  return {
    navigation: useContext(UNSAFE_NavigationContext),
    location: useContext(UNSAFE_LocationContext),
    route: useContext(UNSAFE_RouteContext),
  };
}

/** The same router, its location and its route's parameters, in another React root: links navigate the app's router. */
export function RouterBridge({ state, children }: { state: RouterState; children: ReactNode }) {
  return (
    <UNSAFE_NavigationContext.Provider value={state.navigation}>
      <UNSAFE_LocationContext.Provider value={state.location}>
        <UNSAFE_RouteContext.Provider value={state.route}>{children}</UNSAFE_RouteContext.Provider>
      </UNSAFE_LocationContext.Provider>
    </UNSAFE_NavigationContext.Provider>
  );
}
