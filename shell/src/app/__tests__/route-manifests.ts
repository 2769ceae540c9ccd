import type { RemoteName, RouteManifest } from 'shared-kernel';

/**
 * Route manifests as the remotes publish them (each remote's src/routes.ts, built into routes.json),
 * trimmed to the paths these tests visit. The shell may not import a remote, so they are written out
 * here; the browser journeys run the shell against the real ones.
 */
export const testManifests: Record<RemoteName, RouteManifest> = {
  catalog: {
    remote: 'catalog',
    routes: [
      { path: 'dashboard', page: 'dashboard', guard: 'none' },
      { path: 'medicines', page: 'medicines', guard: 'none' },
      { path: 'medicines/category/:categoryId', page: 'categoryMedicines', guard: 'none' },
      { path: 'medicines/:id', page: 'medicineDetails', guard: 'none' },
    ],
  },
  cartCheckout: {
    remote: 'cartCheckout',
    routes: [
      { path: 'cart', page: 'cart', guard: 'login' },
      { path: 'payment-form', page: 'paymentForm', guard: 'login' },
      { path: 'payment-success', page: 'paymentSuccess', guard: 'login' },
    ],
  },
  account: {
    remote: 'account',
    routes: [
      { path: 'login', page: 'login', guard: 'none' },
      { path: 'resetss', page: 'resetPassword', guard: 'none' },
      { path: 'profile', page: 'profile', guard: 'login' },
      { path: 'user-orders', page: 'userOrders', guard: 'login' },
      { path: 'order/:orderId', page: 'orderDetail', guard: 'login' },
      { path: 'track/:orderId', page: 'trackOrder', guard: 'login' },
    ],
  },
  admin: {
    remote: 'admin',
    routes: [
      { path: 'admin-login', page: 'adminLogin', guard: 'none' },
      { path: 'admin-signup', page: 'adminSignup', guard: 'admin' },
      { path: 'add-product', page: 'addProduct', guard: 'admin' },
      { path: 'add-market', page: 'addPharmacy', guard: 'admin' },
      { path: 'pharmacy', page: 'pharmacies', guard: 'admin' },
      { path: 'payments', page: 'payments', guard: 'admin' },
      { path: 'orders', page: 'orders', guard: 'admin' },
      { path: 'admin/users', page: 'users', guard: 'admin' },
      { path: 'pharmacist/reviews', page: 'reviewQueue', guard: 'pharmacist' },
    ],
  },
};
