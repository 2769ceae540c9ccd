import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import OrderDetailPage from '../../../pages/order-detail-page';
import { REFUND_POLL_MS } from '../components/order-refund';
import TrackOrderPage from '../../../pages/track-order-page';
import UserOrdersPage from '../../../pages/user-orders-page';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const ORDER = {
  orderId: ORDER_ID,
  orderNumber: 'EPH-000123',
  userId: USER_ID,
  totalPrice: 15500,
  itemsTotal: 12500,
  deliveryFee: 3000,
  deliveryAddress: {
    recipient: 'Ada Obi',
    zone: 'kano',
    state: 'Kano',
    zoneName: 'Kano',
    city: 'Kano Municipal',
    street: '4 Zoo Road',
    landmark: '',
    phone: '+2348031234567',
  },
  deliveryWindow: {
    minDays: 3,
    maxDays: 5,
    earliest: '2026-03-09',
    latest: '2026-03-11',
    text: '3–5 working days (Mon 9 Mar – Wed 11 Mar)',
  },
  orderDate: '2026-03-04T22:30:00.000Z',
  status: 'Shipped',
  orderItems: [
    { medicineName: 'Paracetamol 500mg', quantity: 2, price: 1250 },
    { medicineName: 'Amoxicillin 250mg', quantity: 1, price: 10000 },
  ],
};

beforeEach(() => signIn(USER_ID));
afterEach(() => clearSession());

describe('user orders', () => {
  it('shows a card per order with date, total, status, Track Order and View', async () => {
    const user = userEvent.setup();
    const older = {
      ...ORDER,
      orderId: '33333333-3333-4333-8333-333333333333',
      orderNumber: 'EPH-000100',
      orderDate: '2026-01-10T10:00:00Z',
      status: 'Mystery',
      totalPrice: 100000,
    };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([older, ORDER]));
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    expect(screen.getByText('Loading your orders...')).toBeInTheDocument();
    const cards = await screen.findAllByRole('listitem');
    expect(get).toHaveBeenCalledWith(`/api/Order/user/${USER_ID}`);
    const orderCards = cards.filter((card) => card.classList.contains('account-order-card'));
    expect(orderCards).toHaveLength(2);
    const newest = within(orderCards[0]!);
    expect(newest.getByText('Order EPH-000123')).toBeInTheDocument();
    expect(newest.getByText('2026-03-04')).toBeInTheDocument();
    expect(newest.getByText('N15,500')).toBeInTheDocument();
    expect(newest.getByText('Shipped')).toBeInTheDocument();
    const oldest = within(orderCards[1]!);
    expect(oldest.getByText('N100,000')).toBeInTheDocument();
    expect(oldest.getByText('Pending')).toBeInTheDocument();
    expect(newest.getByRole('link', { name: `View order ${ORDER_ID}` })).toHaveAttribute('href', `/order/${ORDER_ID}`);
    await user.click(newest.getByRole('link', { name: `Track Order ${ORDER_ID}` }));
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
    expect(screen.getByText('2026-03-04')).toBeInTheDocument();
    expect(screen.getByText('Shipped')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(screen.getByText('Arrived at /user-orders')).toBeInTheDocument();
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
        { ...ORDER.orderItems[0], requiresPrescription: false, reviewDecision: null },
        { ...ORDER.orderItems[1], requiresPrescription: true, reviewDecision: 'rejected' },
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

  it('shows the order id and its status as steps', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok({ orderId: ORDER_ID, status: 'Shipped', orderDate: '2026-03-04T22:30:00.000Z' }));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Shipped');
    expect(get).toHaveBeenCalledWith(`/api/Order/track/${ORDER_ID}`);
    expect(screen.getByText(ORDER_ID)).toBeInTheDocument();
    expect(screen.getByText(/placed on 2026-03-04/)).toBeInTheDocument();
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Pending (done)', 'Processing (done)', 'Shipped', 'Delivered']);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });

  it('starts the steps of a prescription order with the pharmacist review, and shows a rejection with its reason', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(ok({ orderId: ORDER_ID, status: 'AwaitingReview', prescriptionId: 'rx-1', review: null }));
    const { unmount } = renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Awaiting pharmacist review');
    const steps = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual(['Awaiting pharmacist review', 'Pending', 'Processing', 'Shipped', 'Delivered']);
    // The shopper may still cancel while the pharmacist has not decided.
    expect(screen.getByRole('button', { name: 'Cancel order' })).toBeInTheDocument();
    unmount();

    jest.spyOn(apiClient, 'get').mockResolvedValueOnce(
      ok({
        orderId: ORDER_ID,
        status: 'Canceled',
        prescriptionId: 'rx-1',
        review: {
          decision: 'rejected',
          reason: 'Prescription is unsigned.',
          decidedAt: '2026-03-05T09:15:00.000Z',
          pharmacistName: 'Ngozi Eze',
          refund: 15_500,
        },
      }),
    );
    renderTrack();
    expect(await screen.findByTestId('review-reason')).toHaveTextContent('Prescription is unsigned.');
    expect(screen.getByTestId('review-refund')).toHaveTextContent('N15,500');
    const canceled = within(screen.getByRole('list', { name: 'Order progress' })).getAllByRole('listitem');
    expect(canceled.map((step) => step.textContent)).toEqual(['Awaiting pharmacist review', 'Canceled']);
  });

  it('shows an unknown status as Pending', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ orderId: ORDER_ID, status: 'OnTheMoon' }));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Pending');
  });

  it("says 'Error tracking the order. Please try again later.' on failure", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(500, {}));
    renderTrack();
    expect(await screen.findByRole('alert')).toHaveTextContent('Error tracking the order. Please try again later.');
  });

  it('lets the owner cancel a Pending order after confirming', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ orderId: ORDER_ID, status: 'Pending', userId: USER_ID }));
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ orderId: ORDER_ID, status: 'Canceled' }));
    renderTrack();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
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
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ orderId: ORDER_ID, status: 'Pending' }));
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(409, { message: 'Only a Pending order can be canceled.' }));
    renderTrack();
    await user.click(await screen.findByRole('button', { name: 'Cancel order' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Yes, cancel the order' }));
    expect(await screen.findByText('Error: Only a Pending order can be canceled.')).toBeInTheDocument();
    expect(screen.getByText(/^Status:/)).toHaveTextContent('Status: Pending');
  });

  it("does not offer to cancel someone else's order", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ orderId: ORDER_ID, status: 'Pending', userId: 'someone-else' }));
    renderTrack();
    expect(await screen.findByText(/^Status:/)).toHaveTextContent('Status: Pending');
    expect(screen.queryByRole('button', { name: 'Cancel order' })).not.toBeInTheDocument();
  });
});
