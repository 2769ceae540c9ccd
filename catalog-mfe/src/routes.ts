import type { RouteEntry } from 'shared-kernel';

/**
 * The routes this remote draws in the site: path (no leading slash), page (a key of `pages` in
 * ./pages.ts) and guard. Data only: the build turns this file into routes.json beside
 * remoteEntry.js (tooling/webpack/route-manifest.mjs), and the shell builds its router from it, so
 * a new page needs a change here and nowhere else.
 */
export const routes = [
  {
    path: 'dashboard',
    page: 'dashboard',
    title: 'Genuine medicines delivered across Nigeria',
    menu: { label: 'Home', group: 'shop', order: 10 },
    preload: ['/api/medicine-categories', '/api/medicine/featuredMedicines'],
    firstView: true,
  },
  { path: 'categories', page: 'categories', title: 'Medicine categories', menu: { label: 'Categories', group: 'shop', order: 20 } },
  { path: 'all-category', page: 'allCategory', title: 'All categories' },
  { path: 'category', page: 'category', title: 'Medicine categories' },
  {
    path: 'medicines',
    page: 'medicines',
    title: 'Medicines',
    menu: { label: 'Medicines', group: 'shop', order: 30 },
    preload: ['/api/medicine/GetAllMedicines'],
    firstView: true,
  },
  { path: 'medicines/category/:categoryId', page: 'categoryMedicines', title: 'Medicines by category' },
  { path: 'medicines/:id', page: 'medicineDetails', title: 'Medicine', preload: ['/api/medicine/:id'], firstView: true },
  { path: 'search', page: 'search', title: 'Search' },
  { path: 'contact', page: 'contact', title: 'Contact us', menu: { label: 'Contact', group: 'shop', order: 70 } },
  { path: 'about', page: 'about', title: 'About us', menu: { label: 'About', group: 'shop', order: 50 } },
  { path: 'service', page: 'service', title: 'Services', menu: { label: 'Services', group: 'shop', order: 40 } },
  { path: 'faq', page: 'faq', title: 'Frequently asked questions', menu: { label: 'FAQ', group: 'shop', order: 60 } },
  { path: 'legal', page: 'legal', title: 'Legal information', preload: ['/api/pharmacy-identity'], firstView: true },
  { path: 'terms', page: 'terms', title: 'Terms', preload: ['/api/pharmacy-identity'], firstView: true },
  { path: 'privacy', page: 'privacy', title: 'Privacy', preload: ['/api/pharmacy-identity', '/api/privacy'], firstView: true },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type CatalogPage = (typeof routes)[number]['page'];
