import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import ResetPasswordPage from '../../../pages/reset-password-page';
import { httpError, ok, renderPage } from '../../../testing/render-page';

const renderReset = (url = '/resetss?email=ada%40example.com&code=ab+cd%2Bef') =>
  renderPage(<ResetPasswordPage />, { path: '/resetss', url });

describe('reset password', () => {
  it('requires both passwords and that they match', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post');
    renderReset();
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByText('*Password is required')).toBeInTheDocument();
    expect(screen.getByText('*Confirm Password is required*')).toBeInTheDocument();
    await user.type(screen.getByLabelText('New password'), 'Kola-nut-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Kola-nut-2025');
    expect(screen.getByText("*Passwords don't match*")).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it("says the passwords don't match as soon as the confirmation differs", async () => {
    const user = userEvent.setup();
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Kola-nut-2026');
    expect(screen.queryByText('*Confirm Password is required*')).not.toBeInTheDocument();
    await user.type(screen.getByLabelText('Confirm password'), 'Kola');
    expect(screen.getByLabelText('Confirm password')).toHaveAccessibleDescription("*Passwords don't match*");
    await user.type(screen.getByLabelText('Confirm password'), '-nut-2026');
    expect(screen.queryByText("*Passwords don't match*")).not.toBeInTheDocument();
  });

  it('sends the code with spaces turned into plus signs and goes to the root', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Your password has been reset.' }));
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Kola-nut-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Kola-nut-2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Arrived at /')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/user/reset-password', {
      email: 'ada@example.com',
      newPassword: 'Kola-nut-2026',
      confirmPassword: 'Kola-nut-2026',
      emailToken: 'ab+cd+ef',
    });
  });

  it("says 'Something went wrong' with the server's reason", async () => {
    const user = userEvent.setup();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        httpError(400, { message: 'Password too short', errors: [{ field: 'newPassword', message: 'Use at least 8 characters.' }] }),
      );
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'short');
    await user.type(screen.getByLabelText('Confirm password'), 'short');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Error: Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong. Use at least 8 characters.');
    expect(screen.getByTestId('location')).toHaveTextContent('/resetss');
  });

  it('offers a new link when the reset link is used or expired', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(400, { message: 'This reset link is invalid or has expired. Request a new one with Forgot password.' }));
    renderReset();
    await user.type(screen.getByLabelText('New password'), 'Kola-nut-2026');
    await user.type(screen.getByLabelText('Confirm password'), 'Kola-nut-2026');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByRole('link', { name: /Ask for a new link/ })).toHaveAttribute('href', '/login');
  });

  it('says plainly when the link lacks its email or code', () => {
    renderReset('/resetss?email=ada%40example.com');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is incomplete.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
