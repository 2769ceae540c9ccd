import { screen, waitFor, within } from '@testing-library/react';
import { type PaymentTransaction } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { deferred, listServer, ok, renderAt } from '../../../../testing/test-utils';
import PaymentsPage from '../../../../pages/payments-page';

function payment(n: number, overrides: Partial<PaymentTransaction> = {}): PaymentTransaction {
  return {
    id: `0000${String(n).padStart(4, '0')}-aaaa-4aaa-8aaa-aaaaaaaaaaaa`,
    userId: `u${String(n).padStart(7, '0')}-bbbb-4bbb-8bbb-bbbbbbbbbbbb`,
    email: `shopper${n}@example.ng`,
    amount: 1000 * n,
    transactionReference: `EP-REF-${String(n).padStart(3, '0')}`,
    status: n % 2 === 0,
    createdAt: new Date(Date.UTC(2026, 0, 1, 9, 30) + n * 86_400_000).toISOString(),
    paymentType: 'medicine',
    billingAddress: `${n} Allen Avenue, Ikeja`,
    shippingAddress: `${n} Awolowo Road, Ikoyi`,
    paymentStatus: n % 2 === 0 ? 'success' : 'failed',
    paidAt: n % 2 === 0 ? new Date(Date.UTC(2026, 0, 1, 9, 35) + n * 86_400_000).toISOString() : null,
    refunded: false,
    refundStatus: null,
    chargedAmount: null,
    fees: null,
    channel: null,
    attention: null,
    ...overrides,
  };
}

const server = (rows: PaymentTransaction[]) =>
  jest.spyOn(apiClient, 'get').mockImplementation(listServer(rows, { amount: (p) => p.amount, createdAt: (p) => p.createdAt }) as never);

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const references = () => bodyRows().map((row) => within(row).getAllByRole('cell')[4].textContent);

