import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import SafetyReportsPage from '../../../../pages/safety-reports-page';
import ControlledAttemptsPage from '../../../../pages/controlled-attempts-page';

const report = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'suspected-fake',
  state: 'new',
  medicineId: '22222222-2222-4222-8222-222222222222',
  medicineName: 'Amoxil 500mg Capsules',
  orderId: '33333333-3333-4333-8333-333333333333',
  orderNumber: 'EPH-000042',
  lotNumber: 'AMX-2207',
  description: 'The capsules are a different colour.',
  contactPhone: '0803 123 4567',
  customerName: 'Ada Obi',
  customerEmail: 'ada@example.ng',
  triageNote: '',
  triagedAt: null,
  createdAt: '2026-11-20T09:00:00.000Z',
};

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

describe('pharmacist screens', () => {
  it('lists the reports with their batch and order, and saves a triage state', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(ok({ items: [report] }))
      .mockResolvedValue(ok({ items: [{ ...report, state: 'reviewing' }] }));
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(ok({ id: report.id, state: 'reviewing', triageNote: '' }));
    const { user } = renderAt(<SafetyReportsPage />);
    const row = (await screen.findByText('The capsules are a different colour.')).closest('tr')!;
    expect(get).toHaveBeenCalledWith('/api/pharmacist/safety-reports', expect.objectContaining({ params: { which: 'open' } }));
    expect(row).toHaveTextContent('Suspected fake');
    expect(row).toHaveTextContent('Batch AMX-2207');
    expect(row).toHaveTextContent('Order EPH-000042');
    const save = within(row).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.selectOptions(within(row).getByLabelText('Triage'), 'reviewing');
    await user.click(save);
    expect(patch).toHaveBeenCalledWith(`/api/pharmacist/safety-reports/${report.id}`, { state: 'reviewing' });
    expect(await screen.findByDisplayValue('Reviewing')).toBeInTheDocument();
  });

  it('lists the controlled attempts with the cap gone over', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok({
        items: [
          {
            id: '44444444-4444-4444-8444-444444444444',
            userId: null,
            customerName: 'Bola Ade',
            customerEmail: 'bola@example.ng',
            medicineId: null,
            medicineName: 'Tramadol 50mg Capsules (20)',
            quantity: 2,
            cap: 'address-30-days',
            capLimit: 4,
            alreadyBought: 4,
            phone: '+2348031234567',
            address: '12 Allen Avenue, Ikeja',
            createdAt: '2026-11-20T09:00:00.000Z',
          },
        ],
      }),
    );
    renderAt(<ControlledAttemptsPage />);
    const row = (await screen.findByText('Tramadol 50mg Capsules (20)')).closest('tr')!;
    expect(row).toHaveTextContent('30 days, this address (at most 4, 4 had already)');
    expect(row).toHaveTextContent('Bola Ade');
  });
});
