import { lazy, type ComponentType } from 'react';
import type { CartCheckoutPage } from './routes';

/** The pages this remote draws for the shell; each loads its code only when its route is visited. */
export const pages: Record<CartCheckoutPage, ComponentType> = {
  cart: lazy(() => import('./pages/cart-page')),
  paymentForm: lazy(() => import('./pages/payment-form-page')),
  paymentSuccess: lazy(() => import('./pages/payment-success-page')),
  approvedCart: lazy(() => import('./pages/approved-cart-page')),
};
