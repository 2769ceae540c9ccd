import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockBatch } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import StockReportsPage from '../../../../pages/stock-reports-page';
import { ReceiveBatchPanel } from '../receive-batch-panel';

const SUPPLIER = { id: 's-1', name: 'Fidson Distribution Ltd', licenceNumber: 'PCN/L/2025/1187' };
const batch = (over: Partial<StockBatch>): StockBatch => ({
  id: 'b-1',
  medicineId: 'm-1',
  locationId: '00000000-0000-4000-8000-00000000a001',
  gtin: '06151100098765',
  lotNumber: 'LIS-FAR',
  expiryDate: '2028-04-10',
  openingBalance: false,
  quantity: 30,
  quantityReceived: 30,
  status: 'sellable',
  supplier: SUPPLIER,
  receivedAt: '2026-11-26T10:00:00.000Z',
  note: '',
  ...over,
});

afterEach(() => jest.restoreAllMocks());

describe('batch write-offs and returns', () => {
  const batches = [
    batch({ id: 'b-0', lotNumber: 'OPENING-BALANCE', openingBalance: true, expiryDate: null, supplier: null, quantity: 7 }),
    batch({}),
  ];
  beforeEach(() => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ok(url.endsWith('/batches') ? batches : [SUPPLIER]) as never);
  });

  it('asks for the reason, then writes off with the units the admin saw', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ batchId: 'b-1', quantity: 27, status: 'sellable', stockQuantity: 34 }));
    renderAt(<ReceiveBatchPanel medicineId="m-1" onChanged={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Write off units of batch LIS-FAR' }));
    const form = screen.getByRole('form', { name: 'Write off units of batch LIS-FAR' });
    await userEvent.type(within(form).getByLabelText(/Units/), '3');
    await userEvent.click(within(form).getByRole('button', { name: 'Write off' }));
    expect(post).not.toHaveBeenCalled();
    expect(within(form).getByText(/Give the reason/)).toBeInTheDocument();
    await userEvent.type(within(form).getByLabelText(/Reason/), 'Broken in the store');
    await userEvent.click(within(form).getByRole('button', { name: 'Write off' }));
    expect(post).toHaveBeenCalledWith('/api/admin/batches/b-1/write-off', {
      quantity: 3,
      reason: 'Broken in the store',
      expectedQuantity: 30,
    });
    expect(await screen.findByText('Written off: 3 units of batch LIS-FAR; 27 left in it.')).toBeInTheDocument();
  });

  it('returns a batch whole to its distributor; the opening balance, of no distributor, cannot be returned', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ batchId: 'b-1', quantity: 0, status: 'returned', stockQuantity: 7 }));
    renderAt(<ReceiveBatchPanel medicineId="m-1" onChanged={() => undefined} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Return batch LIS-FAR to its distributor' }));
    expect(screen.queryByRole('button', { name: 'Return the opening balance to its distributor' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Return to distributor' }));
    expect(post).toHaveBeenCalledWith('/api/admin/batches/b-1/return', { quantity: 30, expectedQuantity: 30 });
    expect(await screen.findByText('Returned to the distributor: 30 units of batch LIS-FAR; 0 left in it.')).toBeInTheDocument();
  });
});

describe('stock reports', () => {
  it('shows the units on hand by batch with their totals, and the units written off', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url.endsWith('/on-hand'))
        return ok({
          totals: { units: 57, sellable: 45, quarantined: 12, recalled: 0, returned: 0 },
          batches: [
            {
              batchId: 'b-0',
              medicineId: 'm-1',
              medicineName: 'Lisinopril 10mg',
              lotNumber: 'OPENING-BALANCE',
              openingBalance: true,
              expiryDate: null,
              status: 'sellable',
              quantity: 15,
              supplierName: null,
            },
            {
              batchId: 'b-1',
              medicineId: 'm-1',
              medicineName: 'Lisinopril 10mg',
              lotNumber: 'LIS-AT90',
              openingBalance: false,
              expiryDate: '2027-02-24',
              status: 'quarantined',
              quantity: 12,
              supplierName: 'Fidson',
            },
            {
              batchId: 'b-2',
              medicineId: 'm-1',
              medicineName: 'Lisinopril 10mg',
              lotNumber: 'LIS-FAR',
              openingBalance: false,
              expiryDate: '2028-04-10',
              status: 'sellable',
              quantity: 30,
              supplierName: 'Fidson',
            },
          ],
        }) as never;
      return ok({
        from: '2026-10-28',
        to: '2026-11-26',
        totals: { units: 8, writtenOff: 3, returned: 5 },
        entries: [
          {
            movementId: 'mv-1',
            at: '2026-11-26T10:00:00.000Z',
            medicineId: 'm-1',
            medicineName: 'Lisinopril 10mg',
            batchId: 'b-2',
            lotNumber: 'LIS-FAR',
            expiryDate: '2028-04-10',
            kind: 'written-off',
            units: 3,
            note: 'Broken in the store',
            by: 'Ada Admin',
          },
          {
            movementId: 'mv-2',
            at: '2026-11-26T09:00:00.000Z',
            medicineId: 'm-1',
            medicineName: 'Lisinopril 10mg',
            batchId: 'b-1',
            lotNumber: 'LIS-AT90',
            expiryDate: '2027-02-24',
            kind: 'returned-to-supplier',
            units: 5,
            note: 'Returned to Fidson',
            by: 'Ada Admin',
          },
        ],
      }) as never;
    });
    renderAt(<StockReportsPage />);
    const totals = await screen.findByTestId('stock-report-totals');
    expect(totals).toHaveTextContent('Units on hand57Sellable45Quarantined12Recalled0');
    const rows = screen.getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Lisinopril 10mgOpening balanceUnknownSellable15');
    expect(rows[2]).toHaveTextContent('LIS-AT902027-02-24Quarantined12');
    await userEvent.type(screen.getByLabelText('Medicine or batch'), 'far');
    expect(screen.getAllByRole('row')).toHaveLength(2);

    await userEvent.selectOptions(screen.getByLabelText('Report'), 'written-off');
    expect(await screen.findByTestId('stock-report-totals')).toHaveTextContent('Written off3Returned5Total8');
    expect(screen.getByRole('row', { name: /Broken in the store/ })).toHaveTextContent('Written off3');
    expect(screen.getByRole('row', { name: /Returned to Fidson/ })).toHaveTextContent('Returned to distributor5');
  });
});
