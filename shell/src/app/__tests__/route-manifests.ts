import type { RemoteName, RouteManifest } from 'shared-kernel';

/**
 * Route manifests as the remotes publish them (each remote's src/routes.ts, built into routes.json),
 * trimmed to the paths these tests visit (with the menu entries of those the menus link to). The shell may not import a remote, so they are written out
 * here; the browser journeys run the shell against the real ones.
 */
export const testManifests: Record<RemoteName, RouteManifest> = {
  catalog: {
    remote: 'catalog',
    routes: [
      { path: 'dashboard', page: 'dashboard', guard: 'none', menu: { label: 'Home', group: 'shop', order: 10 } },
      { path: 'categories', page: 'categories', guard: 'none', menu: { label: 'Categories', group: 'shop', order: 20 } },
      { path: 'medicines', page: 'medicines', guard: 'none', menu: { label: 'Medicines', group: 'shop', order: 30 } },
      { path: 'medicines/category/:categoryId', page: 'categoryMedicines', guard: 'none' },
      { path: 'medicines/:id', page: 'medicineDetails', guard: 'none' },
      { path: 'contact', page: 'contact', guard: 'none', menu: { label: 'Contact', group: 'shop', order: 70 } },
      { path: 'about', page: 'about', guard: 'none', menu: { label: 'About', group: 'shop', order: 50 } },
      { path: 'service', page: 'service', guard: 'none', menu: { label: 'Services', group: 'shop', order: 40 } },
      { path: 'faq', page: 'faq', guard: 'none', menu: { label: 'FAQ', group: 'shop', order: 60 } },
    ],
  },
  cartCheckout: {
    remote: 'cartCheckout',
    routes: [
      { path: 'cart', page: 'cart', guard: 'login', menu: { label: 'Cart', group: 'account', order: 10 } },
      { path: 'payment-form', page: 'paymentForm', guard: 'login' },
      { path: 'payment-success', page: 'paymentSuccess', guard: 'login' },
    ],
  },
  account: {
    remote: 'account',
    routes: [
      { path: 'login', page: 'login', guard: 'none' },
      { path: 'resetss', page: 'resetPassword', guard: 'none' },
      { path: 'profile', page: 'profile', guard: 'login', menu: { label: 'Profile', group: 'account', order: 40 } },
      { path: 'user-orders', page: 'userOrders', guard: 'login', menu: { label: 'My Orders', group: 'account', order: 20 } },
      { path: 'order/:orderId', page: 'orderDetail', guard: 'login' },
      { path: 'track/:orderId', page: 'trackOrder', guard: 'login' },
      { path: 'prescriptions', page: 'prescriptions', guard: 'login', menu: { label: 'Prescriptions', group: 'account', order: 30 } },
    ],
  },
  admin: {
    remote: 'admin',
    routes: [
      { path: 'admin-login', page: 'adminLogin', guard: 'none' },
      { path: 'admin-signup', page: 'adminSignup', guard: 'admin', menu: { label: 'Admin Signup', group: 'Team', order: 10 } },
      { path: 'add-product', page: 'addProduct', guard: 'admin', menu: { label: 'Add Product', group: 'Catalogue', order: 20 } },
      { path: 'add-category', page: 'addCategory', guard: 'admin', menu: { label: 'Add Category', group: 'Catalogue', order: 40 } },
      { path: 'admin/ambulances', page: 'manageAmbulances', guard: 'admin', menu: { label: 'Ambulances', group: 'Operations', order: 30 } },
      {
        path: 'admin/laboratories',
        page: 'manageLaboratories',
        guard: 'admin',
        menu: { label: 'Laboratories', group: 'Operations', order: 50 },
      },
      { path: 'add-market', page: 'pharmacies', guard: 'admin', menu: { label: 'Add pharmacy', group: 'Operations', order: 20 } },
      { path: 'pharmacy', page: 'pharmacies', guard: 'admin' },
      { path: 'payments', page: 'payments', guard: 'admin', menu: { label: 'Payments', group: 'Sales', order: 20 } },
      { path: 'orders', page: 'orders', guard: 'admin', menu: { label: 'Orders', group: 'Sales', order: 10 } },
      { path: 'admin/users', page: 'users', guard: 'admin', menu: { label: 'Users and roles', group: 'Team', order: 20 } },
      {
        path: 'pharmacist/reviews',
        page: 'reviewQueue',
        guard: 'pharmacist',
        menu: { label: 'Review queue', group: 'Pharmacist', order: 10, only: 'pharmacist' },
      },
      {
        path: 'lab/bookings',
        page: 'labBookings',
        guard: 'login',
        menu: { label: 'Laboratory bookings', group: 'Operations', order: 55, only: 'labStaff' },
      },
      {
        path: 'staff/orders',
        page: 'staffOrders',
        guard: 'login',
        menu: { label: 'Pharmacy orders', group: 'Operations', order: 5, only: 'pharmacyStaff' },
      },
      {
        path: 'rider/deliveries',
        page: 'rider',
        guard: 'login',
        menu: { label: 'My deliveries', group: 'Operations', order: 6, only: 'rider' },
      },
    ],
  },
};
