import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { announceCartChange, clearSession, setTokens, setUserProfile, trackCartCount, type CartItem } from 'shared-kernel';
import { renderSite } from '../../../app/__tests__/test-utils';
import { makeToken } from '../../../app/__tests__/make-token';

const item = (quantity: number): CartItem => ({
  cartItemId: `c${quantity}`,
  medicineId: `m${quantity}`,
  quantity,
  price: 1000,
  subtotal: 1000 * quantity,
  medicine: {
    id: `m${quantity}`,
    name: 'Panadol',
    price: 1000,
    imageUrl: '',
    description: '',
    dosage: '',
    categoryId: 'cat-1',
    isFeatured: false,
  },
});

describe('header', () => {
  afterEach(() => clearSession());

  it('shows hours, phone, public links and the login/signup menu to a visitor', async () => {
    renderSite('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByText(/24\/7/)).toBeInTheDocument();
    expect(within(header).getByRole('link', { name: /Call us/ })).toBeInTheDocument();
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(await within(nav).findByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Add Product' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Login / Sign Up' }));
    expect(within(header).getByRole('link', { name: 'Login' })).toHaveAttribute('href', '/login');
    expect(within(header).getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
  });

  it('greets a user by full name, keeps their pages in the account menu, hides admin links, and logs out to /login', async () => {
    setTokens({ accessToken: makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    const header = screen.getByRole('banner');
    const nav = within(header).getByRole('navigation', { name: 'Main' });
    expect(within(nav).queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    expect(within(header).queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    await userEvent.click(within(header).getByRole('button', { name: 'Hello, Ada Obi' }));
    expect(within(header).getByText('Signed in as')).toHaveTextContent('Signed in as Ada Obi');
    expect(within(header).getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(within(header).getByRole('link', { name: 'My Orders' })).toHaveAttribute('href', '/user-orders');
    await userEvent.click(within(header).getByRole('button', { name: 'Logout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(within(header).getByRole('button', { name: 'Login / Sign Up' })).toBeInTheDocument();
  });

  it('closes the account menu on Escape and on a click elsewhere', async () => {
    renderSite('/dashboard');
    const toggle = within(screen.getByRole('banner')).getByRole('button', { name: 'Login / Sign Up' });
    await userEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(toggle);
    await userEvent.click(screen.getByRole('contentinfo'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('follows the user store for the name and the role', async () => {
    setTokens({ accessToken: makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    act(() =>
      setUserProfile({
        userId: 'u-1',
        createdAt: '2026-01-01T00:00:00.000Z',
        phone: null,
        emailConfirmed: true,
        firstName: 'Adaeze',
        lastName: 'Obi',
        email: 'a@b.ng',
        userName: 'ada',
        isAdmin: true,
        isPharmacist: false,
        pharmacistRegistration: null,
        pharmacistDisplayName: null,
      }),
    );
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('button', { name: 'Hello, Adaeze Obi' })).toBeInTheDocument();
    expect(await within(header).findByRole('navigation', { name: 'Admin' })).toBeInTheDocument();
  });

  it('gives an admin one Admin menu with the admin screens in groups, including Add pharmacy, not a row of links', async () => {
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('navigation', { name: 'Main' })).not.toHaveTextContent('Add Product');
    const adminNav = await within(header).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    for (const group of ['Sales', 'Catalogue', 'Operations', 'Team']) {
      expect(within(adminNav).getByRole('heading', { name: group })).toBeInTheDocument();
    }
    for (const label of ['Add Product', 'Add Category', 'Add pharmacy', 'Orders', 'Payments', 'Ambulances', 'Laboratories']) {
      expect(await within(adminNav).findByRole('link', { name: label })).toBeInTheDocument();
    }
    expect(within(adminNav).getByRole('link', { name: 'Add pharmacy' })).toHaveAttribute('href', '/add-market');
    expect(within(adminNav).getByRole('link', { name: 'Users and roles' })).toHaveAttribute('href', '/admin/users');
    expect(within(adminNav).queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
    expect(within(adminNav).queryByRole('heading', { name: 'Pharmacist' })).not.toBeInTheDocument();
  });

  it('adds the Review queue for an admin granted the pharmacist role', async () => {
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1', pharmacist: true }), refreshToken: 'r' });
    renderSite('/dashboard');
    const adminNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(within(adminNav).getByRole('link', { name: 'Review queue' })).toHaveAttribute('href', '/pharmacist/reviews');
    expect(within(adminNav).getByRole('link', { name: 'Orders' })).toBeInTheDocument();
  });

  it('gives a pharmacist who is not an admin the Review queue only', async () => {
    setTokens({ accessToken: makeToken({ name: 'Ngozi Eze', role: 'user', UserId: 'p-1', pharmacist: true }), refreshToken: 'r' });
    renderSite('/dashboard');
    const adminNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(within(adminNav).getByRole('link', { name: 'Review queue' })).toBeInTheDocument();
    expect(within(adminNav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
  });

  it("gives a laboratory's staff the Laboratory bookings screen only, and admins without it", async () => {
    setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 'l-1', labStaff: true }), refreshToken: 'r' });
    const { unmount } = renderSite('/dashboard');
    const labNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(labNav).getByRole('button', { name: 'Admin' }));
    expect(await within(labNav).findByRole('link', { name: 'Laboratory bookings' })).toHaveAttribute('href', '/lab/bookings');
    expect(within(labNav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(labNav).queryByRole('link', { name: 'Review queue' })).not.toBeInTheDocument();
    unmount();

    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    const adminNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(await within(adminNav).findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(adminNav).queryByRole('link', { name: 'Laboratory bookings' })).not.toBeInTheDocument();
  });

  it("gives a pharmacy's staff the Pharmacy orders screen only, and admins without it", async () => {
    setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 's-1', pharmacyStaff: true }), refreshToken: 'r' });
    const { unmount } = renderSite('/dashboard');
    const staffNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(staffNav).getByRole('button', { name: 'Admin' }));
    expect(await within(staffNav).findByRole('link', { name: 'Pharmacy orders' })).toHaveAttribute('href', '/staff/orders');
    expect(within(staffNav).queryByRole('link', { name: 'Orders' })).not.toBeInTheDocument();
    expect(within(staffNav).queryByRole('link', { name: 'Laboratory bookings' })).not.toBeInTheDocument();
    unmount();

    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    const adminNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(await within(adminNav).findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(adminNav).queryByRole('link', { name: 'Pharmacy orders' })).not.toBeInTheDocument();
  });

  it('gives a rider the My deliveries screen only, and admins and pharmacy staff without it', async () => {
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'user', UserId: 'r-1', rider: true }), refreshToken: 'r' });
    const { unmount } = renderSite('/dashboard');
    const riderNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(riderNav).getByRole('button', { name: 'Admin' }));
    expect(await within(riderNav).findByRole('link', { name: 'My deliveries' })).toHaveAttribute('href', '/rider/deliveries');
    expect(within(riderNav).getAllByRole('link')).toHaveLength(1);
    unmount();

    setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 's-1', pharmacyStaff: true }), refreshToken: 'r' });
    const staff = renderSite('/dashboard');
    const staffNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(staffNav).getByRole('button', { name: 'Admin' }));
    expect(await within(staffNav).findByRole('link', { name: 'Pharmacy orders' })).toBeInTheDocument();
    expect(within(staffNav).queryByRole('link', { name: 'My deliveries' })).not.toBeInTheDocument();
    staff.unmount();

    setTokens({ accessToken: makeToken({ name: 'Tunde Bakare', role: 'admin', UserId: 'a-1' }), refreshToken: 'r' });
    renderSite('/dashboard');
    const adminNav = await within(screen.getByRole('banner')).findByRole('navigation', { name: 'Admin' });
    await userEvent.click(within(adminNav).getByRole('button', { name: 'Admin' }));
    expect(await within(adminNav).findByRole('link', { name: 'Orders' })).toBeInTheDocument();
    expect(within(adminNav).queryByRole('link', { name: 'My deliveries' })).not.toBeInTheDocument();
  });

  it('makes the phone number and WhatsApp tappable', () => {
    renderSite('/dashboard');
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: /Call us/ })).toHaveAttribute('href', 'tel:+2348003742797');
    expect(within(header).getByRole('link', { name: 'WhatsApp' })).toHaveAttribute('href', 'https://wa.me/2348003742797');
  });

  it('updates the cart badge from cart events, with no reload', () => {
    const stop = trackCartCount();
    renderSite('/dashboard');
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    act(() => announceCartChange('add', [item(2), item(3)]));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('5');
    expect(screen.getByRole('link', { name: 'Cart, 5 items' })).toBeInTheDocument();
    act(() => announceCartChange('clear', []));
    expect(screen.getByTestId('cart-count')).toHaveTextContent('0');
    stop();
  });

  it('repeats the links in the mobile drawer', async () => {
    renderSite('/dashboard');
    await userEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const drawer = screen.getByRole('navigation', { name: 'Menu' });
    expect(within(drawer).getByRole('link', { name: 'Categories' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Sign Up' })).toBeInTheDocument();
    expect(within(drawer).queryByRole('heading', { name: 'Sales' })).not.toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('navigation', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
