import { screen, within } from '@testing-library/react';
import { type Order, type OrderStatus } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import { deliveryAddressFixture, deliveryWindowFixture } from '../../../../../../tooling/jest/fixtures/delivery';
import { orderFixture, orderLineFixture } from '../../../../../../tooling/jest/fixtures/orders';
import OrderDetailPage from '../../../../pages/order-detail-page';

const orderId = '9b2f3c4d-1111-4222-8333-444455556666';

function order(status: OrderStatus | string): Order {
  return orderFixture({
    orderId,
    orderNumber: 'EPH-000042',
    totalPrice: 7700,
    itemsTotal: 7700,
    deliveryFee: 0,
    deliveryAddress: deliveryAddressFixture({ recipient: 'Amina Bello', landmark: 'Opposite Kano Zoo' }),
    deliveryWindow: deliveryWindowFixture({
      earliest: '2026-04-15',
      latest: '2026-04-17',
      text: '3–5 working days (Wed 15 Apr – Fri 17 Apr)',
    }),
    customer: { name: 'Amina Bello', email: 'amina@example.ng', phone: '+2348031234567' },
    paidAt: '2026-04-10T08:01:00Z',
    orderDate: '2026-04-10T08:00:00Z',
    status: status as OrderStatus,
    orderItems: [
      orderLineFixture({
        medicineId: 'med-1',
        medicineName: 'Paracetamol 500mg',
        quantity: 2,
        price: 850,
        batches: [{ lotNumber: 'PCM2401', expiryDate: '2027-05-31', quantity: 2 }],
      }),
      orderLineFixture({ lineId: 'line-2', medicineId: null, medicineName: 'Coartem 80/480', quantity: 1, price: 6000 }),
    ],
    statusHistory: [],
  });
}

/** The order's parcels (one, from Kano) and that it cannot be re-routed here; other URLs answered by `answer`. */
const withParcels = (answer: (url: string) => unknown) =>
  ((url: string) =>
    Promise.resolve(
      url.endsWith('/parcels')
        ? ok([{ id: 'p1', locationId: 'l1', from: 'e-pharmacy Kano', lines: [], fee: 0, minDays: 0, maxDays: 1, status: 'pending' }])
        : url.endsWith('/reroute')
          ? ok({ reroutable: false, parcels: [] })
          : answer(url),
    )) as never;

function renderDetail(status: OrderStatus | string) {
  const get = jest.spyOn(apiClient, 'get').mockImplementation(withParcels(() => ok(order(status))));
  const result = renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
  return { get, ...result };
}

const offered = () =>
  within(screen.getByLabelText('Move to'))
    .getAllByRole('option')
    .slice(1)
    .map((o) => o.textContent);

