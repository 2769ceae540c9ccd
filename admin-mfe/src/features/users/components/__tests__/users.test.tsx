import { screen, waitFor, within } from '@testing-library/react';
import { authStore, clearSession, isPharmacist, refreshSession, setTokens, type AdminUser } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../../testing/test-utils';
import UsersPage from '../../../../pages/users-page';

// The refresh call itself is tested against a real HTTP server in shared-kernel (api-client.test.ts).
jest.mock('shared-kernel', () => ({ ...jest.requireActual('shared-kernel'), refreshSession: jest.fn() }));

const ME = 'admin-1';
const user = (over: Partial<AdminUser>): AdminUser => ({
  userId: 'u-1',
  phone: null,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.ng',
  userName: 'ada',
  emailConfirmed: true,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  isPharmacist: false,
  pharmacistRegistration: null,
  pharmacistDisplayName: null,
  ...over,
});
const admin = user({ userId: ME, firstName: 'Musa', lastName: 'Bello', email: 'musa@example.ng', isAdmin: true });
const shopper = user({});
const pharmacist = user({ userId: 'p-1', firstName: 'Ngozi', lastName: 'Eze', isPharmacist: true, pharmacistRegistration: 'PCN/111111' });

beforeEach(() => {
  setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: ME }), refreshToken: 'r' });
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok([admin, pharmacist]));
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

