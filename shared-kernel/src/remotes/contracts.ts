import type { ComponentType } from 'react';

/**
 * What each remote exposes to the shell. A remote exposes one module, `./pages`, whose `pages`
 * export maps each of its page names to a component (usually React.lazy, so a page's code loads
 * only when its route is visited). Which paths draw which page is the remote's own business: it
 * publishes them in its route manifest (route-manifest.ts), so the kernel names no page. Pages read route and query parameters with the router hooks the kernel re-exports (`routing/router.ts`).
 */
export const REMOTE_NAMES = ['catalog', 'cartCheckout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** The shape of a remote's `./pages` module. */
export interface RemotePagesModule {
  pages: Record<string, ComponentType>;
}

/** The exposed module every remote provides. */
export const REMOTE_PAGES_MODULE = 'pages';
