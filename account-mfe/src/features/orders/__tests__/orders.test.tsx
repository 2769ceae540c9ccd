import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { deliveryWindowFixture } from '../../../../../tooling/jest/fixtures/delivery';
import { orderFixture, orderLineFixture } from '../../../../../tooling/jest/fixtures/orders';
import OrderDetailPage from '../../../pages/order-detail-page';
import { REFUND_POLL_MS } from '../components/order-refund';
import TrackOrderPage from '../../../pages/track-order-page';
import UserOrdersPage from '../../../pages/user-orders-page';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const ORDER = orderFixture({
  orderId: ORDER_ID,
  orderNumber: 'EPH-000123',
  userId: USER_ID,
  totalPrice: 15500,
  itemsTotal: 12500,
  deliveryFee: 3000,
  deliveryWindow: deliveryWindowFixture({
    earliest: '2026-03-09',
    latest: '2026-03-11',
    text: '3–5 working days (Mon 9 Mar – Wed 11 Mar)',
  }),
  orderDate: '2026-03-04T22:30:00.000Z',
  status: 'Shipped',
  orderItems: [
    orderLineFixture({ medicineName: 'Paracetamol 500mg', quantity: 2, price: 1250 }),
    orderLineFixture({ lineId: 'line-2', medicineName: 'Amoxicillin 250mg', quantity: 1, price: 10000 }),
  ],
});

beforeEach(() => signIn(USER_ID));
afterEach(() => clearSession());