describe('order detail', () => {
  it("is a packing slip: the rider's phone, the status history with dates from the audit log, and a Print button", async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(
      withParcels((url: string) =>
        url === '/api/admin/audit'
          ? ok([
              {
                id: 'a2',
                at: '2026-04-11T09:30:00Z',
                actorId: 'admin-1',
                actorName: 'Tunde Bakare',
                entityType: 'order',
                entityId: orderId,
                entityName: 'EPH-000042',
                action: 'status',
                changes: [{ field: 'status', from: 'Processing', to: 'Shipped' }],
              },
              {
                id: 'a1',
                at: '2026-04-10T10:00:00Z',
                actorId: 'admin-1',
                actorName: 'Tunde Bakare',
                entityType: 'order',
                entityId: orderId,
                entityName: 'EPH-000042',
                action: 'status',
                changes: [{ field: 'status', from: 'Pending', to: 'Processing' }],
              },
            ])
          : ok({ ...order('Shipped'), rider: { name: 'Musa Ibrahim', phone: '+2348051234567' } }),
      ),
    );
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    const { user } = renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
    expect(await screen.findByTestId('admin-order-customer-phone')).toHaveTextContent('0803 123 4567');
    expect(screen.getByText('Customer phone')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-rider')).toHaveTextContent('Musa Ibrahim, 0805 123 4567');
    expect(within(screen.getByTestId('admin-order-rider')).getByRole('link', { name: '0805 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348051234567',
    );
    const history = await screen.findByRole('list', { name: 'Status history' });
    await within(history)
      .findByText('by Tunde Bakare', { exact: false, selector: 'span' })
      .catch(() => undefined);
    await within(history).findAllByText(/by Tunde Bakare/);
    expect(
      within(history)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '2026-04-10 09:00 Placed',
      '2026-04-10 09:01 Paid',
      '2026-04-10 11:00 Processing by Tunde Bakare',
      '2026-04-11 10:30 Shipped by Tunde Bakare',
      'Now: Shipped',
    ]);
    expect(get).toHaveBeenCalledWith('/api/admin/audit', { params: { entityType: 'order', entityId: orderId, pageSize: 100, page: 1 } });
    await user.click(screen.getByRole('button', { name: 'Print packing slip' }));
    expect(print).toHaveBeenCalled();
  });

  it("shows a cancelled order's refund status from the provider", async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(
      withParcels((url: string) =>
        url.startsWith('/api/payment/')
          ? ok([
              {
                id: 'r1',
                paymentReference: 'EPH-REF-1',
                amount: 7700,
                currency: 'NGN',
                status: 'failed',
                createdAt: '2026-04-11T08:00:00Z',
                updatedAt: '2026-04-12T08:00:00Z',
                processedAt: null,
              },
            ])
          : ok(order('Canceled')),
      ),
    );
    renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
    expect(await screen.findByTestId('admin-order-refund')).toHaveTextContent('Refund failed N7,700');
    expect(get).toHaveBeenCalledWith('/api/payment/EPH-REF-1/refunds');
  });

  it('shows the order number, customer with email and phone, address and zone, placed and paid times, payment reference, items, total and status', async () => {
    const { get } = renderDetail('Pending');
    expect(screen.getByText('Loading order...')).toBeInTheDocument();
    expect(await screen.findByText('Paracetamol 500mg')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/api/Order/${orderId}`);
    expect(screen.getByRole('row', { name: /Paracetamol/ })).toHaveTextContent(
      'Paracetamol 500mgBatch PCM2401, expiry 31 May 20272N850N1,700',
    );
    expect(screen.getByRole('row', { name: /^Items/ })).toHaveTextContent('N7,700');
    expect(screen.getAllByText('2026-04-10')).toHaveLength(2);
    expect(screen.getByTestId('admin-order-number')).toHaveTextContent('EPH-000042');
    expect(screen.getByTestId('admin-order-customer')).toHaveTextContent('Amina Bello');
    expect(screen.getByRole('link', { name: 'amina@example.ng' })).toHaveAttribute('href', 'mailto:amina@example.ng');
    expect(within(screen.getByTestId('admin-order-customer')).getByRole('link', { name: '0803 123 4567' })).toHaveAttribute(
      'href',
      'tel:+2348031234567',
    );
    expect(screen.getByTestId('admin-order-address')).toHaveTextContent(
      'Amina Bello4 Zoo RoadOpposite Kano ZooKano Municipal, Kano State0803 123 4567Zone: Kano',
    );
    expect(screen.getByText('EPH-REF-1')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Pending');
    expect(screen.getByRole('link', { name: 'Back to orders' })).toHaveAttribute('href', '/orders');
  });

  it.each([
    ['Pending', ['Processing', 'Canceled']],
    ['Processing', ['Shipped', 'Canceled']],
    ['Shipped', ['Delivered']],
    ['Something odd', ['Processing', 'Canceled']],
  ])('offers only the allowed next steps from %s', async (status, steps) => {
    renderDetail(status);
    await screen.findByText('Paracetamol 500mg');
    expect(offered()).toEqual(steps);
  });

  it.each(['Delivered', 'Canceled'])('offers no step from %s', async (status) => {
    renderDetail(status);
    await screen.findByText('Paracetamol 500mg');
    expect(screen.queryByLabelText('Move to')).not.toBeInTheDocument();
    expect(screen.getByText(`This order is ${status}; its status cannot change any more.`)).toBeInTheDocument();
  });

  it('moves the order along: Pending, Processing, Shipped', async () => {
    const { user } = renderDetail('Pending');
    await screen.findByText('Paracetamol 500mg');
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValueOnce(ok({ ...order('Processing') }))
      .mockResolvedValueOnce(ok({ ...order('Shipped') }));
    expect(screen.getByRole('button', { name: 'Update status' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText('Move to'), 'Processing');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Order status changed to Processing.');
    expect(put).toHaveBeenCalledWith(`/api/Order/${orderId}`, { status: 'Processing' });
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Processing');
    expect(offered()).toEqual(['Shipped', 'Canceled']);
    await user.selectOptions(screen.getByLabelText('Move to'), 'Shipped');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order status changed to Shipped.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Shipped');
    expect(offered()).toEqual(['Delivered']);
    expect(screen.queryByTestId('admin-order-rider')).not.toBeInTheDocument();
  });

  it('asks for the rider only when shipping, checks the phone, and shows the rider the server saved', async () => {
    const { user } = renderDetail('Processing');
    await screen.findByText('Paracetamol 500mg');
    expect(screen.queryByLabelText("Rider's name")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Move to'), 'Canceled');
    expect(screen.queryByLabelText("Rider's name")).not.toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Move to'), 'Shipped');
    const put = jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(ok({ ...order('Shipped'), rider: { name: 'Musa Ibrahim', phone: '+2348051234567' } }));
    await user.type(screen.getByLabelText("Rider's name"), 'Musa Ibrahim');
    await user.type(screen.getByLabelText("Rider's phone"), '12345');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText(/Enter a Nigerian mobile number/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();
    await user.clear(screen.getByLabelText("Rider's phone"));
    await user.type(screen.getByLabelText("Rider's phone"), '0805 123 4567');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByText('Order status changed to Shipped.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(`/api/Order/${orderId}`, {
      status: 'Shipped',
      rider: { name: 'Musa Ibrahim', phone: '0805 123 4567' },
    });
    expect(screen.getByTestId('admin-order-rider')).toHaveTextContent('Musa Ibrahim, 0805 123 4567');
  });

  it("shows the server's refusal and keeps the status", async () => {
    const { user } = renderDetail('Pending');
    await screen.findByText('Paracetamol 500mg');
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(409, { message: 'An order that is Canceled cannot become Processing.' }));
    await user.selectOptions(screen.getByLabelText('Move to'), 'Processing');
    await user.click(screen.getByRole('button', { name: 'Update status' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Could not change the status: An order that is Canceled cannot become Processing.',
    );
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Pending');
  });

  it('labels an order awaiting pharmacist review, points to the review and offers only Canceled', async () => {
    renderDetail('AwaitingReview');
    await screen.findByText('Paracetamol 500mg');
    expect(screen.getByTestId('admin-order-status')).toHaveTextContent('Awaiting pharmacist review');
    expect(screen.getByRole('link', { name: 'review it' })).toHaveAttribute('href', `/pharmacist/reviews/${orderId}`);
    expect(offered()).toEqual(['Canceled']);
  });

  it("shows the pharmacist's decision kept on the order: who, when, the reason and the refund", async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(
      withParcels(() =>
        ok({
          ...order('Canceled'),
          review: {
            decision: 'rejected',
            reason: 'Unsigned.',
            decidedAt: '2026-04-11T09:00:00Z',
            pharmacistName: 'Ngozi Eze',
            refund: 7700,
          },
        }),
      ),
    );
    renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
    expect(await screen.findByTestId('admin-order-review')).toHaveTextContent(
      'Rejected by Ngozi Eze on 2026-04-11: “Unsigned.”. Refunded N7,700.',
    );
  });

  it("shows the server's reason when the order cannot be loaded", async () => {
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, { message: 'No such order.' }));
    renderAt(<OrderDetailPage />, { path: '/orders/nope', route: '/orders/:orderId' });
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });
});

describe('an order paid on delivery', () => {
  it('shows what the rider collects and the payment link to show at the door; none once it is paid', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(withParcels(() => ok({ ...order('Processing'), payOnDelivery: { state: 'open', toPay: 7700 } })));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ authorizationUrl: 'https://checkout.paystack.com/pod-42', reference: 'EPH-REF-1', amount: 7700 }));
    const { user, unmount } = renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
    const door = await screen.findByRole('region', { name: 'Payment at the door' });
    expect(door).toHaveTextContent('To collect at the door: N7,700');
    await user.click(within(door).getByRole('button', { name: 'Show the payment link' }));
    expect(await within(door).findByRole('link', { name: 'https://checkout.paystack.com/pod-42' })).toBeInTheDocument();
    expect(post.mock.calls[0][0]).toBe(`/api/Order/${orderId}/pay-on-delivery/link`);
    unmount();
    get.mockImplementation(withParcels(() => ok({ ...order('Shipped'), payOnDelivery: { state: 'paid', toPay: 7700 } })));
    renderAt(<OrderDetailPage />, { path: `/orders/${orderId}`, route: '/orders/:orderId' });
    await screen.findByTestId('admin-order-number');
    expect(screen.queryByRole('region', { name: 'Payment at the door' })).not.toBeInTheDocument();
  });
});
