import { screen, waitFor } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import AdminSignupPage from '../../../../pages/admin-signup-page';
import AdminLoginPage from '../../../../pages/admin-login-page';

function renderSignup() {
  return renderAt(<AdminSignupPage />, {
    path: '/admin-signup',
    route: '/admin-signup',
    extra: [{ path: '/admin-login', element: <AdminLoginPage /> }],
  });
}

async function fillIn(user: ReturnType<typeof renderSignup>['user']) {
  await user.type(screen.getByLabelText('First name'), 'Chioma');
  await user.type(screen.getByLabelText('Last name'), 'Okafor');
  await user.type(screen.getByLabelText('Email'), 'chioma@example.ng');
  await user.type(screen.getByLabelText('Username'), 'chioma');
  await user.type(screen.getByLabelText('Password'), 'Strong#Pass2026');
}

describe('admin signup', () => {
  it("shows each field's required message and 'Invalid Form' for an empty form", async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    for (const text of [
      '*FirstName is required',
      '*LastName is required',
      '*Email is required',
      '*Username is required',
      '*Password is required',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Invalid Form')).toHaveAttribute('role', 'alert');
    expect(post).not.toHaveBeenCalled();
  });

  it('registers an admin with Is Admin and goes to admin-login with the success message', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Account created. Check your email to confirm it.' }));
    const { user } = renderSignup();
    await fillIn(user);
    await user.click(screen.getByRole('checkbox', { name: 'Is Admin' }));
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/admin-login'));
    expect(post).toHaveBeenCalledWith('/api/user/register', {
      firstName: 'Chioma',
      lastName: 'Okafor',
      email: 'chioma@example.ng',
      userName: 'chioma',
      password: 'Strong#Pass2026',
      isAdmin: true,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Admin login' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Account created. Check your email to confirm it.');
  });

  it("shows the server's refusal and its field errors at their fields", async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        httpError(409, { message: 'That username is taken.', errors: [{ field: 'userName', message: 'That username is taken.' }] }),
      );
    const { user } = renderSignup();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Sign up' }));
    await waitFor(() => expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('That username is taken.'));
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toContain('That username is taken.');
    expect(screen.getByTestId('location')).toHaveTextContent('/admin-signup');
    expect(screen.getByLabelText('Username')).toHaveAttribute('aria-invalid', 'true');
  });
});
