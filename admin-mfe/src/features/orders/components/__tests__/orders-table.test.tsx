import { screen, waitFor, within } from '@testing-library/react';
import { type Order } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { deferred, listServer, ok, renderAt } from '../../../../testing/test-utils';
import OrdersPage from '../../../../pages/orders-page';

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    orderId: `ord-${String(n).padStart(3, '0')}`,
    orderNumber: `EPH-${String(n).padStart(6, '0')}`,
    totalPrice: 1000 * n,
    itemsTotal: 1000 * n,
    payOnDelivery: null,
    deliveryFee: 0,
    discount: 0,
    discountCode: null,
    deliveryAddress: {
      recipient: 'Adaeze Okafor',
      zone: n % 2 ? 'lagos-mainland' : 'kano',
      state: n % 2 ? 'Lagos' : 'Kano',
      zoneName: n % 2 ? 'Lagos (Mainland)' : 'Kano',
      city: 'Ikeja',
      street: `${n} Allen Avenue`,
      landmark: '',
      phone: '+2348031234567',
    },
    deliveryWindow: null,
    customer: { name: n === 2 ? 'Musa Sani' : 'Adaeze Okafor', email: `user${n}@example.ng`, phone: '+2348031234567' },
    rider: null,
    fulfilment: { kind: 'delivery', location: null, readyAt: null, pickedUpAt: null },
    paidAt: null,
    orderDate: new Date(Date.UTC(2026, 1, 1, 12) + n * 86_400_000).toISOString(),
    status: 'Pending',
    orderItems: [],
    userId: `user-${n}`,
    paymentReference: `EPH-REF-${n}`,
    prescriptionId: null,
    review: null,
    statusHistory: [],
    refundedAmount: 0,
    amountPaid: 0,
    refundStatus: null,
    refundExpectedWithin: '3 to 10 working days',
    shippingAddress: `${n} Allen Avenue, Ikeja`,
    ...overrides,
  };
}

const ZONES = {
  freeDeliveryThreshold: 100000,
  zones: [
    { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' },
    {
      code: 'lagos-mainland',
      state: 'Lagos',
      name: 'Lagos (Mainland)',
      fee: 1500,
      minDays: 1,
      maxDays: 2,
      delivered: true,
      window: '1–2 working days',
    },
  ],
};

/** The orders list as the API serves it, and the delivery zones (the state filter's options). */
const server = (rows: Order[]) => {
  const list = listServer(rows, {
    orderDate: (o) => o.orderDate,
    totalPrice: (o) => o.totalPrice,
    status: (o) => o.status,
    orderNumber: (o) => o.orderNumber,
    customer: (o) => o.customer.name,
    deliveryState: (o) => o.deliveryAddress?.state ?? '',
  }) as (url: string, config: unknown) => unknown;
  return jest
    .spyOn(apiClient, 'get')
    .mockImplementation(((url: string, config: unknown) =>
      url === '/api/delivery' ? Promise.resolve(ok(ZONES)) : list(url, config)) as never);
};

const ids = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0].textContent);

describe('orders table', () => {
  it('shows loading until the orders arrive', async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<OrdersPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading orders...');
    expect(get).toHaveBeenCalledWith('/api/Order', { params: { page: 1, pageSize: 20, sort: '-orderDate' } });
    pending.resolve(ok([order(1)], { 'x-total-count': '1' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server([]);
    renderAt(<OrdersPage />);
    expect(await screen.findByText('No orders yet.')).toBeInTheDocument();
  });

  it('shows the order number, customer, placed date as yyyy-MM-dd, delivery state, total in naira, status (unknown as Pending) and View', async () => {
    server([
      order(1, { totalPrice: 125000.5, orderDate: '2026-05-31T23:30:00Z', status: 'Shipped' }),
      order(2, { status: 'Lost' as never }),
    ]);
    renderAt(<OrdersPage />);
    await screen.findByRole('table');
    const row = screen.getByRole('row', { name: /EPH-000001/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['EPH-000001', 'Adaeze Okaforuser1@example.ng', '2026-06-01', 'Lagos', 'N125,000.50', 'Shipped', 'View']);
    expect(within(row).getByRole('link', { name: 'View order EPH-000001' })).toHaveAttribute('href', '/orders/ord-001');
    expect(within(screen.getByRole('row', { name: /EPH-000002/ })).getByText('Pending')).toBeInTheDocument();
  });

  it('pages and sorts thousands of orders on the server', async () => {
    const get = server(Array.from({ length: 2500 }, (_, i) => order(i + 1)));
    const { user } = renderAt(<OrdersPage />);
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 125')).toBeInTheDocument();
    expect(ids()).toHaveLength(20);
    expect(ids()[0]).toBe('EPH-002500');
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(ids().slice(0, 3)).toEqual(['EPH-000001', 'EPH-000002', 'EPH-000003']));
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ids()[0]).toBe('EPH-000021'));
    expect(screen.getByText('Page 2 of 125')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/api/Order', { params: { page: 2, pageSize: 20, sort: 'totalPrice' } });
    expect(
      get.mock.calls
        .filter(([url]) => url === '/api/Order')
        .every(([, config]) => (config as { params: { pageSize?: number } }).params.pageSize === 20),
    ).toBe(true);
  });

  it('filters by delivery state and finds a customer by name, and sorts by customer', async () => {
    server([order(1), order(2), order(3)]);
    const { user } = renderAt(<OrdersPage />);
    await screen.findByRole('table');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('Delivery state'), 'Kano');
    await waitFor(() => expect(ids()).toEqual(['EPH-000002']));
    await user.selectOptions(screen.getByLabelText('Delivery state'), 'all');
    await user.type(screen.getByLabelText('Order number, customer or payment reference'), 'musa');
    await waitFor(() => expect(ids()).toEqual(['EPH-000002']));
    await user.clear(screen.getByLabelText('Order number, customer or payment reference'));
    await user.click(screen.getByRole('button', { name: /Customer/ }));
    await waitFor(() => expect(ids()).toEqual(['EPH-000001', 'EPH-000003', 'EPH-000002']));
  });

  it('filters by status and by order number', async () => {
    server([order(1, { status: 'Processing' }), order(2), order(3, { status: 'Processing' })]);
    const { user } = renderAt(<OrdersPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Processing');
    await waitFor(() => expect(ids()).toEqual(['EPH-000003', 'EPH-000001']));
    await user.type(screen.getByLabelText('Order number, customer or payment reference'), '001');
    expect(ids()).toEqual(['EPH-000001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(screen.getByText('No orders match the filter.')).toBeInTheDocument();
  });

  it('opens filtered by the status in the address (the admin home\u2019s links)', async () => {
    server([order(1, { status: 'Processing' }), order(2), order(3, { status: 'Processing' })]);
    renderAt(<OrdersPage />, { path: '/orders?status=Pending', route: '/orders' });
    await screen.findByRole('table');
    await waitFor(() => expect(ids()).toEqual(['EPH-000002']));
    expect(screen.getByLabelText('Status')).toHaveValue('Pending');
  });
});
