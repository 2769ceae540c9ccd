import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { makeToken, ok, renderAt } from '../../../testing/test-utils';
import StaffOrdersPage from '../../../pages/staff-orders-page';

// A pickup with a fridge medicine on the packing list: pack it last in a cold box, tick, record the
// time it left the fridge; "ready for pickup" waits for the tick (the server refuses it too).

const LEKKI = {
  id: 'ph-1',
  name: 'e-pharmacy Lekki',
  kind: 'pharmacy',
  address: 'Admiralty Way',
  state: 'Lagos',
  openingHours: '',
  isPickupPoint: true,
};
const coldOrder = (packed: boolean) => ({
  id: 'o-7',
  number: 'EPH-000007',
  status: 'Pending',
  fulfilment: 'pickup',
  createdAt: '2026-12-07T09:00:00.000Z',
  pickupReadyAt: null,
  riderName: null,
  customerName: 'Ada Obi',
  customerPhone: '+2348031234567',
  coldChain: {
    items: ['Actrapid 100 IU/ml Vial (10 ml)'],
    coldBoxPackedAt: packed ? '2026-12-07T13:02:00.000Z' : null,
    leftFridgeAt: packed ? '2026-12-07T13:02:00.000Z' : null,
    handedOverAt: null,
  },
  lines: [
    { medicineName: 'Actrapid 100 IU/ml Vial (10 ml)', quantity: 1, coldChain: true },
    { medicineName: 'Paracetamol 500mg', quantity: 2 },
  ],
});

beforeEach(() => setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 'u-1' }), refreshToken: 'r' }));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('asks to pack the fridge medicine last in a cold box, records when it left the fridge, then lets it be made ready', async () => {
  let packed = false;
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string, config?: { params?: { stage?: string } }) => {
    const stage = config?.params?.stage;
    if (path === '/api/staff/pharmacy') return ok(LEKKI);
    // The page's board of deliveries by rider: nothing out today.
    if (path === '/api/staff/deliveries') return ok({ waiting: [], out: [] });
    if (path === '/api/staff/riders') return ok([]);
    if (stage === 'to-pack') return ok([coldOrder(packed)]);
    if (stage) return ok([]);
    return ok([]);
  });
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/Order/o-7/cold-chain/packed') {
      packed = true;
      return ok(coldOrder(true).coldChain);
    }
    return ok(null);
  });
  const { user } = renderAt(<StaffOrdersPage />);
  const card = await screen.findByRole('listitem', { name: 'Order EPH-000007' });
  const cold = within(card).getByRole('group', { name: 'Cold chain' });
  expect(cold).toHaveTextContent('Keep cold (2–8 °C): Actrapid 100 IU/ml Vial (10 ml).');
  expect(cold).toHaveTextContent('Pack it last, in a cold box with its ice packs, then tick.');
  expect(within(card).getByText(/1 × Actrapid 100 IU\/ml Vial \(10 ml\)/)).toHaveTextContent('· fridge');
  // Not ready, and nothing recorded, before the tick.
  expect(within(card).getByRole('button', { name: 'Ready for pickup (after the cold box)' })).toBeDisabled();
  const record = within(cold).getByRole('button', { name: 'Record: it left the fridge now' });
  expect(record).toBeDisabled();
  await user.click(within(cold).getByLabelText('Packed last in a cold box'));
  await user.click(record);
  expect(post).toHaveBeenCalledWith('/api/Order/o-7/cold-chain/packed', { coldBox: true });
  // Read again: the time it left the fridge, and the order can be made ready.
  await waitFor(() =>
    expect(within(screen.getByRole('listitem', { name: 'Order EPH-000007' })).getByTestId('cold-chain-times')).toHaveTextContent(
      'Packed in a cold box · left the fridge 07/12/2026 14:02',
    ),
  );
  const ready = within(screen.getByRole('listitem', { name: 'Order EPH-000007' })).getByRole('button', {
    name: 'Packed: ready for pickup',
  });
  expect(ready).toBeEnabled();
  await user.click(ready);
  expect(post.mock.calls.at(-1)?.[0]).toBe('/api/Order/o-7/pickup/ready');
});
