import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { SavedAddresses } from '../components/saved-addresses';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';
import { deliveryZonesFixture, kanoZoneFixture, savedAddressFixture } from '../../../../../tooling/jest/fixtures/delivery';

const KANO = savedAddressFixture({ id: '33333333-3333-4333-8333-333333333333', city: 'Nassarawa', street: '3 Bompai Road' });

afterEach(() => clearSession());

describe('saved delivery addresses', () => {
  it('lists the addresses as the rider reads them (a landmark that says where, as typed), and removes one', async () => {
    signIn();
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(ok([KANO]))
      .mockResolvedValue(ok([]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok(null));
    renderPage(<SavedAddresses />, { path: '/profile', url: '/profile' });
    const list = await screen.findByRole('list', { name: 'Saved delivery addresses' });
    expect(within(list).getByText('3 Bompai Road')).toBeInTheDocument();
    expect(within(list).getByText('Opposite Kano Zoo')).toBeInTheDocument();
    expect(within(list).queryByText(/Near Opposite/)).not.toBeInTheDocument();
    expect(within(list).getByText('Nassarawa, Kano State')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Remove' }));
    expect(del).toHaveBeenCalledWith(`/api/delivery/addresses/${KANO.id}`);
    expect(await screen.findByText(/No saved addresses yet/)).toBeInTheDocument();
  });

  it('keeps the address and says so when removing fails', async () => {
    signIn();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([KANO]));
    jest.spyOn(apiClient, 'delete').mockRejectedValue(httpError(500, { message: 'Database unavailable' }));
    renderPage(<SavedAddresses />, { path: '/profile', url: '/profile' });
    await userEvent.click(await screen.findByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(screen.getByText('3 Bompai Road')).toBeInTheDocument();
  });

  it('makes an address the default and edits one', async () => {
    signIn();
    const office = { ...KANO, id: '44444444-4444-4444-8444-444444444444', label: 'Office', landmark: 'the big mosque', isDefault: false };
    const home = { ...KANO, isDefault: true };
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) =>
        Promise.resolve(url === '/api/delivery' ? ok(deliveryZonesFixture({ zones: [kanoZoneFixture()] })) : ok([home, office]))) as never);
    const put = jest.spyOn(apiClient, 'put').mockImplementation(((url: string, body: unknown) =>
      Promise.resolve(
        url.endsWith('/default')
          ? ok([
              { ...office, isDefault: true },
              { ...home, isDefault: false },
            ])
          : ok({ ...home, ...(body as object) }),
      )) as never);
    renderPage(<SavedAddresses />, { path: '/profile', url: '/profile' });
    const list = await screen.findByRole('list', { name: 'Saved delivery addresses' });
    expect(within(list).getByText('Near the big mosque')).toBeInTheDocument();
    expect(within(list).getAllByText('Default')).toHaveLength(1);
    await userEvent.click(within(list).getByRole('button', { name: 'Make default' }));
    expect(put).toHaveBeenCalledWith(`/api/delivery/addresses/${office.id}/default`);
    expect(await within(list).findByRole('button', { name: 'Make default' })).toBeInTheDocument();

    await userEvent.click(within(list).getByRole('button', { name: 'Edit Home' }));
    const form = await screen.findByRole('form', { name: 'Edit address' });
    const street = within(form).getByLabelText(/Street/);
    await userEvent.clear(street);
    await userEvent.type(street, '5 Zoo Road');
    await userEvent.click(within(form).getByRole('button', { name: 'Save address' }));
    expect(put).toHaveBeenCalledWith(
      `/api/delivery/addresses/${KANO.id}`,
      expect.objectContaining({ street: '5 Zoo Road', landmark: 'Opposite Kano Zoo' }),
    );
  });
});