describe('users and roles', () => {
  it('asks for a valid PCN registration number before granting another user, without refreshing your session', async () => {
    (refreshSession as jest.Mock).mockClear();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([admin, shopper, pharmacist]));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(ok({ ...shopper, isPharmacist: true, pharmacistRegistration: 'PCN/123456' }));
    const { user: u } = renderAt(<UsersPage />);
    const row = await screen.findByRole('row', { name: /Ada Obi/ });
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist to Ada Obi' }));
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist' }));
    expect(within(row).getByLabelText('PCN registration number')).toHaveAccessibleDescription(/Enter the PCN registration number/);
    await u.type(within(row).getByLabelText('PCN registration number'), 'PCN 12');
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist' }));
    expect(within(row).getByLabelText('PCN registration number')).toHaveAccessibleDescription(/Use 4 to 30 letters/);
    expect(put).not.toHaveBeenCalled();
    await u.clear(within(row).getByLabelText('PCN registration number'));
    await u.type(within(row).getByLabelText('PCN registration number'), 'PCN/123456');
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist' }));
    expect(put).toHaveBeenCalledWith('/api/admin/users/u-1/pharmacist', { pharmacist: true, pcnRegistrationNumber: 'PCN/123456' });
    expect(await screen.findByText('Ada Obi is now a pharmacist (PCN/123456).')).toBeInTheDocument();
    expect(refreshSession).not.toHaveBeenCalled();
    expect(screen.getByRole('row', { name: /Ada Obi/ })).toHaveTextContent('Shopper, Pharmacist (PCN/123456)');
  });

  it('says a grant is a request until another pharmacist approves it (the API answers it pending)', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([admin, shopper, pharmacist]));
    jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...shopper, accessRequestId: 'req-1' }));
    const { user: u } = renderAt(<UsersPage />);
    const row = await screen.findByRole('row', { name: /Ada Obi/ });
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist to Ada Obi' }));
    await u.type(within(row).getByLabelText('PCN registration number'), 'PCN/123456');
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist' }));
    expect(await screen.findByText('Request sent: Ada Obi becomes a pharmacist once another pharmacist approves it.')).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Pharmacists decide it under Pharmacist → Access requests.');
    expect(screen.getByRole('row', { name: /Ada Obi/ })).not.toHaveTextContent('Pharmacist (PCN/123456)');
  });

  it("offers no self-grant on the admin's own row: another admin must grant it", async () => {
    const put = jest.spyOn(apiClient, 'put');
    renderAt(<UsersPage />);
    const row = await screen.findByRole('row', { name: /Musa Bello/ });
    expect(row).toHaveTextContent('(you)');
    expect(within(row).queryByRole('button', { name: /Grant pharmacist/ })).not.toBeInTheDocument();
    expect(row).toHaveTextContent('Another admin must grant you this role');
    expect(within(screen.getByRole('row', { name: /Ngozi Eze/ })).queryByText('Another admin must grant you this role')).toBeNull();
    expect(put).not.toHaveBeenCalled();
  });

  it('refreshes the session when an admin revokes their own pharmacist role', async () => {
    const mine = { ...admin, isPharmacist: true, pharmacistRegistration: 'PCN/123456' };
    setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: ME, pharmacist: true }), refreshToken: 'r' });
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([mine, pharmacist]));
    (refreshSession as jest.Mock)
      .mockReset()
      .mockImplementation(async () =>
        setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: ME }), refreshToken: 'r2' }),
      );
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...admin }));
    const { user: u } = renderAt(<UsersPage />);
    const row = await screen.findByRole('row', { name: /Musa Bello/ });
    expect(isPharmacist()).toBe(true);
    await u.click(within(row).getByRole('button', { name: 'Revoke pharmacist from Musa Bello' }));
    expect(put).toHaveBeenCalledWith(`/api/admin/users/${ME}/pharmacist`, { pharmacist: false });
    expect(await screen.findByText('Musa Bello is no longer a pharmacist.')).toBeInTheDocument();
    expect(refreshSession).toHaveBeenCalledTimes(1);
    expect(isPharmacist(authStore.getState())).toBe(false);
    expect(screen.getByRole('row', { name: /Musa Bello/ })).toHaveTextContent('Another admin must grant you this role');
  });

  it('revokes the role of another user without refreshing your session, and shows a refusal', async () => {
    (refreshSession as jest.Mock).mockClear();
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValueOnce(ok({ ...pharmacist, isPharmacist: false, pharmacistRegistration: null, pharmacistDisplayName: null }))
      .mockRejectedValueOnce(httpError(403, { message: 'Admins only.' }));
    const { user: u } = renderAt(<UsersPage />);
    const row = await screen.findByRole('row', { name: /Ngozi Eze/ });
    expect(row).toHaveTextContent('Pharmacist (PCN/111111)');
    await u.click(within(row).getByRole('button', { name: 'Revoke pharmacist from Ngozi Eze' }));
    expect(put).toHaveBeenCalledWith('/api/admin/users/p-1/pharmacist', { pharmacist: false });
    expect(await screen.findByText('Ngozi Eze is no longer a pharmacist.')).toBeInTheDocument();
    expect(refreshSession).not.toHaveBeenCalled();
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist to Ngozi Eze' }));
    await u.type(within(row).getByLabelText('PCN registration number'), 'PCN/222222');
    await u.click(within(row).getByRole('button', { name: 'Grant pharmacist' }));
    expect(await within(row).findByRole('alert')).toHaveTextContent('Admins only.');
  });

  it('asks the server for the users matching the search, a page at a time', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([admin, pharmacist], { 'x-total-count': '45' }));
    const { user: u } = renderAt(<UsersPage />);
    await screen.findByRole('row', { name: /Ngozi Eze/ });
    expect(get).toHaveBeenCalledWith('/api/user', { params: { page: 1, pageSize: 20 } });
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/user', { params: { page: 2, pageSize: 20 } }));
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'ngozi');
    await waitFor(() => expect(get).toHaveBeenLastCalledWith('/api/user', { params: { page: 1, pageSize: 20, search: 'ngozi' } }));
  });

  it('says when no user matches', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(
        async (_url: string, config?: { params?: { search?: string } }) =>
          (config?.params?.search ? ok([], { 'x-total-count': '0' }) : ok([admin, pharmacist], { 'x-total-count': '2' })) as never,
      );
    const { user: u } = renderAt(<UsersPage />);
    await screen.findByRole('row', { name: /Ngozi Eze/ });
    await u.type(screen.getByRole('searchbox', { name: 'Search users' }), 'zz');
    expect(await screen.findByText('No users match.')).toBeInTheDocument();
  });
});
