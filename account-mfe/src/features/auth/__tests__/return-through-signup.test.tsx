import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import ConfirmEmailPage from '../../../pages/confirm-email-page';
import SignupPage from '../../../pages/signup-page';
import { ok, renderPage } from '../../../testing/render-page';

describe('the page a visitor came from, through sign-up and the confirmation mail', () => {
  it('sign-up sends the page to the API (for the mailed link) and goes to the login that returns there', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Check your email.' }));
    renderPage(<SignupPage />, { path: '/signup', url: '/signup?returnTo=%2Fmedicines%2Fm-1' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada.obi');
    await user.type(screen.getByLabelText('Password'), 'Kola-nut-2026');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fmedicines%2Fm-1');
    expect(post).toHaveBeenCalledWith('/api/user/register', expect.objectContaining({ returnTo: '/medicines/m-1' }));
  });

  it('another site in returnTo is dropped, not sent nor followed', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Check your email.' }));
    renderPage(<SignupPage />, { path: '/signup', url: '/signup?returnTo=%2F%2Fevil.example' });
    await user.type(screen.getByLabelText('First name'), 'Ada');
    await user.type(screen.getByLabelText('Last name'), 'Obi');
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.type(screen.getByLabelText('Username'), 'ada.obi');
    await user.type(screen.getByLabelText('Password'), 'Kola-nut-2026');
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(screen.getByTestId('location').textContent).toBe('/login');
    expect(post.mock.calls[0][1]).not.toHaveProperty('returnTo');
  });

  it('the confirmed page’s Login keeps the page from the mailed link', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Your email is confirmed.' }));
    renderPage(<ConfirmEmailPage />, {
      path: '/confirm-email',
      url: '/confirm-email?email=ada%40example.com&token=tok-2&returnTo=%2Fcart',
    });
    await screen.findByText(/Your email has been confirmed\./);
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Arrived at /login')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login?returnTo=%2Fcart');
  });
});
