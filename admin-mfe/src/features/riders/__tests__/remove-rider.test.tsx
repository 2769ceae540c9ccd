import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, on, setTokens, type ToastMessage } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import { DeliveryBoard } from '../delivery-board';
import { MUSA, WAITING_PARCEL } from './rider-fixtures';

// Taking a rider off the pharmacy from the board: asked first, the server's refusal shown as it
// says it (parcels still with the rider), and the rider gone from the list and the pickers once removed.

const BOARD = {
  waiting: [WAITING_PARCEL],
  out: [],
};
const BALA = { userId: 'r-2', pharmacyId: 'ph-1', name: 'Bala', phone: '+2348033334444', email: 'bala@example.ng' };

beforeEach(() =>
  setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 'u-1', pharmacyStaff: true }), refreshToken: 'r' }),
);
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('asks first, shows the server’s refusal while parcels are with the rider, then removes the rider from the list', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/staff/deliveries') return ok(BOARD);
    if (path === '/api/staff/riders') return ok([BALA, MUSA]);
    throw new Error(`unexpected ${path}`);
  });
  const confirm = jest.spyOn(window, 'confirm').mockReturnValueOnce(false).mockReturnValue(true);
  const toasts: ToastMessage[] = [];
  const off = on('toast:show', (shown) => toasts.push(shown));
  const remove = jest
    .spyOn(apiClient, 'delete')
    .mockRejectedValueOnce(
      httpError(409, {
        code: 'rider-has-parcels',
        message: 'This rider still has 1 parcel: give them to another rider or check them in first.',
      }),
    )
    .mockResolvedValue(ok(null));
  const { user: u } = renderAt(<DeliveryBoard round={0} onDone={jest.fn()} />);
  const list = await screen.findByRole('list', { name: 'Riders (2)' });

  await u.click(within(list).getByRole('button', { name: 'Remove Musa' }));
  expect(confirm).toHaveBeenCalledWith("Take Musa off this pharmacy's riders? Their account stays.");
  expect(remove).not.toHaveBeenCalled();

  await u.click(within(list).getByRole('button', { name: 'Remove Musa' }));
  await waitFor(() => expect(toasts.at(-1)?.detail).toMatch(/still has 1 parcel/));
  expect(remove.mock.calls[0][0]).toBe('/api/staff/riders/r-1');
  expect(within(list).getByText('Musa')).toBeInTheDocument();

  await u.click(within(list).getByRole('button', { name: 'Remove Musa' }));
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Musa' })).toBeNull());
  expect(screen.getByRole('heading', { name: 'Riders (1)' })).toBeInTheDocument();
  expect(screen.queryByRole('option', { name: /Musa/ })).toBeNull();
  expect(screen.getAllByRole('option', { name: /Bala/ }).length).toBeGreaterThan(0);
  off();
});
