import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, on, setTokens, type ToastMessage } from 'shared-kernel';
import { renderSite } from './test-utils';
import { makeToken } from './make-token';

const userToken = makeToken({ name: 'Ada Obi', role: 'user', UserId: 'u-1' });
const adminToken = makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1' });
const pharmacistAdminToken = makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'a-1', pharmacist: true });

function collectToasts() {
  const toasts: ToastMessage[] = [];
  const off = on('toast:show', (toast) => toasts.push(toast));
  return { toasts, off };
}

describe('shell routing and guards', () => {
  afterEach(() => clearSession());

  it('redirects the root to the dashboard, drawn by the catalog remote', async () => {
    renderSite('/');
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard');
    expect(screen.getByRole('heading', { name: 'catalog:dashboard' }).closest('[data-boundary]')).toHaveAttribute(
      'data-boundary',
      'catalog',
    );
  });

  it.each([
    ['/medicines/42', 'catalog:medicineDetails'],
    ['/medicines/category/7', 'catalog:categoryMedicines'],
    ['/resetss?email=a@b.ng&code=x', 'account:resetPassword'],
    ['/admin-login', 'admin:adminLogin'],
  ])('routes %s to %s', async (path, heading) => {
    renderSite(path);
    expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
  });

  it('sends unknown paths to the not-found page with a way back', async () => {
    renderSite('/no/such/page');
    expect(await screen.findByText('Sorry, the page you are looking for could not be found.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/not-found');
    await userEvent.click(screen.getByRole('link', { name: 'Back to dashboard' }));
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
  });

  it.each(['/cart', '/profile', '/user-orders', '/order/1', '/track/1', '/payment-form?totalPrice=5', '/payment-success'])(
    'asks a visitor to log in first on %s',
    async (path) => {
      const { toasts, off } = collectToasts();
      renderSite(path);
      await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/login'));
      expect(await screen.findByRole('heading', { name: 'account:login' })).toBeInTheDocument();
      expect(toasts).toContainEqual(expect.objectContaining({ type: 'warning', detail: 'Please log in to continue.' }));
      // After logging in, the login page sends the shopper back here.
      expect(new URLSearchParams(screen.getByTestId('location').dataset.search).get('returnTo')).toBe(path);
      off();
    },
  );

  it('lets a logged-in user reach the cart', async () => {
    setTokens({ accessToken: userToken, refreshToken: 'r' });
    renderSite('/cart');
    expect(await screen.findByRole('heading', { name: 'cartCheckout:cart' })).toBeInTheDocument();
  });

  it.each(['/add-product', '/orders', '/payments', '/add-market', '/admin-signup', '/pharmacy'])(
    'refuses %s to a non-admin in place, without loading admin code',
    async (path) => {
      setTokens({ accessToken: userToken, refreshToken: 'r' });
      const load = jest.fn(async () => () => <h1>admin page</h1>);
      renderSite(path, load);
      expect(await screen.findByText("You don't have admin rights. Log in with an admin account to use this page.")).toBeInTheDocument();
      expect(screen.getByTestId('location')).toHaveTextContent(path);
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('opens admin screens to an admin', async () => {
    setTokens({ accessToken: adminToken, refreshToken: 'r' });
    renderSite('/add-market');
    expect(await screen.findByRole('heading', { name: 'admin:pharmacies' })).toBeInTheDocument();
  });

  it('refuses the review queue to an admin who is not a pharmacist, in place, without loading its code', async () => {
    setTokens({ accessToken: adminToken, refreshToken: 'r' });
    const load = jest.fn(async () => () => <h1>queue</h1>);
    renderSite('/pharmacist/reviews', load);
    expect(await screen.findByRole('heading', { name: 'Pharmacists only' })).toBeInTheDocument();
    expect(load).not.toHaveBeenCalled();
  });

  it('opens the review queue to a pharmacist', async () => {
    setTokens({ accessToken: pharmacistAdminToken, refreshToken: 'r' });
    renderSite('/pharmacist/reviews');
    expect(await screen.findByRole('heading', { name: 'admin:reviewQueue' })).toBeInTheDocument();
  });

  it('shows a fallback with Retry when a remote fails, keeps the rest of the site, and recovers', async () => {
    let available = false;
    const reset = jest.fn();
    const load = async (remote: string, page: string) => {
      if (!available) throw new Error('remote down');
      return () => <h1>{`${remote}:${page}`}</h1>;
    };
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderSite('/dashboard', load, reset);
    expect(await screen.findByRole('heading', { name: 'This part of the shop is unavailable right now' })).toBeInTheDocument();
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
    available = true;
    await act(() => userEvent.click(screen.getByRole('button', { name: 'Retry' })));
    expect(await screen.findByRole('heading', { name: 'catalog:dashboard' })).toBeInTheDocument();
    expect(reset).toHaveBeenCalledWith('catalog');
  });
});
