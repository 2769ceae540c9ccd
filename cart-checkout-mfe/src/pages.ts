import { lazy } from 'react';
import type { RemotePagesModule } from 'shared-kernel';

/** The pages this remote draws for the shell; each loads its code only when its route is visited. */
export const pages: RemotePagesModule<'cartCheckout'>['pages'] = {
  cart: lazy(() => import('./pages/cart-page')),
  paymentForm: lazy(() => import('./pages/payment-form-page')),
  paymentSuccess: lazy(() => import('./pages/payment-success-page')),
};
