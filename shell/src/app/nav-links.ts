export interface NavLink {
  to: string;
  label: string;
}

export const publicLinks: NavLink[] = [
  { to: '/dashboard', label: 'Home' },
  { to: '/categories', label: 'Categories' },
  { to: '/medicines', label: 'Medicines' },
  { to: '/service', label: 'Services' },
  { to: '/about', label: 'About' },
  { to: '/faq', label: 'FAQ' },
  { to: '/contact', label: 'Contact' },
];

export const userLinks: NavLink[] = [
  { to: '/cart', label: 'Cart' },
  { to: '/user-orders', label: 'My Orders' },
  { to: '/profile', label: 'Profile' },
];

export const adminLinks: NavLink[] = [
  { to: '/add-product', label: 'Add Product' },
  { to: '/add-category', label: 'Add Category' },
  { to: '/add-market', label: 'Add Market' },
  { to: '/pharmacy', label: 'Pharmacies' },
  { to: '/ambulance', label: 'Ambulances' },
  { to: '/add-ambulance', label: 'Add Ambulance' },
  { to: '/laboratory', label: 'Laboratories' },
  { to: '/add-laboratory', label: 'Add Laboratory' },
  { to: '/orders', label: 'Orders' },
  { to: '/payments', label: 'Payments' },
  { to: '/admin-signup', label: 'Admin Signup' },
];
