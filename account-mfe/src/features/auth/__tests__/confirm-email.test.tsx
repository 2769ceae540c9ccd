import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import ConfirmEmailPage from '../../../pages/confirm-email-page';
import { httpError, ok, renderPage } from '../../../testing/render-page';

const renderConfirm = (url: string) => renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url });

describe('confirm email', () => {
  it('confirms the email once and offers Login', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Your email is confirmed.' }));
    renderConfirm('/confirm-email?email=ada%40example.com&token=tok-1');
    expect(screen.getByText('Confirming your email...')).toBeInTheDocument();
    expect(await screen.findByText(/Your email has been confirmed\./)).toBeInTheDocument();
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(
      '/api/user/confirm-email',
      { email: 'ada@example.com', token: 'tok-1' },
      { params: { email: 'ada@example.com', token: 'tok-1' } },
    );
    await user.click(screen.getByRole('link', { name: 'Login' }));
    expect(screen.getByText('Arrived at /login')).toBeInTheDocument();
  });

  it('says plainly that a used or bad link is not valid, with a way to get a new one', async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        httpError(400, { message: 'This confirmation link is invalid or has expired. Request a new one on the Reactivate Email page.' }),
      );
    renderConfirm('/confirm-email?email=ada%40example.com&token=used');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This confirmation link is not valid: it may have been used already or have expired.');
    expect(alert).toHaveTextContent('This confirmation link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'ask for a new confirmation link' })).toHaveAttribute('href', '/reactivate');
    expect(screen.queryByText(/Your email has been confirmed/)).not.toBeInTheDocument();
  });

  it('says so when the link has no token', () => {
    const post = jest.spyOn(apiClient, 'post');
    renderConfirm('/confirm-email?email=ada%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link is incomplete.');
    expect(post).not.toHaveBeenCalled();
  });
});
