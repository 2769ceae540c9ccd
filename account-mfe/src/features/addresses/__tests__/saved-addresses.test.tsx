import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { SavedAddresses } from '../components/saved-addresses';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

const KANO = {
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Home',
  recipient: 'Ada Obi',
  zone: 'kano',
  state: 'Kano',
  zoneName: 'Kano',
  city: 'Nassarawa',
  street: '3 Bompai Road',
  landmark: 'Opposite Kano Zoo',
  phone: '+2348031234567',
};

afterEach(() => clearSession());

describe('saved delivery addresses', () => {
  it('lists the addresses saved at checkout as the rider reads them, and removes one', async () => {
    signIn();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([KANO]));
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok(null));
    renderPage(<SavedAddresses />, { path: '/profile', url: '/profile' });
    const list = await screen.findByRole('list', { name: 'Saved delivery addresses' });
    expect(within(list).getByText('3 Bompai Road')).toBeInTheDocument();
    expect(within(list).getByText('Near Opposite Kano Zoo')).toBeInTheDocument();
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
});
