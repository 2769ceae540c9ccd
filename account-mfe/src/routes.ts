import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  { path: 'login', page: 'login', title: 'Login' },
  { path: 'signup', page: 'signup', title: 'Sign up' },
  { path: 'resetss', page: 'resetPassword', title: 'Reset your password' },
  { path: 'confirm-email', page: 'confirmEmail', title: 'Confirm your email' },
  { path: 'reactivate', page: 'reactivate', title: 'Reactivate your email' },
  { path: 'profile', page: 'profile', title: 'Your profile', guard: 'login', menu: { label: 'Profile', group: 'account', order: 40 } },
  {
    path: 'user-orders',
    page: 'userOrders',
    title: 'Your orders',
    guard: 'login',
    menu: { label: 'My Orders', group: 'account', order: 20 },
  },
  {
    path: 'account/refills',
    page: 'refillPlans',
    title: 'Your refill plans',
    guard: 'login',
    menu: { label: 'My refill plans', group: 'account', order: 25 },
  },
  {
    path: 'account/cards',
    page: 'savedCards',
    title: 'Your saved cards',
    guard: 'login',
    menu: { label: 'Saved cards', group: 'account', order: 26 },
  },
  {
    path: 'account/lab-tests',
    page: 'labTests',
    title: 'Your lab tests',
    guard: 'login',
    menu: { label: 'My lab tests', group: 'account', order: 27 },
  },
  {
    path: 'account/medication-profiles',
    page: 'medicationProfiles',
    title: 'Medication profiles',
    guard: 'login',
    menu: { label: 'Medication profiles', group: 'account', order: 32 },
  },
  {
    path: 'account/consents',
    page: 'consents',
    title: 'Your consents',
    guard: 'login',
    menu: { label: 'Consents', group: 'account', order: 45 },
  },
  {
    path: 'account/your-data',
    page: 'yourData',
    title: 'Your data',
    guard: 'login',
    menu: { label: 'Your data', group: 'account', order: 46 },
  },
  { path: 'refill-link', page: 'refillLink', title: 'Your refill plan' },
  { path: 'order/:orderId', page: 'orderDetail', title: 'Order', guard: 'login' },
  { path: 'track/:orderId', page: 'trackOrder', title: 'Track your order', guard: 'login' },
  {
    path: 'prescriptions',
    page: 'prescriptions',
    title: 'Your prescriptions',
    guard: 'login',
    menu: { label: 'Prescriptions', group: 'account', order: 30 },
  },
  {
    path: 'ask-pharmacist',
    page: 'askPharmacist',
    title: 'Ask a pharmacist',
    menu: { label: 'Ask a pharmacist', group: 'account', order: 35 },
  },
  { path: 'ask-pharmacist/:threadId', page: 'conversation', title: 'Your question to a pharmacist', guard: 'login' },
  { path: 'emergency', page: 'emergency', title: 'Emergency help' },
  { path: 'emergency/:requestId', page: 'ambulanceStatus', title: 'Your ambulance request' },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type AccountPage = (typeof routes)[number]['page'];
