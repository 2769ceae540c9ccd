import { screen, waitFor } from '@testing-library/react';
import { authStore, clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../../testing/test-utils';
import AdminLoginPage from '../../../../pages/admin-login-page';

const adminToken = makeToken({ name: 'Ada Admin', role: 'admin', UserId: 'a1' });
const userToken = makeToken({ name: 'Sam Shopper', role: 'user', UserId: 'u1' });

function renderLogin() {
  return renderAt(<AdminLoginPage />, {
    path: '/admin-login',
    route: '/admin-login',
    extra: [{ path: '/admin', element: <h1>Admin home</h1> }],
  });
}

afterEach(() => clearSession());

describe('admin login', () => {
  it('shows the required messages and refuses an empty form without calling the server', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderLogin();
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(screen.getByText('*Username is required')).toBeInTheDocument();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(screen.getByText('Your form is invalid')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('*Username is required');
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveFocus());
    expect(post).not.toHaveBeenCalled();
  });

  it("shows the server's message in the page when the login fails", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(401, { message: 'Wrong username or password.' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'admin');
    await user.type(screen.getByLabelText('Password'), 'nope');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Wrong username or password.');
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('refuses an account without admin rights and keeps no tokens', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Logged in', accessToken: userToken, refreshToken: 'r1' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), 'sam');
    await user.type(screen.getByLabelText('Password'), 'Secret#123');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This account does not have admin rights.');
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(window.localStorage.getItem('refreshToken')).toBeNull();
    expect(authStore.getState().token).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-login');
  });

  it('stores the tokens of an admin and goes to the orders', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Logged in', accessToken: adminToken, refreshToken: 'r2' }));
    const { user } = renderLogin();
    await user.type(screen.getByLabelText('Username'), ' admin ');
    await user.type(screen.getByLabelText('Password'), 'Admin#Pharmacy2026');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin'));
    expect(post).toHaveBeenCalledWith('/api/user/authenticate', { username: 'admin', password: 'Admin#Pharmacy2026' }, expect.anything());
    expect(window.localStorage.getItem('token')).toBe(adminToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('r2');
  });

  it('shows and hides the password', async () => {
    const { user } = renderLogin();
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'text');
  });
});
