export interface NavLink {
  to: string;
  label: string;
  /** Shown only to whom its route's guard lets in (the admin menu: admins by default). */
  only?: 'admin' | 'pharmacist';
}

export interface NavGroup {
  label: string;
  links: NavLink[];
}

/** The shop's pages, in the header on wide screens and in the drawer on narrow ones. */
export const publicLinks: NavLink[] = [
  { to: '/dashboard', label: 'Home' },
  { to: '/categories', label: 'Categories' },
  { to: '/medicines', label: 'Medicines' },
  { to: '/service', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

/** A signed-in shopper's own pages: in the account menu and the drawer. */
export const userLinks: NavLink[] = [
  { to: '/cart', label: 'Cart' },
  { to: '/user-orders', label: 'My Orders' },
  { to: '/prescriptions', label: 'Prescriptions' },
  { to: '/profile', label: 'Profile' },
];

/** The admin's screens, grouped: an Admin menu of their own instead of a row of links in the shop header. */
export const adminGroups: NavGroup[] = [
  {
    label: 'Pharmacist',
    links: [{ to: '/pharmacist/reviews', label: 'Review queue', only: 'pharmacist' }],
  },
  {
    label: 'Sales',
    links: [
      { to: '/orders', label: 'Orders' },
      { to: '/payments', label: 'Payments' },
      { to: '/delivery', label: 'Delivery' },
      { to: '/admin/stock-issues', label: 'Stock issues' },
    ],
  },
  {
    label: 'Catalogue',
    links: [
      { to: '/admin/medicines', label: 'Medicines' },
      { to: '/add-product', label: 'Add Product' },
      { to: '/admin/categories', label: 'Categories' },
      { to: '/add-category', label: 'Add Category' },
    ],
  },
  {
    label: 'Operations',
    links: [
      { to: '/admin/pharmacies', label: 'Pharmacies' },
      { to: '/add-market', label: 'Add Market' },
      { to: '/admin/ambulances', label: 'Ambulances' },
      { to: '/add-ambulance', label: 'Add Ambulance' },
      { to: '/admin/laboratories', label: 'Laboratories' },
      { to: '/add-laboratory', label: 'Add Laboratory' },
    ],
  },
  {
    label: 'Team',
    links: [
      { to: '/admin-signup', label: 'Admin Signup' },
      { to: '/admin/users', label: 'Users and roles' },
      { to: '/admin/audit', label: 'Audit log' },
    ],
  },
];
