import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, on, setTokens, type ToastMessage } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import StaffOrdersPage from '../../../pages/staff-orders-page';

const order = (id: string, number: string, fulfilment: 'pickup' | 'delivery') => ({
  id,
  number,
  status: 'Pending',
  fulfilment,
  createdAt: '2026-11-20T10:00:00.000Z',
  pickupReadyAt: null,
  riderName: null,
  customerName: 'Ada Obi',
  customerPhone: '+2348031234567',
  lines: [{ medicineName: 'Amoxil 500mg', quantity: 2 }],
});
const LEKKI = {
  id: 'ph-1',
  name: 'e-pharmacy Lekki',
  kind: 'pharmacy',
  address: 'Admiralty Way',
  state: 'Lagos',
  openingHours: '',
  isPickupPoint: true,
};

function serve(pharmacy: unknown = LEKKI) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string, config?: { params?: { stage?: string } }) => {
    const stage = config?.params?.stage;
    if (path === '/api/staff/pharmacy') return pharmacy instanceof Error ? Promise.reject(pharmacy) : ok(pharmacy);
    if (stage === 'to-pack') return ok([order('o-1', 'EPH-000001', 'pickup')]);
    if (stage === 'ready-for-pickup') return ok([{ ...order('o-2', 'EPH-000002', 'pickup'), pickupReadyAt: '2026-11-20T11:00:00.000Z' }]);
    if (stage === 'handed-to-rider') return ok([]);
    if (path === '/api/staff/stock') return ok([]);
    if (path === '/api/staff/deliveries') return ok({ waiting: [], out: [] });
    if (path === '/api/staff/riders') return ok([]);
    if (path === '/api/staff/collections')
      return ok([
        {
          rider: 'Musa Garba',
          riderPhone: '0806 111 2222',
          due: 4500,
          paid: 0,
          outstanding: 4500,
          orders: [{ orderId: 'o-9', orderNumber: 'EPH-000009', status: 'Shipped', state: 'open', amount: 4500, paid: 0, paidAt: null }],
        },
      ]);
    throw new Error(`unexpected ${path}`);
  });
}

beforeEach(() => setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 'u-1' }), refreshToken: 'r' }));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('lists the pharmacy’s orders by stage, marks a pickup ready and checks the PIN before handing over', async () => {
  serve();
  const toasts: ToastMessage[] = [];
  const off = on('toast:show', (shown) => toasts.push(shown));
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(null));
  const { user: u } = renderAt(<StaffOrdersPage />);
  expect(await screen.findByRole('heading', { name: 'e-pharmacy Lekki' })).toBeInTheDocument();
  const toPack = await screen.findByRole('listitem', { name: 'Order EPH-000001' });
  expect(toPack).toHaveTextContent('2 × Amoxil 500mg');
  expect(toPack).toHaveTextContent('placed 20/11/2026 11:00');
  // The customer's phone, to call them: a tap dials it.
  expect(within(toPack).getByRole('link', { name: 'Call Ada Obi on 0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  await u.click(within(toPack).getByRole('button', { name: 'Packed: ready for pickup' }));
  expect(post.mock.calls[0][0]).toBe('/api/Order/o-1/pickup/ready');
  // The toast says what the customer actually receives.
  await waitFor(() =>
    expect(toasts.map((t) => t.detail).join()).toMatch(/gets an email, and a text where they agreed to texts, with your hours/),
  );
  off();

  const ready = await screen.findByRole('listitem', { name: 'Order EPH-000002' });
  await u.type(within(ready).getByLabelText('Customer’s pickup PIN'), '12');
  await u.click(within(ready).getByRole('button', { name: 'Check PIN and hand over' }));
  expect(within(ready).getByLabelText('Customer’s pickup PIN')).toHaveAccessibleDescription('The pickup PIN is six digits.');
  expect(post).toHaveBeenCalledTimes(1);
  post.mockRejectedValueOnce(httpError(400, { message: 'This PIN does not match the order (4 tries left).' }));
  await u.type(within(ready).getByLabelText('Customer’s pickup PIN'), '3456');
  await u.click(within(ready).getByRole('button', { name: 'Check PIN and hand over' }));
  expect(post).toHaveBeenLastCalledWith('/api/Order/o-2/pickup/handover', { pin: '123456' });
  expect(await within(ready).findByText(/does not match the order/)).toBeInTheDocument();
  expect(screen.getByText('No order is out with a rider.')).toBeInTheDocument();
  // What each rider should hand in for this pharmacy's pay-on-delivery orders.
  const due = screen.getByRole('region', { name: 'Collections due' });
  const musa = await within(due).findByRole('region', { name: 'Collections of Musa Garba' });
  expect(musa).toHaveTextContent('EPH-000009');
  expect(within(musa).getByRole('heading', { level: 3 })).toHaveTextContent('Musa Garba');
});

it('tells someone who is not a pharmacy’s staff to ask an admin', async () => {
  serve(httpError(403, { message: "Only a pharmacy's staff can do this." }));
  renderAt(<StaffOrdersPage />);
  expect(await screen.findByText(/Only a pharmacy’s staff can see this page/)).toBeInTheDocument();
});
