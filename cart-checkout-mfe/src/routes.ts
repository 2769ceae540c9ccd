import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  // The cart is open to visitors (the items kept on this device); its Checkout asks for the login.
  { path: 'cart', page: 'cart', title: 'Your cart', menu: { label: 'Cart', group: 'account', order: 10 } },
  { path: 'payment-form', page: 'paymentForm', title: 'Checkout', guard: 'login' },
  { path: 'payment-success', page: 'paymentSuccess', title: 'Payment', guard: 'login' },
  { path: 'approved-cart', page: 'approvedCart', title: 'Prescription checked before paying', guard: 'login' },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type CartCheckoutPage = (typeof routes)[number]['page'];
