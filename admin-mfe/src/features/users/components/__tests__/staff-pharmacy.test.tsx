import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setTokens, type AdminUser } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { makeToken, ok, renderAt } from '../../../../testing/test-utils';
import UsersPage from '../../../../pages/users-page';

const kemi: AdminUser = {
  userId: 'u-1',
  phone: null,
  firstName: 'Kemi',
  lastName: 'Ade',
  email: 'kemi@example.ng',
  userName: 'kemi',
  emailConfirmed: true,
  isAdmin: false,
  createdAt: '2026-01-01T00:00:00.000Z',
  isPharmacist: false,
  pharmacistRegistration: null,
  pharmacistDisplayName: null,
};
const pharmacy = (pharmacyId: string, name: string) => ({
  pharmacyId,
  name,
  location: 'Lagos',
  contact: '',
  deliveryRange: '',
  hidden: false,
});

beforeEach(() => {
  setTokens({ accessToken: makeToken({ name: 'Musa Bello', role: 'admin', UserId: 'admin-1' }), refreshToken: 'r' });
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path.startsWith('/api/admin/pharmacies'))
      return ok([pharmacy('ph-lekki', 'e-pharmacy Lekki'), pharmacy('ph-ikeja', 'e-pharmacy Ikeja')]);
    if (path.startsWith('/api/admin/pharmacy-staff'))
      return ok([{ userId: 'u-1', pharmacyId: 'ph-ikeja', pharmacyName: 'e-pharmacy Ikeja' }]);
    return ok([kemi]);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('shows the pharmacy a user is staff of and binds them to another, or to none', async () => {
  const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ userId: 'u-1', pharmacyId: 'ph-lekki' }));
  const { user: u } = renderAt(<UsersPage />);
  const row = await screen.findByRole('row', { name: /Kemi Ade/ });
  const select = within(row).getByLabelText('Pharmacy staff of, for Kemi Ade');
  await waitFor(() => expect(select).toHaveValue('ph-ikeja'));
  await u.selectOptions(select, 'e-pharmacy Lekki');
  expect(put).toHaveBeenCalledWith('/api/admin/users/u-1/pharmacy', { pharmacyId: 'ph-lekki' });
  await waitFor(() => expect(select).toHaveValue('ph-lekki'));
  await u.selectOptions(select, 'Not pharmacy staff');
  expect(put).toHaveBeenLastCalledWith('/api/admin/users/u-1/pharmacy', { pharmacyId: null });
  await waitFor(() => expect(select).toHaveValue(''));
});
