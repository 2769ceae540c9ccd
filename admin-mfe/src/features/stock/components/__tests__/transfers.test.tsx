import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { StockBatch } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import { ReceiveBatchPanel } from '../receive-batch-panel';
import { Transfers } from '../transfers';

const WAREHOUSE = { id: '00000000-0000-4000-8000-00000000a001', name: 'Central warehouse', kind: 'warehouse' };
const KANO = { id: 'loc-kano', name: 'e-pharmacy Kano', kind: 'pharmacy' };
const BATCH: StockBatch = {
  id: 'b-1',
  medicineId: 'm-1',
  locationId: WAREHOUSE.id,
  gtin: '06151100098765',
  lotNumber: 'LIS-FAR',
  expiryDate: '2028-04-10',
  openingBalance: false,
  quantity: 30,
  quantityReceived: 30,
  status: 'sellable',
  supplier: null,
  receivedAt: '2026-11-26T10:00:00.000Z',
  note: '',
};
const transfer = (status: 'sent' | 'received') => ({
  id: 't-1',
  fromLocationId: WAREHOUSE.id,
  fromName: WAREHOUSE.name,
  toLocationId: KANO.id,
  toName: KANO.name,
  status,
  note: 'Waybill 17',
  sentAt: '2026-11-26T10:00:00.000Z',
  receivedAt: status === 'received' ? '2026-11-26T15:00:00.000Z' : null,
  lines: [{ medicineId: 'm-1', medicineName: 'Lisinopril 10mg', lotNumber: 'LIS-FAR', expiryDate: '2028-04-10', quantity: 5 }],
});

afterEach(() => jest.restoreAllMocks());

it("sends units of a batch to another location (never to the batch's own), checking the units first", async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) => ok(url === '/api/locations' ? [WAREHOUSE, KANO] : [BATCH]) as never);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(transfer('sent')));
  renderAt(<ReceiveBatchPanel medicineId="m-1" onChanged={() => undefined} />);
  await userEvent.click(await screen.findByRole('button', { name: 'Send units of batch LIS-FAR to another location' }));
  const form = screen.getByRole('form', { name: 'Send units of batch LIS-FAR to another location' });
  const to = within(form).getByLabelText('To');
  await within(form).findByRole('option', { name: KANO.name });
  expect(within(to).queryByRole('option', { name: WAREHOUSE.name })).not.toBeInTheDocument();
  await userEvent.type(within(form).getByLabelText(/Units/), '31');
  await userEvent.selectOptions(to, KANO.name);
  await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
  expect(post).not.toHaveBeenCalled();
  expect(within(form).getByText(/from 1 to 30/)).toBeInTheDocument();
  await userEvent.clear(within(form).getByLabelText(/Units/));
  await userEvent.type(within(form).getByLabelText(/Units/), '5');
  await userEvent.click(within(form).getByRole('button', { name: 'Send' }));
  expect(post).toHaveBeenCalledWith('/api/admin/stock-transfers', {
    fromLocationId: WAREHOUSE.id,
    toLocationId: KANO.id,
    lines: [{ batchId: 'b-1', quantity: 5 }],
  });
  expect(await screen.findByText(/Sent to e-pharmacy Kano: 5 units of batch LIS-FAR/)).toBeInTheDocument();
});

it('lists transfers in transit with "Received", and marks one received', async () => {
  let received = false;
  jest.spyOn(apiClient, 'get').mockImplementation(async () => ok([transfer(received ? 'received' : 'sent')]) as never);
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
    received = true;
    return ok(transfer('received'));
  });
  renderAt(<Transfers />);
  const item = await screen.findByRole('listitem', { name: 'Transfer from Central warehouse to e-pharmacy Kano' });
  expect(item).toHaveTextContent('5 × Lisinopril 10mg (lot LIS-FAR, exp. 2028-04-10)');
  expect(item).toHaveTextContent('in transit since');
  await userEvent.click(within(item).getByRole('button', { name: 'Received at e-pharmacy Kano' }));
  expect(post.mock.calls[0][0]).toBe('/api/admin/stock-transfers/t-1/receive');
  expect(await screen.findByText('Received at e-pharmacy Kano: the units are on sale there.')).toBeInTheDocument();
  expect(await screen.findByText(/received 26\/11\/2026/)).toBeInTheDocument();
});
