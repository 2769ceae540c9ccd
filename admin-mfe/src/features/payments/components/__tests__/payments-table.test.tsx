import { screen, waitFor, within } from '@testing-library/react';
import { type PaymentTransaction } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { deferred, listServer, ok, renderAt } from '../../../../testing/test-utils';
import PaymentsPage from '../../../../pages/payments-page';
import { lagosToday } from '../payments-table';

function payment(n: number, overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  const paid = n % 2 === 0;
  return {
    id: `0000${String(n).padStart(4, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
    userId: `u${String(n).padStart(7, '0')}-bbbb-4bbb-8bbb-bbbbbbbbbbbb`,
    email: `shopper${n}@example.ng`,
    amount: 1000 * n,
    transactionReference: `EP-REF-${String(n).padStart(3, '0')}`,
    status: paid,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, 30) + n * 86_400_000).toISOString(),
    paymentType: 'medicine',
    billingAddress: `${n} Allen Avenue, Ikeja`,
    shippingAddress: `${n} Awolowo Road, Ikoyi`,
    paymentStatus: paid ? 'success' : 'failed',
    clerkStatus: paid ? 'paid' : 'failed',
    refundedAmount: 0,
    refundingAmount: 0,
    orderNumber: paid ? `EPH-${String(n).padStart(6, '0')}` : null,
    labBooking: null,
    customerName: `Shopper ${n}`,
    paidAt: paid ? new Date(Date.UTC(2026, 0, 1, 9, 35) + n * 86_400_000).toISOString() : null,
    refunded: false,
    refundStatus: null,
    chargedAmount: null,
    fees: null,
    channel: null,
    attention: null,
    ...overrides,
  };
}

const TOTALS = { from: null, to: null, count: 3, paidCount: 2, paid: 25300, refunded: 9500, net: 15800 };

/** The API: the list (sorted and paged as asked), the day's totals, the provider's status. */
function server(rows: PaymentTransaction[]) {
  const list = listServer(rows, { amount: (p) => p.amount, createdAt: (p) => p.createdAt });
  return jest.spyOn(apiClient, 'get').mockImplementation(((url: string, config?: never) => {
    if (url === '/api/payment/totals') return Promise.resolve(ok(TOTALS));
    if (url === '/api/payment/provider-status') return Promise.resolve(ok({ sandbox: true, alert: null }));
    return list(url, config);
  }) as never);
}

const bodyRows = () =>
  within(screen.getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .filter((r) => !r.classList.contains('ep-table__details'));
const customers = () => bodyRows().map((row) => within(row).getAllByRole('cell')[0].textContent);
const listCalls = (get: jest.SpyInstance) => get.mock.calls.filter(([url]) => url === '/api/payment/transactions');
const today = lagosToday();

describe('payments table', () => {
  it("asks for today's payments, the newest 20, and shows loading until they arrive", async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<PaymentsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
    expect(get).toHaveBeenCalledWith('/api/payment/transactions', {
      params: { page: 1, pageSize: 20, sort: '-createdAt', from: today, to: today },
    });
    expect(get).toHaveBeenCalledWith('/api/payment/totals', { params: { from: today, to: today } });
    pending.resolve(ok([payment(2)], { 'x-total-count': '1' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says when the day had no payments, and asks for every day when the day is cleared', async () => {
    const get = server([]);
    const { user } = renderAt(<PaymentsPage />);
    expect(await screen.findByText(`No payments on ${today.split('-').reverse().join('/')}.`)).toBeInTheDocument();
    await user.clear(screen.getByLabelText('Day'));
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
    expect(listCalls(get).at(-1)).toEqual(['/api/payment/transactions', { params: { page: 1, pageSize: 20, sort: '-createdAt' } }]);
  });

  it('shows four columns a clerk reads (order and customer, amount, status, created) and the rest under Details', async () => {
    server([
      payment(2, { amount: 12500, createdAt: '2026-03-04T23:15:00Z', channel: 'bank_transfer', chargedAmount: 12687.5, fees: 187.5 }),
      payment(3),
    ]);
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['Order or booking, customer', 'Amount', 'Status', 'Created', 'Details']);
    const row = screen.getByRole('row', { name: /EPH-000002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['EPH-000002Shopper 2', 'N12,500', 'Paid', '05/03/2026 00:15', '▸ Details of EPH-000002']);
    expect(screen.queryByText('EP-REF-002')).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Details of EPH-000002' }));
    expect(within(row).getByRole('button', { name: 'Details of EPH-000002' })).toHaveAttribute('aria-expanded', 'true');
    const more = screen.getByText('EP-REF-002').closest('tr')!;
    expect(more).toHaveTextContent('bank transfer');
    expect(more).toHaveTextContent('N12,687.50 (Paystack fees N187.50)');
    expect(more).toHaveTextContent('2 Awolowo Road, Ikoyi');
    expect(more).toHaveTextContent('2 Allen Avenue, Ikeja');
    expect(within(screen.getByRole('row', { name: /Shopper 3/ })).getByText('No order')).toBeInTheDocument();
  });

  it('labels a lab booking’s payment as a lab booking, with its reference and test, and finds it by either', async () => {
    server([
      payment(2),
      payment(4, { orderNumber: null, paymentType: 'lab', labBooking: { reference: 'LAB-3F2A9C1B', testName: 'Lipid profile' } }),
    ]);
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const row = screen.getByRole('row', { name: /Shopper 4/ });
    expect(within(row).getAllByRole('cell')[0].textContent).toBe('Lab booking LAB-3F2A9C1BLipid profile · Shopper 4');
    expect(within(row).queryByText('No order')).not.toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Details of LAB-3F2A9C1B' })).toBeInTheDocument();
    await user.type(screen.getByLabelText('Order, booking, name, reference or email'), 'lipid');
    await waitFor(() => expect(customers()).toEqual(['Lab booking LAB-3F2A9C1BLipid profile · Shopper 4']));
  });

  it('says what happened in words: partly refunded N9,500 of N15,800, cancelled by shopper, abandoned, failed, refund on its way', async () => {
    server([
      payment(2, { amount: 15800, clerkStatus: 'partly-refunded', refundedAmount: 9500, refunded: true, refundStatus: 'processed' }),
      payment(3, { clerkStatus: 'cancelled-by-shopper', paymentStatus: 'pending' }),
      payment(5, { clerkStatus: 'abandoned', paymentStatus: 'abandoned' }),
      payment(7),
      payment(4, { clerkStatus: 'refund-pending', refundingAmount: 4000 }),
      payment(6, { clerkStatus: 'refunded', refundedAmount: 6000, attention: 'Reversed at the provider: check the order.' }),
    ]);
    renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const status = (name: RegExp) => within(screen.getByRole('row', { name })).getAllByRole('cell')[2].textContent;
    expect(status(/Shopper 2\b/)).toBe('Partly refundedN9,500 of N15,800');
    expect(status(/Shopper 3\b/)).toBe('Cancelled by shopper');
    expect(status(/Shopper 5\b/)).toBe('Abandoned');
    expect(status(/Shopper 7\b/)).toBe('Failed');
    expect(status(/Shopper 4\b/)).toBe('Refund pendingN4,000 on its way back');
    expect(status(/Shopper 6\b/)).toBe('RefundedNeeds a look');
    // Every amount and badge is marked so that it never wraps inside itself.
    for (const money of screen.getAllByText(/^N[\d,.]+$/)) expect(money).toHaveAttribute('data-money');
    expect(screen.getByText('Cancelled by shopper')).toHaveAttribute('data-badge');
  });

  it("shows the day's totals: payments, paid, refunded and net", async () => {
    server([payment(2)]);
    renderAt(<PaymentsPage />);
    const totals = await screen.findByTestId('payment-totals');
    expect(totals).toHaveTextContent(`Totals for ${today.split('-').reverse().join('/')}`);
    expect(totals).toHaveTextContent('Payments2 paid of 3');
    expect(totals).toHaveTextContent('PaidN25,300');
    expect(totals).toHaveTextContent('RefundedN9,500');
    expect(totals).toHaveTextContent('NetN15,800');
  });

  it('pages on the server, 20 at a time, and sorts by a clicked header', async () => {
    const get = server(Array.from({ length: 45 }, (_, i) => payment(i + 1)));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(customers()[0]).toBe('No orderShopper 45');
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(customers()[0]).toBe('No orderShopper 1'));
    expect(listCalls(get).at(-1)).toEqual([
      '/api/payment/transactions',
      { params: { page: 1, pageSize: 20, sort: 'amount', from: today, to: today } },
    ]);
  });

  it('filters the whole list by order, name, reference or email and by status group', async () => {
    server(Array.from({ length: 30 }, (_, i) => payment(i + 1)));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Order, booking, name, reference or email'), 'EPH-00001');
    await waitFor(() =>
      expect(customers()).toEqual([
        'EPH-000018Shopper 18',
        'EPH-000016Shopper 16',
        'EPH-000014Shopper 14',
        'EPH-000012Shopper 12',
        'EPH-000010Shopper 10',
      ]),
    );
    await user.clear(screen.getByLabelText('Order, booking, name, reference or email'));
    await user.selectOptions(screen.getByLabelText('Status'), 'Not paid (cancelled, abandoned, failed)');
    await waitFor(() => expect(bodyRows()).toHaveLength(15));
    await user.type(screen.getByLabelText('Order, booking, name, reference or email'), 'nobody');
    await waitFor(() => expect(screen.getByText('No payments match the filter.')).toBeInTheDocument());
  });

  it('reconciles on demand and reloads the list and the totals', async () => {
    const get = server([payment(2)]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      ok({
        pendingChecked: 3,
        nowPaid: 1,
        ordersPlaced: 1,
        nowClosed: 1,
        paidChecked: 5,
        reversed: 1,
        refundsChecked: 2,
        refundsChanged: 1,
        errors: 0,
      }),
    );
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const totalsBefore = get.mock.calls.filter(([url]) => url === '/api/payment/totals').length;
    const before = listCalls(get).length;
    await user.click(screen.getByRole('button', { name: 'Reconcile with Paystack now' }));
    expect(post).toHaveBeenCalledWith('/api/payment/reconcile');
    await screen.findByText(/Reconciled with the payment provider/);
    await waitFor(() => expect(listCalls(get).length).toBe(before + 1));
    expect(get.mock.calls.filter(([url]) => url === '/api/payment/totals').length).toBe(totalsBefore + 1);
  });
});