describe('payments table', () => {
  it('shows loading until the transactions arrive, asking the server for the newest 20', async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<PaymentsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
    expect(get).toHaveBeenCalledWith('/api/payment/transactions', { params: { page: 1, pageSize: 20, sort: '-createdAt' } });
    pending.resolve(ok([payment(2)], { 'x-total-count': '1' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    server([]);
    renderAt(<PaymentsPage />);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows each column: ID, user, email, amount in naira, reference, Success/Failed, date-time, type, addresses', async () => {
    server([payment(2, { amount: 12500, createdAt: '2026-03-04T23:15:00Z' }), payment(3)]);
    renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual([
      'ID',
      'User',
      'Email',
      'Amount',
      'Reference',
      'Status',
      'Refund',
      'Charged (fees)',
      'Channel',
      'Attention',
      'Created',
      'Type',
      'Addresses',
    ]);
    const row = screen.getByRole('row', { name: /EP-REF-002/ });
    expect(
      within(row)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([
      '00000002',
      'u0000002',
      'shopper2@example.ng',
      'N12,500',
      'EP-REF-002',
      'Success',
      '-',
      '-',
      '-',
      '',
      '2026-03-05 00:15',
      'medicine',
      'Shipping: 2 Awolowo Road, IkoyiBilling: 2 Allen Avenue, Ikeja',
    ]);
    expect(within(screen.getByRole('row', { name: /EP-REF-003/ })).getByText('Failed')).toBeInTheDocument();
  });

  it('pages on the server, 20 at a time, Page X of Y from X-Total-Count', async () => {
    const get = server(Array.from({ length: 45 }, (_, i) => payment(i + 1)));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByText('45 rows')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByText('Page 2 of 3')).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(bodyRows()).toHaveLength(5));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    expect(get).toHaveBeenLastCalledWith('/api/payment/transactions', { params: { page: 3, pageSize: 20, sort: '-createdAt' } });
    expect(references()[0]).toBe('EP-REF-005');
  });

  it('sorts by a clicked column header on the server, newest first by default', async () => {
    const get = server([payment(2, { amount: 300 }), payment(1, { amount: 900 }), payment(3, { amount: 50 })]);
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(screen.getByRole('columnheader', { name: 'Email' })).not.toHaveAttribute('aria-sort');
    expect(references()).toEqual(['EP-REF-003', 'EP-REF-002', 'EP-REF-001']);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(references()).toEqual(['EP-REF-003', 'EP-REF-002', 'EP-REF-001']));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'none');
    expect(get).toHaveBeenLastCalledWith('/api/payment/transactions', { params: { page: 1, pageSize: 20, sort: 'amount' } });
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    await waitFor(() => expect(references()).toEqual(['EP-REF-001', 'EP-REF-002', 'EP-REF-003']));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(get).toHaveBeenLastCalledWith('/api/payment/transactions', { params: { page: 1, pageSize: 20, sort: '-amount' } });
  });

  it('filters the whole list by reference or email and by status, paging the matches', async () => {
    const get = server(Array.from({ length: 30 }, (_, i) => payment(i + 1)));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Reference or email'), 'ref-01');
    await waitFor(() => expect(references()).toEqual(Array.from({ length: 10 }, (_, i) => `EP-REF-${String(19 - i).padStart(3, '0')}`)));
    expect(get).toHaveBeenLastCalledWith('/api/payment/transactions', { params: { sort: '-createdAt' } });
    expect(screen.getByText('Page 1 of 1')).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(references()).toEqual(['EP-REF-019', 'EP-REF-017', 'EP-REF-015', 'EP-REF-013', 'EP-REF-011']);
    await user.clear(screen.getByLabelText('Reference or email'));
    await user.type(screen.getByLabelText('Reference or email'), 'nobody');
    await waitFor(() => expect(screen.getByText('No payments match the filter.')).toBeInTheDocument());
  });

  it('shows the refund status, what was charged with the fees, the channel and why an admin should look', async () => {
    server([
      payment(2, {
        amount: 300.5,
        chargedAmount: 403.33,
        fees: 102.83,
        channel: 'bank_transfer',
        refundStatus: 'pending',
        refunded: false,
      }),
      payment(4, { refundStatus: 'failed', attention: 'The refund failed: refund the customer again or contact them.' }),
      payment(6, { refundStatus: 'processed', refunded: true }),
    ]);
    renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const cells = (ref: string) =>
      within(screen.getByRole('row', { name: new RegExp(ref) }))
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells('EP-REF-002').slice(6, 10)).toEqual(['Refund pending', 'N403.33fees N102.83', 'bank transfer', '']);
    expect(cells('EP-REF-004').slice(6, 10)).toEqual([
      'Refund failed',
      '-',
      '-',
      'The refund failed: refund the customer again or contact them.',
    ]);
    expect(cells('EP-REF-006')[6]).toBe('Refunded');
  });

  it('reconciles on demand, reports what changed and reloads the list; shows the provider alert after a 401', async () => {
    const rows = [payment(2)];
    const list = listServer(rows, { amount: (p) => p.amount, createdAt: (p) => p.createdAt });
    const get = jest
      .spyOn(apiClient, 'get')
      .mockImplementation(((url: string, config?: never) =>
        url === '/api/payment/provider-status'
          ? Promise.resolve(ok({ sandbox: false, alert: { at: '2026-03-04T10:00:00Z', httpStatus: 401, message: 'Invalid key' } }))
          : list(url, config)) as never);
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
    expect(screen.getByRole('alert')).toHaveTextContent('The payment provider refused the secret key (401: Invalid key)');
    const before = get.mock.calls.filter(([url]) => url === '/api/payment/transactions').length;
    await user.click(screen.getByRole('button', { name: 'Reconcile with Paystack now' }));
    expect(post).toHaveBeenCalledWith('/api/payment/reconcile');
    expect(
      await screen.findByText(/Reconciled with the payment provider: 3 pending checked, 1 found paid, 1 orders placed/),
    ).toBeInTheDocument();
    await screen.findByRole('table');
    expect(get.mock.calls.filter(([url]) => url === '/api/payment/transactions').length).toBe(before + 1);
  });

  it('pages on the client when the server answers the whole list', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(Array.from({ length: 25 }, (_, i) => payment(i + 1))));
    renderAt(<PaymentsPage />);
    await waitFor(() => expect(screen.getByText('Page 1 of 2')).toBeInTheDocument());
    expect(bodyRows()).toHaveLength(20);
    expect(references()[0]).toBe('EP-REF-025');
  });
});
