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
    preload: ['/api/medicine-categories', '/api/medicine/featuredMedicines'],
    firstView: true,
  },
  { path: 'categories', page: 'categories' },
  { path: 'all-category', page: 'allCategory' },
  { path: 'category', page: 'category' },
  { path: 'medicines', page: 'medicines', preload: ['/api/medicine/GetAllMedicines'], firstView: true },
  { path: 'medicines/category/:categoryId', page: 'categoryMedicines' },
  { path: 'medicines/:id', page: 'medicineDetails', preload: ['/api/medicine/:id'], firstView: true },
  { path: 'search', page: 'search' },
  { path: 'contact', page: 'contact' },
  { path: 'about', page: 'about' },
  { path: 'service', page: 'service' },
  { path: 'faq', page: 'faq' },
  { path: 'legal', page: 'legal', preload: ['/api/pharmacy-identity'], firstView: true },
  { path: 'terms', page: 'terms', preload: ['/api/pharmacy-identity'], firstView: true },
  { path: 'privacy', page: 'privacy', preload: ['/api/pharmacy-identity'], firstView: true },
] as const satisfies readonly RouteEntry[];

/** The names of the pages these routes draw; ./pages.ts must provide each. */
export type CatalogPage = (typeof routes)[number]['page'];
