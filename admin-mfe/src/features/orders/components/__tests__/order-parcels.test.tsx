import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import { OrderParcels } from '../order-parcels';

const orderId = '9b2f3c4d-1111-4222-8333-444455556666';
const WAREHOUSE = '00000000-0000-4000-8000-00000000a001';
const KANO = '33333333-3333-4333-8333-333333333333';
const SABON = '44444444-4444-4444-8444-444444444444';
const parcelAt = (locationId: string, from: string) => ({
  id: 'p1',
  locationId,
  from,
  lines: [{ medicineId: 'm1', medicineName: 'Coartem 80/480', quantity: 2 }],
  fee: 3000,
  minDays: 0,
  maxDays: 1,
  status: 'pending',
});

describe('order parcels and re-routing', () => {
  it('lists the parcel, offers the covering places (one without stock disabled) and re-routes the whole order', async () => {
    let at = parcelAt(KANO, 'e-pharmacy Nassarawa GRA');
    jest.spyOn(apiClient, 'get').mockImplementation(((url: string) =>
      Promise.resolve(
        url.endsWith('/parcels')
          ? ok([at])
          : ok({
              reroutable: true,
              parcels: [
                {
                  parcelId: 'p1',
                  locations: [
                    { locationId: WAREHOUSE, name: 'Central warehouse', kind: 'warehouse', hasStock: true },
                    { locationId: SABON, name: 'e-pharmacy Sabon Gari', kind: 'pharmacy', hasStock: false },
                  ],
                },
              ],
            }),
      )) as never);
    const post = jest.spyOn(apiClient, 'post').mockImplementation((async () => {
      at = parcelAt(WAREHOUSE, 'Central warehouse');
      return ok([at]);
    }) as never);
    const moved = jest.fn();
    const user = userEvent.setup();
    renderAt(<OrderParcels orderId={orderId} onMoved={moved} />, { path: '/', route: '/' });
    expect(await screen.findByText('From e-pharmacy Nassarawa GRA')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-parcels')).toHaveTextContent('Coartem 80/480 ×2');
    expect(screen.getByRole('option', { name: 'e-pharmacy Sabon Gari (not enough stock)' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Re-route' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Re-route to'), WAREHOUSE);
    await user.click(screen.getByRole('button', { name: 'Re-route' }));
    await waitFor(() => expect(post).toHaveBeenCalledWith(`/api/admin/orders/${orderId}/reroute`, { locationId: WAREHOUSE }));
    expect(await screen.findByText('From Central warehouse')).toBeInTheDocument();
    expect(screen.getByText('Re-routed to Central warehouse: the stock moved with it.')).toBeInTheDocument();
    expect(moved).toHaveBeenCalled();
  });

  it("says the server's refusal (not in stock there) and keeps the parcel where it was", async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(((url: string) =>
      Promise.resolve(
        url.endsWith('/parcels')
          ? ok([parcelAt(KANO, 'e-pharmacy Nassarawa GRA')])
          : ok({
              reroutable: true,
              parcels: [
                { parcelId: 'p1', locations: [{ locationId: WAREHOUSE, name: 'Central warehouse', kind: 'warehouse', hasStock: true }] },
              ],
            }),
      )) as never);
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(409, { message: 'The new location does not have 2 of Coartem 80/480 in stock.', code: 'not-in-stock' }));
    const user = userEvent.setup();
    renderAt(<OrderParcels orderId={orderId} onMoved={() => undefined} />, { path: '/', route: '/' });
    await user.selectOptions(await screen.findByLabelText('Re-route to'), WAREHOUSE);
    await user.click(screen.getByRole('button', { name: 'Re-route' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('does not have 2 of Coartem 80/480');
    expect(screen.getByText('From e-pharmacy Nassarawa GRA')).toBeInTheDocument();
  });
});
