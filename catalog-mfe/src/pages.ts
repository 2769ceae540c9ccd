import { lazy, type ComponentType } from 'react';
import type { CatalogPage } from './routes';

/** The pages this remote draws for the shell; each loads its code only when its route is visited. */
export const pages: Record<CatalogPage, ComponentType> = {
  dashboard: lazy(() => import('./pages/dashboard-page')),
  categories: lazy(() => import('./pages/categories-page')),
  allCategory: lazy(() => import('./pages/all-category-page')),
  category: lazy(() => import('./pages/category-page')),
  medicines: lazy(() => import('./pages/medicines-page')),
  categoryMedicines: lazy(() => import('./pages/category-medicines-page')),
  medicineDetails: lazy(() => import('./pages/medicine-details-page')),
  search: lazy(() => import('./pages/search-page')),
  about: lazy(() => import('./pages/about-page')),
  service: lazy(() => import('./pages/service-page')),
  faq: lazy(() => import('./pages/faq-page')),
  contact: lazy(() => import('./pages/contact-page')),
  legal: lazy(() => import('./pages/legal-page')),
  terms: lazy(() => import('./pages/terms-page')),
  privacy: lazy(() => import('./pages/privacy-page')),
};