describe('user orders', () => {
  it('shows a card per order with its first items, date, total (net of refunds), status, Track order, View and Buy again', async () => {
    const user = userEvent.setup();
    const older = {
      ...ORDER,
      orderId: '33333333-3333-4333-8333-333333333333',
      orderNumber: 'EPH-000100',
      orderDate: '2026-01-10T10:00:00Z',
      status: 'Mystery',
      totalPrice: 100000,
    };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([older, { ...ORDER, refundedAmount: 9500, amountPaid: 6000 }]));
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(get).toHaveBeenCalledWith(`/api/Order/user/${USER_ID}`);
    const orderCards = cards.filter((card) => card.classList.contains('account-order-card'));
    expect(orderCards).toHaveLength(2);
    const newest = within(orderCards[0]!);
    expect(newest.getByText('Order EPH-000123')).toBeInTheDocument();
    expect(newest.getByText('04/03/2026')).toBeInTheDocument();
    expect(newest.getByText('N15,500')).toBeInTheDocument();
    expect(newest.getByText('Shipped')).toBeInTheDocument();
    const oldest = within(orderCards[1]!);
    expect(oldest.getByText('N100,000')).toBeInTheDocument();
    expect(oldest.getByText('Pending')).toBeInTheDocument();
    expect(newest.getByTestId('order-first-items')).toHaveTextContent('Paracetamol 500mg × 2, Amoxicillin 250mg × 1');
    expect(newest.getByTestId('refunded-and-paid')).toHaveTextContent('Refunded −N9,500 · You paid N6,000');
    expect(oldest.queryByTestId('refunded-and-paid')).not.toBeInTheDocument();
    expect(newest.getByRole('button', { name: 'Buy again' })).toBeEnabled();
    expect(newest.getByRole('link', { name: 'View order EPH-000123' })).toHaveAttribute('href', `/order/${ORDER_ID}`);
    await user.click(newest.getByRole('link', { name: 'Track order EPH-000123' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/track/${ORDER_ID}`);
  });

  it('has an empty state', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    expect(await screen.findByText('You have not placed any orders yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/categories');
  });

  it('says so when the orders cannot be loaded', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(500, {}));
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Your orders could not be loaded. Please try again later.');
  });
});

describe('order detail', () => {
  it('lists the items with quantity, unit price and subtotal, the total, date and status, and goes Back', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(ORDER));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    const table = await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith(`/api/Order/${ORDER_ID}`);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Paracetamol 500mg2N1,250N2,500');
    expect(rows[2]).toHaveTextContent('Amoxicillin 250mg1N10,000N10,000');
    expect(rows[3]).toHaveTextContent('ItemsN12,500');
    expect(screen.getByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('N3,000');
    expect(screen.getByTestId('order-total')).toHaveTextContent('N15,500');
    expect(screen.getByTestId('order-window')).toHaveTextContent('3–5 working days');
    expect(screen.getByRole('button', { name: 'Reorder' })).toBeEnabled();
    expect(screen.getByText('04/03/2026')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Arrived at /user-orders')).toBeInTheDocument();
  });

  it('says where to collect a pickup and when it is ready, never a delivery address', async () => {
    const location = { name: 'e-pharmacy Lekki', address: 'Admiralty Way', openingHours: 'Mon–Sat 8:00–21:00', contact: '' };
    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        ...ORDER,
        deliveryFee: 0,
        totalPrice: 12500,
        deliveryAddress: { ...ORDER.deliveryAddress, zoneName: 'Pickup at e-pharmacy Lekki', street: 'Admiralty Way', city: '' },
        deliveryWindow: { ...ORDER.deliveryWindow, minDays: 2, maxDays: 3, text: '2–3 working days (Thu 5 Mar – Fri 6 Mar)' },
        fulfilment: { kind: 'pickup', location, readyAt: null, pickedUpAt: null },
      }),
    );
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    expect(await screen.findByTestId('order-collect-at')).toHaveTextContent(
      'Collect at: e-pharmacy Lekki, Admiralty Way, Mon–Sat 8:00–21:00',
    );
    expect(screen.getByText('Collection at e-pharmacy Lekki')).toBeInTheDocument();
    expect(screen.getByTestId('order-window')).toHaveTextContent('Ready for pickup: 2–3 working days');
    expect(screen.queryByText(/Deliver to|Expected delivery|Delivery to/)).not.toBeInTheDocument();
  });

  it('shows the refund of a cancelled order and follows it from pending to processed', async () => {
    jest.useFakeTimers();
    try {
      const refund = {
        id: '44444444-4444-4444-8444-444444444444',
        paymentReference: 'EPH-REF-1',
        amount: 12500,
        currency: 'NGN',
        status: 'pending',
        createdAt: '2026-03-05T10:00:00.000Z',
        updatedAt: '2026-03-05T10:00:00.000Z',
        processedAt: null,
      };
      const answers = [ok([refund]), ok([{ ...refund, status: 'processed', processedAt: '2026-03-06T10:00:00.000Z' }])];
      const get = jest
        .spyOn(apiClient, 'get')
        .mockImplementation(((url: string) =>
          Promise.resolve(
            url.startsWith('/api/payment/') ? answers.shift() : ok({ ...ORDER, status: 'Canceled', paymentReference: 'EPH-REF-1' }),
          )) as never);
      renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
      expect(await screen.findByTestId('refund-status')).toHaveTextContent('Refund pending: N12,500');
      expect(get).toHaveBeenCalledWith('/api/payment/EPH-REF-1/refunds');
      await act(async () => {
        jest.advanceTimersByTime(REFUND_POLL_MS);
      });
      expect(await screen.findByTestId('refund-status')).toHaveTextContent('Refunded: N12,500');
      expect(screen.getByText('The money has been returned to your account.')).toBeInTheDocument();
      await act(async () => {
        jest.advanceTimersByTime(REFUND_POLL_MS * 3);
      });
      expect(get.mock.calls.filter(([url]) => String(url).startsWith('/api/payment/'))).toHaveLength(2);
    } finally {
      jest.useRealTimers();
    }
  });

  it('shows no refund section for an order that is not cancelled', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(ORDER));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    await screen.findByRole('table');
    expect(screen.queryByText('Refund')).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('says an order with a prescription-only medicine is awaiting pharmacist review', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...ORDER, status: 'AwaitingReview', prescriptionId: 'rx-1', review: null }));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    expect(await screen.findByText('Awaiting pharmacist review', { selector: '.account-status' })).toBeInTheDocument();
    expect(screen.getByTestId('order-review')).toHaveTextContent('A pharmacist is checking your prescription');
  });

  it('shows a partial decision: its reason, the lines not approved and the amount refunded', async () => {
    const reviewed = {
      ...ORDER,
      status: 'Pending',
      prescriptionId: 'rx-1',
      orderItems: [
        { ...ORDER.orderItems[0], requiresPrescription: false, reviewDecision: null, batches: [] },
        { ...ORDER.orderItems[1], requiresPrescription: true, reviewDecision: 'rejected', batches: [] },
      ],
      review: {
        decision: 'partial',
        reason: 'The prescription names a different antibiotic.',
        decidedAt: '2026-03-05T09:15:00.000Z',
        pharmacistName: 'Ngozi Eze',
        refund: 10_000,
      },
    };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(reviewed));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    const review = await screen.findByTestId('order-review');
    expect(within(review).getByRole('heading')).toHaveTextContent('Partly approved by the pharmacist');
    expect(within(review).getByTestId('review-reason')).toHaveTextContent('The prescription names a different antibiotic.');
    expect(within(review).getByText('Amoxicillin 250mg')).toBeInTheDocument();
    expect(within(review).getByTestId('review-refund')).toHaveTextContent('N10,000');
    expect(within(review).getByText('Ngozi Eze')).toBeInTheDocument();
    expect(screen.getByText('Not approved, refunded')).toBeInTheDocument();
  });

  it('says so when the order is not found', async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, { message: 'No order with this id.' }));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not find this order among yours.');
  });
});

describe('track order', () => {
  const renderTrack = () => renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER_ID}` });
  const HISTORY = [
    { status: 'Pending', at: '2026-03-04T22:30:00.000Z' },
    { status: 'Processing', at: '2026-03-05T08:10:00.000Z' },
    { status: 'Shipped', at: '2026-03-06T09:45:00.000Z' },
  ];
  const TRACKED = {
    ...ORDER,
    userId: USER_ID,
    statusHistory: HISTORY,
    refundedAmount: 0,
    amountPaid: 15500,
    refundStatus: null,
    refundExpectedWithin: '3 to 10 working days',
    rider: null,
    fulfilment: { kind: 'delivery', location: null, readyAt: null, pickedUpAt: null },
  };
  const stepsShown = () => within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');

  it('shows the EPH number, a timeline with the date and time of each step, the items, the address and the window', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(TRACKED));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Shipped');
    expect(get).toHaveBeenCalledWith(`/api/Order/track/${ORDER_ID}`);
    expect(screen.getByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(screen.queryByText(ORDER_ID)).not.toBeInTheDocument();
    expect(stepsShown().map((step) => step.textContent)).toEqual([
      'Order placed04/03/2026 23:30',
      'Being prepared05/03/2026 09:10',
      'On its way06/03/2026 10:45',
      'DeliveredNot yet',
    ]);
    expect(stepsShown()[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByText('Paracetamol 500mg × 2')).toBeInTheDocument();
    expect(screen.getByText('4 Zoo Road')).toBeInTheDocument();
    expect(screen.getByTestId('track-window')).toHaveTextContent('Expected delivery: 3–5 working days');
    expect(screen.queryByTestId('track-rider')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('reads a pickup as "Ready for pickup" then "Collected" with the PIN, never a rider or a delivery', async () => {
    const LEKKI = { name: 'e-pharmacy Lekki', address: 'Admiralty Way', openingHours: 'Mon–Sat 8:00–21:00', contact: '+234 803 555 0102' };
    const ready = {
      ...TRACKED,
      status: 'Processing',
      deliveryFee: 0,
      deliveryAddress: { ...ORDER.deliveryAddress, zoneName: 'Pickup at e-pharmacy Lekki', street: 'Admiralty Way', city: '' },
      statusHistory: HISTORY.slice(0, 2),
      rider: null,
      fulfilment: { kind: 'pickup', location: LEKKI, readyAt: '2026-03-05T08:10:00.000Z', pickedUpAt: null },
    };
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (url: string) => (url.endsWith('/pickup-pin') ? ok({ pin: '482913', pickedUp: false }) : ok(ready)));
    const { unmount } = renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Ready for pickup');
    expect(stepsShown().map((step) => step.textContent)).toEqual([
      'Order placed04/03/2026 23:30',
      'Ready for pickup: bring your PIN05/03/2026 09:10',
      'Collected with your PINNot yet',
    ]);
    expect(await screen.findByTestId('pickup-pin')).toHaveTextContent('482913');
    expect(screen.getByTestId('track-pickup')).toHaveTextContent('Mon–Sat 8:00–21:00');
    expect(screen.queryByText(/On its way|rider/i)).not.toBeInTheDocument();
    unmount();

    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        ...ready,
        status: 'Delivered',
        statusHistory: [...HISTORY.slice(0, 2), { status: 'Delivered', at: '2026-03-06T09:45:00.000Z' }],
        fulfilment: { ...ready.fulfilment, pickedUpAt: '2026-03-06T09:45:00.000Z' },
      }),
    );
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Collected');
    expect(stepsShown().map((step) => step.textContent)).toEqual([
      'Order placed04/03/2026 23:30',
      'Ready for pickup: bring your PIN05/03/2026 09:10',
      'Collected with your PIN06/03/2026 10:45',
    ]);
    expect(screen.queryByText(/Delivered|rider/i)).not.toBeInTheDocument();
  });

  it('names the rider of a shipped order with a number to call, once the pharmacy gave one', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...TRACKED, rider: { name: 'Musa Ibrahim', phone: '+2348051234567' } }));
    renderTrack();
    expect(await screen.findByTestId('track-rider')).toHaveTextContent('Your rider: Musa Ibrahim, 0805 123 4567');
    expect(screen.getByRole('link', { name: '0805 123 4567' })).toHaveAttribute('href', 'tel:+2348051234567');
  });

  it('names no rider before the order is shipped', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        ...TRACKED,
        status: 'Processing',
        statusHistory: HISTORY.slice(0, 2),
        rider: { name: 'Musa Ibrahim', phone: '+2348051234567' },
      }),
    );
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Processing');
    expect(screen.queryByTestId('track-rider')).not.toBeInTheDocument();
  });

  it('reads "Approved, being packed" after the pharmacist, and shows the refund of the lines turned down', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        ...TRACKED,
        status: 'Pending',
        statusHistory: [
          { status: 'AwaitingReview', at: '2026-03-04T22:30:00.000Z' },
          { status: 'Pending', at: '2026-03-05T09:15:00.000Z' },
        ],
        review: {
          decision: 'partial',
          reason: 'Another strength.',
          decidedAt: '2026-03-05T09:15:00.000Z',
          pharmacistName: 'Ngozi Eze',
          refund: 9500,
        },
        refundedAmount: 9500,
        amountPaid: 6000,
        refundStatus: 'pending',
        paymentReference: 'EPH-REF-1',
      }),
    );
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Approved, being packed');
    expect(stepsShown()[1]).toHaveTextContent('Approved, being packed05/03/2026 10:15');
    expect(screen.getByTestId('track-refund')).toHaveTextContent('Refund pending −N9,500 · You paid N6,000');
    expect(screen.getByTestId('track-refund')).toHaveTextContent('within 3 to 10 working days');
  });

  it('expects nothing of a cancelled order and has no steps ahead', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        ...TRACKED,
        status: 'Canceled',
        statusHistory: [HISTORY[0], { status: 'Canceled', at: '2026-03-05T07:00:00.000Z' }],
        refundedAmount: 15500,
        amountPaid: 0,
        refundStatus: 'processed',
      }),
    );
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Canceled');
    expect(stepsShown()).toHaveLength(2);
    expect(screen.queryByText(/Expected delivery/)).not.toBeInTheDocument();
    expect(screen.getByTestId('track-refund')).toHaveTextContent('Refunded −N15,500 · You paid N0');
  });

  it('shows an unknown status as Pending', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...TRACKED, status: 'OnTheMoon' }));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Pending');
  });

  it("says 'Error tracking the order. Please try again later.' on failure", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(500, {}));
    renderTrack();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error tracking the order. Please try again later.');
  });

  it('lets the owner cancel a Pending order after confirming, saying when the refund arrives', async () => {
    const user = userEvent.setup();
    const pending = { ...TRACKED, status: 'Pending', statusHistory: [HISTORY[0]] };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(pending));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(
        ok({ ...pending, status: 'Canceled', statusHistory: [HISTORY[0], { status: 'Canceled', at: '2026-03-05T07:00:00.000Z' }] }),
      );
    renderTrack();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog).toHaveTextContent('within 3 to 10 working days');
    await user.click(within(dialog).getByRole('button', { name: 'Keep the order' }));
    expect(put).not.toHaveBeenCalled();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Pending');

    await user.click(screen.getByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Success: Your order was canceled.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(`/api/Order/${ORDER_ID}`, { status: 'Canceled' });
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Canceled');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it("toasts the server's refusal to cancel", async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...TRACKED, status: 'Pending' }));
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(409, { message: 'Only a Pending order can be canceled.' }));
    renderTrack();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Error: Only a Pending order can be canceled.')).toBeInTheDocument();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Pending');
  });

  it("does not offer to cancel someone else's order", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ ...TRACKED, status: 'Pending', userId: 'someone-else' }));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Pending');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
