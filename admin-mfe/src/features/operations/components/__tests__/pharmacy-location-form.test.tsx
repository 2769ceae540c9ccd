import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import PharmaciesPage from '../../../../pages/pharmacies-page';

const LEKKI = {
  pharmacyId: 'p1',
  name: 'e-pharmacy Lekki',
  location: 'Lekki, Lagos',
  contact: '0801',
  deliveryRange: '12 km',
  kind: 'pharmacy',
  address: 'Admiralty Way',
  state: 'Lagos',
  latitude: 6.4474,
  longitude: 3.4723,
  openingHours: 'Mon–Sat 8:00–21:00',
  deliveryStates: ['Lagos'],
  deliveryLgas: ['Eti-Osa', 'Lagos Island'],
  isPickupPoint: true,
  hidden: false,
  version: 2,
  updatedAt: '2026-01-01T00:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());

it('edits the location fields: lists as commas, coordinates as numbers, an empty state as none; the server’s refusal at its field', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async () => ok([LEKKI], { 'x-total-count': '1' }) as never);
  const patch = jest
    .spyOn(apiClient, 'patch')
    .mockRejectedValueOnce(httpError(400, { message: 'Unknown state', errors: [{ field: 'deliveryStates', message: 'must be a state' }] }))
    .mockResolvedValue(ok({ ...LEKKI, version: 3 }));
  const { user } = renderAt(<PharmaciesPage />, { path: '/admin/pharmacies', route: '/admin/pharmacies' });
  const row = await screen.findByRole('row', { name: /e-pharmacy Lekki/ });
  expect(row).toHaveTextContent('Lagos');
  await user.click(within(row).getByRole('button', { name: /Edit/ }));
  const form = screen.getByRole('form', { name: 'Edit pharmacy' });
  expect(within(form).getByLabelText('LGAs delivered to')).toHaveValue('Eti-Osa, Lagos Island');
  expect(within(form).getByLabelText('Pickup point (shoppers collect here)')).toBeChecked();
  await user.clear(within(form).getByLabelText('States delivered to'));
  await user.type(within(form).getByLabelText('States delivered to'), 'Lagos, Ogun, Gotham');
  await user.clear(within(form).getByLabelText('Latitude'));
  await user.type(within(form).getByLabelText('Latitude'), '6.5');
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(1));
  const body = patch.mock.calls[0][1] as Record<string, unknown>;
  expect(body).toMatchObject({ deliveryStates: ['Lagos', 'Ogun', 'Gotham'], latitude: 6.5, longitude: 3.4723, state: 'Lagos' });
  expect(await within(form).findByText('must be a state')).toBeInTheDocument();

  await user.clear(within(form).getByLabelText('States delivered to'));
  await user.type(within(form).getByLabelText('States delivered to'), 'Lagos, Ogun');
  await user.clear(within(form).getByLabelText('State'));
  await user.click(within(form).getByRole('button', { name: 'Save changes' }));
  await waitFor(() => expect(patch).toHaveBeenCalledTimes(2));
  expect(patch.mock.calls[1][1]).toMatchObject({ deliveryStates: ['Lagos', 'Ogun'], state: null });
});
