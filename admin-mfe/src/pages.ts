import { lazy, type ComponentType } from 'react';
import type { AdminPage } from './routes';

/** The pages this remote draws for the shell; each loads its code only when its route is visited. */
export const pages: Record<AdminPage, ComponentType> = {
  adminLogin: lazy(() => import('./pages/admin-login-page')),
  home: lazy(() => import('./pages/home-page')),
  promotions: lazy(() => import('./pages/promotions-page')),
  adminSignup: lazy(() => import('./pages/admin-signup-page')),
  addProduct: lazy(() => import('./pages/add-product-page')),
  addCategory: lazy(() => import('./pages/add-category-page')),
  addAmbulance: lazy(() => import('./pages/add-ambulance-page')),
  addLaboratory: lazy(() => import('./pages/add-laboratory-page')),
  ambulances: lazy(() => import('./pages/ambulances-page')),
  laboratories: lazy(() => import('./pages/laboratories-page')),
  pharmacies: lazy(() => import('./pages/pharmacies-page')),
  payments: lazy(() => import('./pages/payments-page')),
  orders: lazy(() => import('./pages/orders-page')),
  orderDetail: lazy(() => import('./pages/order-detail-page')),
  manageMedicines: lazy(() => import('./pages/manage-medicines-page')),
  editMedicine: lazy(() => import('./pages/edit-medicine-page')),
  manageCategories: lazy(() => import('./pages/manage-categories-page')),
  manageAmbulances: lazy(() => import('./pages/manage-ambulances-page')),
  manageLaboratories: lazy(() => import('./pages/manage-laboratories-page')),
  stockIssues: lazy(() => import('./pages/stock-issues-page')),
  audit: lazy(() => import('./pages/audit-page')),
  delivery: lazy(() => import('./pages/delivery-page')),
  users: lazy(() => import('./pages/users-page')),
  reviewQueue: lazy(() => import('./pages/review-queue-page')),
  review: lazy(() => import('./pages/review-page')),
  approval: lazy(() => import('./pages/approval-page')),
};
