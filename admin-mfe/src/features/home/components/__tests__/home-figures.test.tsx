import { fireEvent, screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import HomePage from '../../../../pages/home-page';
import type { AdminHome } from '../../api/get-home';
import { waited } from '../home-figures';

const figure = (naira: number, orders: number) => ({ naira, orders, averageBasket: orders ? Math.round((naira / orders) * 100) / 100 : 0 });
const labs = (naira: number, bookings: number, beforeNaira: number, before: number) => ({
  current: { naira, bookings },
  previous: { naira: beforeNaira, bookings: before },
});
const UNANSWERED = '/api/admin/unanswered-searches';
const NO_UNANSWERED = { week: '2026-11-23', searches: [] };
const none = { count: 0, naira: 0, oldestSince: null, oldestAgeHours: null };

const HOME: AdminHome = {
  generatedAt: '2026-11-26T12:00:00.000Z',
  sales: {
    today: { from: '2026-11-25T23:00:00.000Z', current: figure(45000, 3), previous: figure(30000, 2), labBookings: labs(6500, 1, 0, 0) },
    week: {
      from: '2026-11-22T23:00:00.000Z',
      current: figure(120000, 9),
      previous: figure(150000, 10),
      labBookings: labs(13000, 2, 5000, 1),
    },
    month: { from: '2026-10-31T23:00:00.000Z', current: figure(900000, 60), previous: figure(0, 0), labBookings: labs(0, 0, 0, 0) },
  },
  waiting: [
    { key: 'toReview', label: 'To review', status: 'AwaitingReview', count: 2, oldestSince: '2026-11-26T09:00:00.000Z', oldestAgeHours: 3 },
    { key: 'toPack', label: 'To pack', status: 'Pending', count: 5, oldestSince: '2026-11-23T12:00:00.000Z', oldestAgeHours: 72 },
    { key: 'toShip', label: 'To ship', status: 'Processing', count: 0, oldestSince: null, oldestAgeHours: null },
    { key: 'toRefund', label: 'To refund', status: null, count: 1, oldestSince: '2026-11-26T11:30:00.000Z', oldestAgeHours: 0.5 },
  ],
  prescriptions: {
    orders: [{ orderId: 'ord-1', orderNumber: 'EPH-000041', since: '2026-11-26T09:00:00.000Z', ageHours: 3 }],
    beforePayment: { count: 1, oldestSince: '2026-11-26T10:00:00.000Z', oldestAgeHours: 2 },
  },
  stock: {
    low: 1,
    out: 1,
    medicines: [
      { medicineId: 'med-1', name: 'Vitamin C 1000mg', onHand: 0, reorderLevel: 4, soldLast30Days: 8, daysOfCover: 0, out: true },
      { medicineId: 'med-2', name: 'Amoxicillin 500mg', onHand: 3, reorderLevel: 7, soldLast30Days: 15, daysOfCover: 6, out: false },
    ],
  },
  expiring: {
    withinDays: 90,
    count: 2,
    units: 17,
    batches: [
      { batchId: 'b-1', medicineId: 'med-3', name: 'ORS sachets', lotNumber: 'L-OLD', expiryDate: '2026-11-20', quantity: 5, daysLeft: -6 },
      {
        batchId: 'b-2',
        medicineId: 'med-2',
        name: 'Amoxicillin 500mg',
        lotNumber: 'L-7',
        expiryDate: '2027-01-10',
        quantity: 12,
        daysLeft: 45,
      },
    ],
  },
  refunds: { pending: { ...none, count: 2, naira: 150 }, failed: { ...none, count: 1, naira: 70 } },
  payments: { count: 1, naira: 4500 },
};

describe('admin home', () => {
  it('shows each period against the one before, and every waiting figure opens its filtered list', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) => Promise.resolve(url === UNANSWERED ? ok(NO_UNANSWERED) : ok(HOME))) as never);
    renderAt(<HomePage />);
    const today = (await screen.findByRole('heading', { name: 'Today' })).closest('li')!;
    expect(today).toHaveTextContent('3 orders · average N15,000');
    expect(today).toHaveTextContent('+50% against yesterday');
    // Lab bookings on their own line, not in the medicine total.
    expect(within(today).getByTestId('lab-bookings')).toHaveTextContent('Lab bookings: N6,500 · 1 booking');
    expect(within(today).getByRole('link', { name: 'N45,000' })).toBeInTheDocument();
    expect(screen.getByText(/Lab bookings paid are counted on their own line, not in the total/)).toBeInTheDocument();
    const week = screen.getByRole('heading', { name: 'This week' }).closest('li')!;
    expect(week).toHaveTextContent('\u221220% against last week');
    expect(screen.getByRole('heading', { name: 'This month' }).closest('li')).toHaveTextContent('new against last month');

    expect(screen.getByRole('link', { name: 'To pack' })).toHaveAttribute('href', '/orders?status=Pending');
    expect(screen.getByRole('link', { name: 'To review' })).toHaveAttribute('href', '/orders?status=AwaitingReview');
    expect(screen.getByRole('link', { name: 'To ship' })).toHaveAttribute('href', '/orders?status=Processing');
    expect(screen.getByRole('link', { name: 'To refund' })).toHaveAttribute('href', '/admin/stock-issues');
    expect(screen.getByTestId('waiting-toPack')).toHaveTextContent('oldest waiting 3 d');
    expect(screen.getByTestId('waiting-toShip')).toHaveTextContent('nothing waiting');

    expect(screen.getByRole('link', { name: 'EPH-000041' })).toHaveAttribute('href', '/orders/ord-1');
    const stock = within(screen.getByRole('region', { name: 'Stock running out' })).getByRole('table');
    expect(within(stock).getByRole('link', { name: 'Vitamin C 1000mg' })).toHaveAttribute('href', '/admin/medicines/med-1');
    expect(within(stock).getAllByRole('row')[2]).toHaveTextContent('Amoxicillin 500mg376 d');

    const expiring = screen.getByRole('region', { name: 'Expiring within 90 days' });
    expect(expiring).toHaveTextContent('2 batches · 17 units');
    expect(within(expiring).getByRole('link', { name: 'ORS sachets' })).toHaveAttribute('href', '/admin/medicines/med-3');
    const rows = within(expiring).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('ORS sachetsL-OLD52026-11-20 (expired 6 d ago)');
    expect(rows[2]).toHaveTextContent('Amoxicillin 500mgL-7122027-01-10 (in 45 d)');
  });

  it('says how long something waited in minutes, hours or days', () => {
    expect(waited(null)).toBe('—');
    expect(waited(0.25)).toBe('15 min');
    expect(waited(5)).toBe('5 h');
    expect(waited(50)).toBe('2 d');
  });

  it('charts sales and orders per day or per month, the figures readable in a table', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(((url: string, config?: unknown) => {
      if (url === UNANSWERED) return Promise.resolve(ok(NO_UNANSWERED));
      if (!url.endsWith('/series')) return Promise.resolve(ok(HOME));
      return Promise.resolve(
        ok(
          JSON.stringify(config).includes('months')
            ? [{ period: '2026-11', orders: 60, naira: 900000 }]
            : [
                { period: '2026-11-25', orders: 2, naira: 30000 },
                { period: '2026-11-26', orders: 3, naira: 45000 },
              ],
        ),
      );
    }) as never);
    renderAt(<HomePage />);
    const chart = await screen.findByRole('region', { name: 'Sales and orders over time' });
    const rows = await within(chart).findAllByRole('row');
    expect(rows[2]).toHaveTextContent('2026-11-26N45,0003');
    expect(within(chart).getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(within(chart).getByRole('button', { name: '12 months' }));
    expect(await within(chart).findByText('2026-11')).toBeInTheDocument();
    expect(within(chart).getByRole('columnheader', { name: 'Month' })).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === '/api/admin/home/series')).toHaveLength(2);
  });

  it('offers to try again when the figures cannot be read', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) =>
        url === UNANSWERED ? Promise.resolve(ok(NO_UNANSWERED)) : Promise.reject(new Error('down'))) as never);
    renderAt(<HomePage />);
    expect(await screen.findByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it("lists the week's top unanswered searches, with the way to add a term for them", async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string) =>
        Promise.resolve(
          url === UNANSWERED
            ? ok({ week: '2026-11-23', searches: [{ query: 'pile', count: 4, lastAt: '2026-11-26T10:00:00.000Z' }] })
            : ok(HOME),
        )) as never);
    renderAt(<HomePage />);
    const list = await screen.findByRole('list', { name: 'Unanswered searches, week of 2026-11-23' });
    expect(list).toHaveTextContent('“pile” 4 times');
    expect(screen.getByRole('link', { name: 'Add a term for one' })).toHaveAttribute('href', '/admin/search-vocabulary');
  });
});
