import type { ComponentType } from 'react';

/**
 * What each remote exposes to the shell. A remote exposes one module, `./pages`, whose `pages`
 * export maps each of its page names to a component (usually React.lazy, so a page's code loads
 * only when its route is visited). Pages read route and query parameters with the router hooks the kernel re-exports (`routing/router.ts`).
 */
export const REMOTE_NAMES = ['catalog', 'cartCheckout', 'account', 'admin'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export type CatalogPage =
  | 'dashboard'
  | 'categories'
  | 'allCategory'
  | 'category'
  | 'medicines'
  | 'categoryMedicines'
  | 'medicineDetails'
  | 'search'
  | 'about'
  | 'service'
  | 'faq'
  | 'contact';

export type CartCheckoutPage = 'cart' | 'paymentForm' | 'paymentSuccess';

export type AccountPage =
  | 'login'
  | 'signup'
  | 'resetPassword'
  | 'confirmEmail'
  | 'reactivate'
  | 'profile'
  | 'userOrders'
  | 'orderDetail'
  | 'trackOrder';

export type AdminPage =
  | 'adminLogin'
  | 'adminSignup'
  | 'addProduct'
  | 'addCategory'
  | 'addAmbulance'
  | 'addLaboratory'
  | 'addPharmacy'
  | 'ambulances'
  | 'laboratories'
  | 'pharmacies'
  | 'payments'
  | 'orders'
  | 'orderDetail';

export interface RemotePages {
  catalog: CatalogPage;
  cartCheckout: CartCheckoutPage;
  account: AccountPage;
  admin: AdminPage;
}

/** The shape of a remote's `./pages` module. */
export interface RemotePagesModule<R extends RemoteName = RemoteName> {
  pages: Record<RemotePages[R], ComponentType>;
}

/** The exposed module every remote provides. */
export const REMOTE_PAGES_MODULE = 'pages';
