import { screen, within } from '@testing-library/react';
import { apiClient, type PaymentTransaction } from 'shared-kernel';
import { deferred, ok, renderAt } from '../../../../testing/test-utils';
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
    ...overrides,
  };
}

const bodyRows = () => within(screen.getByRole('table')).getAllByRole('row').slice(1);
const firstCells = () => bodyRows().map((row) => within(row).getAllByRole('cell')[4].textContent);

describe('payments table', () => {
  it('shows loading until the transactions arrive', async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<PaymentsPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading payments...');
    expect(get).toHaveBeenCalledWith('/api/payment/transactions');
    pending.resolve(ok([payment(2)]));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    renderAt(<PaymentsPage />);
    expect(await screen.findByText('No payments yet.')).toBeInTheDocument();
  });

  it('shows each column: ID, user, email, amount in naira, reference, Success/Failed, date-time, type, addresses', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([payment(2, { amount: 12500, createdAt: '2026-03-04T23:15:00Z' }), payment(3)]));
    renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent?.replace(/[▲▼↕]/g, '').trim());
    expect(headers).toEqual(['ID', 'User', 'Email', 'Amount', 'Reference', 'Status', 'Created', 'Type', 'Addresses']);
    const row = screen.getByRole('row', { name: /EP-REF-002/ });
    const cells = within(row).getAllByRole('cell').map((c) => c.textContent);
    expect(cells).toEqual([
      '00000002',
      'u0000002',
      'shopper2@example.ng',
      'N12,500',
      'EP-REF-002',
      'Success',
      '2026-03-05 00:15',
      'medicine',
      'Shipping: 2 Awolowo Road, IkoyiBilling: 2 Allen Avenue, Ikeja',
    ]);
    expect(within(screen.getByRole('row', { name: /EP-REF-003/ })).getByText('Failed')).toBeInTheDocument();
  });

  it('pages 20 rows at a time with Page X of Y', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(Array.from({ length: 45 }, (_, i) => payment(i + 1))));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    expect(bodyRows()).toHaveLength(20);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('sorts by a clicked column header, newest first by default', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([payment(2, { amount: 300 }), payment(1, { amount: 900 }), payment(3, { amount: 50 })]));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['EP-REF-003', 'EP-REF-002', 'EP-REF-001']);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Created/ })).toHaveAttribute('aria-sort', 'none');
    expect(firstCells()).toEqual(['EP-REF-003', 'EP-REF-002', 'EP-REF-001']);
    await user.click(screen.getByRole('button', { name: /Amount/ }));
    expect(screen.getByRole('columnheader', { name: /Amount/ })).toHaveAttribute('aria-sort', 'descending');
    expect(firstCells()).toEqual(['EP-REF-001', 'EP-REF-002', 'EP-REF-003']);
  });

  it('filters by reference or email and by status', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(Array.from({ length: 30 }, (_, i) => payment(i + 1))));
    const { user } = renderAt(<PaymentsPage />);
    await screen.findByRole('table');
    await user.type(screen.getByLabelText('Reference or email'), 'ref-01');
    expect(firstCells().sort()).toEqual(Array.from({ length: 10 }, (_, i) => `EP-REF-${String(10 + i).padStart(3, '0')}`));
    await user.selectOptions(screen.getByLabelText('Status'), 'Failed');
    expect(firstCells().sort()).toEqual(['EP-REF-011', 'EP-REF-013', 'EP-REF-015', 'EP-REF-017', 'EP-REF-019']);
    await user.clear(screen.getByLabelText('Reference or email'));
    await user.type(screen.getByLabelText('Reference or email'), 'nobody');
    expect(screen.getByText('No payments match the filter.')).toBeInTheDocument();
  });
});
