import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  { path: 'admin-login', page: 'adminLogin' },
  { path: 'admin', page: 'home', guard: 'admin', title: 'Admin home', menu: { label: 'Home', group: 'Sales', order: 0 } },
  { path: 'admin-signup', page: 'adminSignup', guard: 'admin', menu: { label: 'Admin Signup', group: 'Team', order: 10 } },
  { path: 'add-product', page: 'addProduct', guard: 'admin', menu: { label: 'Add Product', group: 'Catalogue', order: 20 } },
  { path: 'add-category', page: 'addCategory', guard: 'admin', menu: { label: 'Add Category', group: 'Catalogue', order: 40 } },
  { path: 'add-ambulance', page: 'addAmbulance', guard: 'admin', menu: { label: 'Add Ambulance', group: 'Operations', order: 40 } },
  { path: 'add-laboratory', page: 'addLaboratory', guard: 'admin', menu: { label: 'Add Laboratory', group: 'Operations', order: 60 } },
  { path: 'add-pharmacy', page: 'pharmacies', guard: 'admin' },
  { path: 'add-market', page: 'pharmacies', guard: 'admin', menu: { label: 'Add pharmacy', group: 'Operations', order: 20 } },
  { path: 'ambulance', page: 'ambulances', guard: 'admin' },
  { path: 'laboratory', page: 'laboratories', guard: 'admin' },
  { path: 'pharmacy', page: 'pharmacies', guard: 'admin' },
  { path: 'payments', page: 'payments', guard: 'admin', menu: { label: 'Payments', group: 'Sales', order: 20 } },
  { path: 'orders', page: 'orders', guard: 'admin', menu: { label: 'Orders', group: 'Sales', order: 10 } },
  { path: 'orders/:orderId', page: 'orderDetail', guard: 'admin' },
  { path: 'admin/medicines', page: 'manageMedicines', guard: 'admin', menu: { label: 'Medicines', group: 'Catalogue', order: 10 } },
  { path: 'admin/medicines/:medicineId', page: 'editMedicine', guard: 'admin' },
  { path: 'admin/categories', page: 'manageCategories', guard: 'admin', menu: { label: 'Categories', group: 'Catalogue', order: 30 } },
  {
    path: 'admin/search-vocabulary',
    page: 'searchVocabulary',
    guard: 'admin',
    menu: { label: 'Search vocabulary', group: 'Catalogue', order: 35 },
  },
  { path: 'admin/pharmacies', page: 'pharmacies', guard: 'admin', menu: { label: 'Pharmacies', group: 'Operations', order: 10 } },
  { path: 'admin/ambulances', page: 'manageAmbulances', guard: 'admin', menu: { label: 'Ambulances', group: 'Operations', order: 30 } },
  {
    path: 'admin/laboratories',
    page: 'manageLaboratories',
    guard: 'admin',
    menu: { label: 'Laboratories', group: 'Operations', order: 50 },
  },
  { path: 'admin/stock-issues', page: 'stockIssues', guard: 'admin', menu: { label: 'Stock issues', group: 'Sales', order: 40 } },
  { path: 'admin/refills', page: 'refills', guard: 'admin', menu: { label: 'Refill plans', group: 'Sales', order: 50 } },
  { path: 'admin/collections', page: 'collections', guard: 'admin', menu: { label: 'Rider collections', group: 'Sales', order: 55 } },
  {
    path: 'admin/stock-reports',
    page: 'stockReports',
    guard: 'admin',
    menu: { label: 'Stock reports', group: 'Catalogue', order: 45 },
  },
  { path: 'admin/recalls', page: 'recalls', guard: 'admin', menu: { label: 'Recalls', group: 'Catalogue', order: 50 } },
  { path: 'admin/transfers', page: 'transfers', guard: 'admin', menu: { label: 'Transfers', group: 'Catalogue', order: 48 } },
  { path: 'admin/incidents', page: 'incidents', guard: 'admin', menu: { label: 'Data incidents', group: 'Team', order: 40 } },
  { path: 'admin/audit', page: 'audit', guard: 'admin', menu: { label: 'Audit log', group: 'Team', order: 30 } },
  {
    path: 'admin/releases',
    page: 'remoteHealth',
    guard: 'admin',
    title: 'Site releases',
    menu: { label: 'Site releases', group: 'Team', order: 40 },
  },
  {
    path: 'admin/background-jobs',
    page: 'backgroundJobs',
    guard: 'admin',
    title: 'Background jobs',
    menu: { label: 'Background jobs', group: 'Team', order: 45 },
  },
  { path: 'admin/reports', page: 'reports', guard: 'admin', title: 'Reports', menu: { label: 'Reports', group: 'Sales', order: 70 } },
  {
    path: 'admin/catalogue-csv',
    page: 'catalogueCsv',
    guard: 'admin',
    title: 'Catalogue by CSV',
    menu: { label: 'Catalogue by CSV', group: 'Catalogue', order: 60 },
  },
  {
    path: 'admin/promotions',
    page: 'promotions',
    guard: 'admin',
    title: 'Discount codes',
    menu: { label: 'Discount codes', group: 'Sales', order: 60 },
  },
  { path: 'delivery', page: 'delivery', guard: 'admin', menu: { label: 'Delivery', group: 'Sales', order: 30 } },
  { path: 'admin/users', page: 'users', guard: 'admin', menu: { label: 'Users and roles', group: 'Team', order: 20 } },
  {
    path: 'pharmacist/reviews',
    page: 'reviewQueue',
    guard: 'pharmacist',
    menu: { label: 'Review queue', group: 'Pharmacist', order: 10, only: 'pharmacist' },
  },
  { path: 'pharmacist/reviews/:orderId', page: 'review', guard: 'pharmacist' },
  {
    path: 'pharmacist/safety-holds',
    page: 'safetyHolds',
    guard: 'pharmacist',
    title: 'Safety holds',
    menu: { label: 'Safety holds', group: 'Pharmacist', order: 15, only: 'pharmacist' },
  },
  { path: 'pharmacist/safety-holds/:holdId', page: 'safetyHold', guard: 'pharmacist', title: 'Safety hold' },
  { path: 'pharmacist/approvals/:approvalId', page: 'approval', guard: 'pharmacist' },
  { path: 'pharmacist/refills/:planId', page: 'refillCheck', guard: 'pharmacist' },
  {
    path: 'pharmacist/questions',
    page: 'questionQueue',
    guard: 'pharmacist',
    menu: { label: 'Questions', group: 'Pharmacist', order: 20, only: 'pharmacist' },
  },
  { path: 'pharmacist/questions/:threadId', page: 'question', guard: 'pharmacist' },
  {
    path: 'pharmacist/access-requests',
    page: 'accessRequests',
    guard: 'pharmacist',
    title: 'Access requests',
    menu: { label: 'Access requests', group: 'Pharmacist', order: 25, only: 'pharmacist' },
  },
  {
    path: 'pharmacist/safety-reports',
    page: 'safetyReports',
    guard: 'pharmacist',
    menu: { label: 'Side effects and fakes', group: 'Pharmacist', order: 30, only: 'pharmacist' },
  },
  {
    path: 'pharmacist/controlled-attempts',
    page: 'controlledAttempts',
    guard: 'pharmacist',
    menu: { label: 'Controlled attempts', group: 'Pharmacist', order: 40, only: 'pharmacist' },
  },
  // The clinical rules: admins read them from the Catalogue menu, pharmacists (who sign them off) from theirs; one page, two guards.
  {
    path: 'admin/clinical-rules',
    page: 'clinicalRules',
    guard: 'admin',
    title: 'Clinical rules',
    menu: { label: 'Clinical rules', group: 'Catalogue', order: 55 },
  },
  {
    path: 'pharmacist/clinical-rules',
    page: 'clinicalRules',
    guard: 'pharmacist',
    title: 'Clinical rules',
    menu: { label: 'Clinical rules', group: 'Pharmacist', order: 45, only: 'pharmacist' },
  },
  { path: 'admin/dispatch', page: 'dispatch', guard: 'admin', menu: { label: 'Dispatch board', group: 'Operations', order: 35 } },
  // Lab staff are signed-in shoppers an admin made staff of one laboratory: the server answers only their laboratory's bookings.
  {
    path: 'lab/bookings',
    page: 'labBookings',
    guard: 'login',
    title: 'Laboratory bookings',
    menu: { label: 'Laboratory bookings', group: 'Operations', order: 55, only: 'labStaff' },
  },
  // Pharmacy staff are signed-in users an admin bound to one pharmacy: the server answers only that pharmacy's orders and stock.
  {
    path: 'staff/orders',
    page: 'staffOrders',
    guard: 'login',
    title: 'Pharmacy orders',
    menu: { label: 'Pharmacy orders', group: 'Operations', order: 5, only: 'pharmacyStaff' },
  },
  // A pharmacy's rider (bound by its staff): the server answers only the rider's own deliveries. In a rider's menu (the token's rider claim).
  {
    path: 'rider/deliveries',
    page: 'rider',
    guard: 'login',
    title: 'Today’s deliveries',
    menu: { label: 'My deliveries', group: 'Operations', order: 6, only: 'rider' },
  },
  { path: 'admin/care-figures', page: 'careFigures', guard: 'admin', menu: { label: 'Care figures', group: 'Operations', order: 70 } },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type AdminPage = (typeof routes)[number]['page'];
