import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  { path: 'admin-login', page: 'adminLogin' },
  { path: 'admin-signup', page: 'adminSignup', guard: 'admin' },
  { path: 'add-product', page: 'addProduct', guard: 'admin' },
  { path: 'add-category', page: 'addCategory', guard: 'admin' },
  { path: 'add-ambulance', page: 'addAmbulance', guard: 'admin' },
  { path: 'add-laboratory', page: 'addLaboratory', guard: 'admin' },
  { path: 'add-pharmacy', page: 'addPharmacy', guard: 'admin' },
  { path: 'add-market', page: 'addPharmacy', guard: 'admin' },
  { path: 'ambulance', page: 'ambulances', guard: 'admin' },
  { path: 'laboratory', page: 'laboratories', guard: 'admin' },
  { path: 'pharmacy', page: 'pharmacies', guard: 'admin' },
  { path: 'payments', page: 'payments', guard: 'admin' },
  { path: 'orders', page: 'orders', guard: 'admin' },
  { path: 'orders/:orderId', page: 'orderDetail', guard: 'admin' },
  { path: 'admin/medicines', page: 'manageMedicines', guard: 'admin' },
  { path: 'admin/medicines/:medicineId', page: 'editMedicine', guard: 'admin' },
  { path: 'admin/categories', page: 'manageCategories', guard: 'admin' },
  { path: 'admin/pharmacies', page: 'managePharmacies', guard: 'admin' },
  { path: 'admin/ambulances', page: 'manageAmbulances', guard: 'admin' },
  { path: 'admin/laboratories', page: 'manageLaboratories', guard: 'admin' },
  { path: 'admin/stock-issues', page: 'stockIssues', guard: 'admin' },
  { path: 'admin/audit', page: 'audit', guard: 'admin' },
  { path: 'delivery', page: 'delivery', guard: 'admin' },
  { path: 'admin/users', page: 'users', guard: 'admin' },
  { path: 'pharmacist/reviews', page: 'reviewQueue', guard: 'pharmacist' },
  { path: 'pharmacist/reviews/:orderId', page: 'review', guard: 'pharmacist' },
  { path: 'pharmacist/approvals/:approvalId', page: 'approval', guard: 'pharmacist' },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type AdminPage = (typeof routes)[number]['page'];
