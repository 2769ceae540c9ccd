import type { RemoteName, RemotePages } from './contracts';

export type Guard = 'none' | 'login' | 'admin';

export interface RemoteRoute<R extends RemoteName = RemoteName> {
  path: string;
  remote: R;
  page: RemotePages[R];
  guard: Guard;
}

const route = <R extends RemoteName>(path: string, remote: R, page: RemotePages[R], guard: Guard = 'none'): RemoteRoute =>
  ({ path, remote, page, guard }) as RemoteRoute;

/**
 * Every route of spec section 2 that a remote draws, and its guard. The shell builds its router
 * from this; each remote's harness shows its own routes from it.
 */
export const remoteRoutes: RemoteRoute[] = [
  route('dashboard', 'catalog', 'dashboard'),
  route('categories', 'catalog', 'categories'),
  route('all-category', 'catalog', 'allCategory'),
  route('category', 'catalog', 'category'),
  route('medicines', 'catalog', 'medicines'),
  route('medicines/category/:categoryId', 'catalog', 'categoryMedicines'),
  route('medicines/:id', 'catalog', 'medicineDetails'),
  route('search', 'catalog', 'search'),
  route('contact', 'catalog', 'contact'),
  route('about', 'catalog', 'about'),
  route('service', 'catalog', 'service'),
  route('faq', 'catalog', 'faq'),

  route('login', 'account', 'login'),
  route('signup', 'account', 'signup'),
  route('resetss', 'account', 'resetPassword'),
  route('confirm-email', 'account', 'confirmEmail'),
  route('reactivate', 'account', 'reactivate'),
  route('profile', 'account', 'profile', 'login'),
  route('user-orders', 'account', 'userOrders', 'login'),
  route('order/:orderId', 'account', 'orderDetail', 'login'),
  route('track/:orderId', 'account', 'trackOrder', 'login'),

  route('cart', 'cartCheckout', 'cart', 'login'),
  route('payment-form', 'cartCheckout', 'paymentForm', 'login'),
  route('payment-success', 'cartCheckout', 'paymentSuccess', 'login'),

  route('admin-login', 'admin', 'adminLogin'),
  route('admin-signup', 'admin', 'adminSignup', 'admin'),
  route('add-product', 'admin', 'addProduct', 'admin'),
  route('add-category', 'admin', 'addCategory', 'admin'),
  route('add-ambulance', 'admin', 'addAmbulance', 'admin'),
  route('add-laboratory', 'admin', 'addLaboratory', 'admin'),
  route('add-pharmacy', 'admin', 'addPharmacy', 'admin'),
  route('add-market', 'admin', 'addPharmacy', 'admin'),
  route('ambulance', 'admin', 'ambulances', 'admin'),
  route('laboratory', 'admin', 'laboratories', 'admin'),
  route('pharmacy', 'admin', 'pharmacies', 'admin'),
  route('payments', 'admin', 'payments', 'admin'),
  route('orders', 'admin', 'orders', 'admin'),
  route('orders/:orderId', 'admin', 'orderDetail', 'admin'),
];
