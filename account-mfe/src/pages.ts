import { lazy, type ComponentType } from 'react';
import type { AccountPage } from './routes';

/** The pages this remote draws for the shell; each loads its code only when its route is visited. */
export const pages: Record<AccountPage, ComponentType> = {
  login: lazy(() => import('./pages/login-page')),
  signup: lazy(() => import('./pages/signup-page')),
  resetPassword: lazy(() => import('./pages/reset-password-page')),
  confirmEmail: lazy(() => import('./pages/confirm-email-page')),
  reactivate: lazy(() => import('./pages/reactivate-page')),
  profile: lazy(() => import('./pages/profile-page')),
  userOrders: lazy(() => import('./pages/user-orders-page')),
  orderDetail: lazy(() => import('./pages/order-detail-page')),
  trackOrder: lazy(() => import('./pages/track-order-page')),
  prescriptions: lazy(() => import('./pages/prescriptions-page')),
  refillPlans: lazy(() => import('./pages/refill-plans-page')),
  savedCards: lazy(() => import('./pages/saved-cards-page')),
  labTests: lazy(() => import('./pages/lab-tests-page')),
  medicationProfiles: lazy(() => import('./pages/medication-profiles-page')),
  consents: lazy(() => import('./pages/consents-page')),
  yourData: lazy(() => import('./pages/your-data-page')),
  refillLink: lazy(() => import('./pages/refill-link-page')),
  askPharmacist: lazy(() => import('./pages/ask-pharmacist-page')),
  conversation: lazy(() => import('./pages/conversation-page')),
  emergency: lazy(() => import('./pages/emergency-page')),
  ambulanceStatus: lazy(() => import('./pages/ambulance-status-page')),
};
