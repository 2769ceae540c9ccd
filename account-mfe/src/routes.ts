import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  { path: 'login', page: 'login' },
  { path: 'signup', page: 'signup' },
  { path: 'resetss', page: 'resetPassword' },
  { path: 'confirm-email', page: 'confirmEmail' },
  { path: 'reactivate', page: 'reactivate' },
  { path: 'profile', page: 'profile', guard: 'login', menu: { label: 'Profile', group: 'account', order: 40 } },
  { path: 'user-orders', page: 'userOrders', guard: 'login', menu: { label: 'My Orders', group: 'account', order: 20 } },
  { path: 'order/:orderId', page: 'orderDetail', guard: 'login' },
  { path: 'track/:orderId', page: 'trackOrder', guard: 'login' },
  { path: 'prescriptions', page: 'prescriptions', guard: 'login', menu: { label: 'Prescriptions', group: 'account', order: 30 } },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type AccountPage = (typeof routes)[number]['page'];
