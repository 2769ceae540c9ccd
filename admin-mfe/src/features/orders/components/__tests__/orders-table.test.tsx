import { screen, waitFor, within } from '@testing-library/react';
import { apiClient, type Order } from 'shared-kernel';
import { deferred, listServer, ok, renderAt } from '../../../../testing/test-utils';
import OrdersPage from '../../../../pages/orders-page';

function order(n: number, overrides: Partial<Order> = {}): Order {
  return {
    orderId: `ord-${String(n).padStart(3, '0')}`,
    totalPrice: 1000 * n,
    orderDate: new Date(Date.UTC(2026, 1, 1, 12) + n * 86_400_000).toISOString(),
    status: 'Pending',
    orderItems: [],
    userId: `user-${n}`,
    paymentReference: `EPH-REF-${n}`,
    shippingAddress: `${n} Allen Avenue, Ikeja`,
    ...overrides,
  };
}

const server = (rows: Order[]) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(
      listServer(rows, { orderDate: (o) => o.orderDate, totalPrice: (o) => o.totalPrice, status: (o) => o.status }) as never,
    );

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

  it('shows id, total in naira, date as yyyy-MM-dd, status (unknown as Pending) and View', async () => {
    server([
      order(1, { totalPrice: 125000.5, orderDate: '2026-05-31T23:30:00Z', status: 'Shipped' }),
      order(2, { status: 'Lost' as never }),
    ]);
    renderAt(<OrdersPage />);
    await screen.findByRole('table');
    const row = screen.getByRole('row', { name: /ord-001/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['ord-001', 'N125,000.50', '2026-06-01', 'Shipped', 'View']);
    expect(within(row).getByRole('link', { name: 'View order ord-001' })).toHaveAttribute('href', '/orders/ord-001');
    expect(within(screen.getByRole('row', { name: /ord-002/ })).getByText('Pending')).toBeInTheDocument();
  });

  it('pages and sorts thousands of orders on the server', async () => {
    const get = server(Array.from({ length: 2500 }, (_, i) => order(i + 1)));
    const { user } = renderAt(<OrdersPage />);
    await screen.findByRole('table');
    expect(screen.getByText('Page 1 of 125')).toBeInTheDocument();
    expect(ids()).toHaveLength(20);
    expect(ids()[0]).toBe('ord-2500');
    await user.click(screen.getByRole('button', { name: /Total/ }));
    await waitFor(() => expect(ids().slice(0, 3)).toEqual(['ord-001', 'ord-002', 'ord-003']));
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(ids()[0]).toBe('ord-021'));
    expect(screen.getByText('Page 2 of 125')).toBeInTheDocument();
    expect(get).toHaveBeenLastCalledWith('/api/Order', { params: { page: 2, pageSize: 20, sort: 'totalPrice' } });
    expect(get.mock.calls.every(([, config]) => (config as { params: { pageSize?: number } }).params.pageSize === 20)).toBe(true);
  });

  it('filters by status and by id', async () => {
    server([order(1, { status: 'Processing' }), order(2), order(3, { status: 'Processing' })]);
    const { user } = renderAt(<OrdersPage />);
    await screen.findByRole('table');
    await user.selectOptions(screen.getByLabelText('Status'), 'Processing');
    await waitFor(() => expect(ids()).toEqual(['ord-003', 'ord-001']));
    await user.type(screen.getByLabelText('Order ID or payment reference'), '001');
    expect(ids()).toEqual(['ord-001']);
    await user.selectOptions(screen.getByLabelText('Status'), 'Delivered');
    expect(screen.getByText('No orders match the filter.')).toBeInTheDocument();
  });
});
