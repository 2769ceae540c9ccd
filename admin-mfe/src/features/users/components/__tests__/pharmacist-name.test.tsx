import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setTokens, type AdminUser } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { makeToken, ok, renderAt } from '../../../../testing/test-utils';
import UsersPage from '../../../../pages/users-page';

const pharmacist: AdminUser = {
  userId: 'p-1',
  phone: null,
  firstName: 'Store',
  lastName: 'Admin',
  email: 'admin@example.ng',
  userName: 'admin',
  emailConfirmed: true,
  isAdmin: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  isPharmacist: true,
  pharmacistRegistration: 'PCN/012345',
  pharmacistDisplayName: null,
};

beforeEach(() => {
  setTokens({ accessToken: makeToken({ name: 'Bola Adewale', role: 'admin', UserId: 'admin-2' }), refreshToken: 'r' });
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok([pharmacist]));
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('an admin sets the name patients read for a pharmacist; without one the account name is used', async () => {
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...pharmacist, pharmacistDisplayName: 'Pharm. Ada Example' }));
  renderAt(<UsersPage />);
  const row = await screen.findByRole('row', { name: /Store Admin/ });
  expect(within(row).getByText('Account name (Store Admin)')).toBeInTheDocument();
  await userEvent.click(within(row).getByRole('button', { name: 'Edit the name patients read for Store Admin' }));
  await userEvent.type(within(row).getByLabelText(/Name patients read/), 'Pharm. Ada Example');
  await userEvent.click(within(row).getByRole('button', { name: 'Save name' }));
  expect(put).toHaveBeenCalledWith('/api/users/p-1/pharmacist-profile', { displayName: 'Pharm. Ada Example' });
  expect(await within(row).findByText('Pharm. Ada Example')).toBeInTheDocument();
});
