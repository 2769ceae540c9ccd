import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import LoginPage from '../../../pages/login-page';
import { httpError, makeToken, ok, renderPage } from '../../../testing/render-page';

const renderLogin = () => renderPage(<LoginPage />, { path: '/login', url: '/login' });

afterEach(() => clearSession());

describe('login', () => {
  it('asks for a username and a password once touched, and keeps Login disabled while invalid', async () => {
    const user = userEvent.setup();
    renderLogin();
    const button = screen.getByRole('button', { name: 'Login' });
    expect(button).toBeDisabled();
    expect(screen.queryByText('*Username is required')).not.toBeInTheDocument();

    await user.click(screen.getByLabelText('Username'));
    await user.click(screen.getByLabelText('Password'));
    expect(screen.getByText('*Username is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('*Username is required');
    await user.tab();
    expect(screen.getByText('*Password is required')).toBeInTheDocument();

    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    expect(screen.queryByText('*Username is required')).not.toBeInTheDocument();
    expect(button).toBeEnabled();
  });

  it("says 'Your form is invalid' when Enter is pressed on an invalid form", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post');
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'ada{Enter}');
    expect(screen.getByText('Your form is invalid')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows and hides the password', async () => {
    const user = userEvent.setup();
    renderLogin();
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await user.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });

  it('stores both tokens, toasts the server message, resets the form and goes to the dashboard', async () => {
    const user = userEvent.setup();
    const accessToken = makeToken({ name: 'Ada Obi', UserId: 'u-1' });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Login successful.', accessToken, refreshToken: 'r-1' }));
    renderLogin();
    await user.type(screen.getByLabelText('Username'), ' ada ');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/user/authenticate', { username: 'ada', password: 'secret-pass' }, expect.anything());
    expect(window.localStorage.getItem('token')).toBe(accessToken);
    expect(window.localStorage.getItem('refreshToken')).toBe('r-1');
    expect(authStore.getState().claims?.name).toBe('Ada Obi');
    expect(screen.getByText('Success: Login successful.')).toBeInTheDocument();
  });

  it.each([
    ['/login', '/staff/orders'],
    ['/login?returnTo=%2Fuser-orders', '/user-orders'],
  ])("a pharmacy's staff member lands on their orders (from %s: %s)", async (url, arrival) => {
    const user = userEvent.setup();
    const accessToken = makeToken({ name: 'Kemi Ade', UserId: 's-1', pharmacyStaff: true });
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Login successful.', accessToken, refreshToken: 'r-1' }));
    renderPage(<LoginPage />, { path: '/login', url });
    await user.type(screen.getByLabelText('Username'), 'lekki.staff');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(arrival));
  });

  it.each([
    ['/login?returnTo=%2Fuser-orders', 'Arrived at /user-orders'],
    ['/login?returnTo=https%3A%2F%2Fevil.example%2F', 'Arrived at /dashboard'],
    ['/login?returnTo=%2F%2Fevil.example', 'Arrived at /dashboard'],
  ])('after logging in from %s, goes where it is safe to: %s', async (url, arrival) => {
    const user = userEvent.setup();
    const accessToken = makeToken({ name: 'Ada Obi', UserId: 'u-1' });
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Login successful.', accessToken, refreshToken: 'r-1' }));
    renderPage(<LoginPage />, { path: '/login', url });
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    expect(await screen.findByText(arrival)).toBeInTheDocument();
  });

  it("toasts the server's error text and stays on the page", async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(400, { message: 'Invalid username or password.' }));
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'wrong-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText('Error: Invalid username or password.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('link', { name: /new confirmation link/ })).not.toBeInTheDocument();
    expect(window.localStorage.getItem('token')).toBeNull();
  });

  it('offers a new confirmation link when the email is not confirmed', async () => {
    const user = userEvent.setup();
    const message = 'Please confirm your email before logging in.';
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(403, { message }));
    renderLogin();
    await user.type(screen.getByLabelText('Username'), 'ada');
    await user.type(screen.getByLabelText('Password'), 'secret-pass');
    await user.click(screen.getByRole('button', { name: 'Login' }));

    expect(await screen.findByText(`Error: ${message}`)).toBeInTheDocument();
    const link = screen.getByRole('link', { name: 'Send me a new confirmation link' });
    expect(link).toHaveAttribute('href', '/reactivate');
    await user.click(link);
    expect(screen.getByText('Arrived at /reactivate')).toBeInTheDocument();
  });

  it('links to Reactivate Email and Sign Up and shows labelled social links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Login');
    expect(screen.getByRole('link', { name: 'Reactivate Email' })).toHaveAttribute('href', '/reactivate');
    expect(screen.getByRole('link', { name: 'Sign Up' })).toHaveAttribute('href', '/signup');
    const social = within(screen.getByRole('list', { name: 'e-pharmacy on social media' }));
    expect(social.getByRole('link', { name: 'e-pharmacy on Facebook' })).toBeInTheDocument();
    expect(social.getAllByRole('link')).toHaveLength(4);
    expect(social.getByRole('link', { name: 'e-pharmacy on Instagram' })).toHaveAttribute('href', 'https://www.instagram.com/');
    expect(social.getByRole('link', { name: 'e-pharmacy on LinkedIn' })).toHaveAttribute('href', 'https://www.linkedin.com/');
    // Marks, not letters: no stray "f", "in" or "Li" for a screen reader or a reader.
    expect(screen.getByRole('list', { name: 'e-pharmacy on social media' })).toHaveTextContent(/^$/);
  });
});

describe('forgot password dialog', () => {
  async function openDialog() {
    const user = userEvent.setup();
    renderLogin();
    const opener = screen.getByRole('button', { name: 'Forgot password?' });
    await user.click(opener);
    const dialog = screen.getByRole('dialog', { name: 'Forgot password' });
    return { user, dialog, opener };
  }

  it('is a modal that takes focus, keeps it inside, and closes with Esc', async () => {
    const { user, dialog, opener } = await openDialog();
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    const email = within(dialog).getByLabelText('Email');
    expect(email).toHaveFocus();
    const buttons = within(dialog).getAllByRole('button');
    for (let i = 0; i < buttons.length + 2; i++) await user.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
    await user.tab({ shift: true });
    expect(dialog).toContainElement(document.activeElement as HTMLElement);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(opener).toHaveFocus();
  });

  it('requires an email with a 2 to 3 letter top-level part', async () => {
    const { user, dialog } = await openDialog();
    const post = jest.spyOn(apiClient, 'post');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(within(dialog).getByText('*Email is required*')).toHaveAttribute('role', 'alert');

    const email = within(dialog).getByLabelText('Email');
    await user.type(email, 'ada@example');
    expect(within(dialog).getByText('*Email is invalid')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@example.info');
    expect(within(dialog).getByText('*Email is invalid')).toBeInTheDocument();
    await user.clear(email);
    await user.type(email, 'ada@example.ng');
    expect(within(dialog).queryByText('*Email is invalid')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("sends the reset email and says 'Email sent, check your email'", async () => {
    const { user, dialog } = await openDialog();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'If an account exists...' }));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Success: Email sent, check your email')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/user/send-reset-email/ada%40example.com');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("says 'Something went wrong' when the server refuses", async () => {
    const { user, dialog } = await openDialog();
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(429, { message: 'Too many email requests for this address.' }));
    await user.type(within(dialog).getByLabelText('Email'), 'ada@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Something went wrong. Too many email requests for this address.');
  });
});
