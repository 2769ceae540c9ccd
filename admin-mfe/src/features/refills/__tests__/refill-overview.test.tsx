import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import RefillsPage from '../../../pages/refills-page';
import { ok, renderAt } from '../../../testing/test-utils';

const PLAN = {
  id: '44444444-4444-4444-8444-444444444444',
  medicineId: '55555555-5555-4555-8555-555555555555',
  medicineName: 'Amlodipine 5mg',
  quantity: 2,
  intervalDays: 28,
  nextRunOn: '2026-12-24',
  status: 'active',
  autoPay: true,
  card: { id: '77777777-7777-4777-8777-777777777777', brand: 'visa', last4: '4081', expMonth: '12', expYear: '2030', bank: 'TEST BANK' },
  nextAmount: 4000,
};

afterEach(() => jest.restoreAllMocks());

it('shows the next 7 days by medicine, the refills to follow up and every plan', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/admin/refills/upcoming')
      return ok({
        from: '2026-12-20',
        to: '2026-12-27',
        items: [{ medicineId: PLAN.medicineId, medicineName: 'Amlodipine 5mg', plans: 3, units: 7, firstOn: '2026-12-21' }],
      });
    if (url === '/api/admin/refills/failures')
      return ok({
        items: [
          {
            cycleId: '88888888-8888-4888-8888-888888888888',
            planId: PLAN.id,
            userId: null,
            medicineName: 'Metformin 500mg',
            runOn: '2026-12-19',
            status: 'retrying',
            attempts: 1,
            reason: 'Insufficient Funds',
            nextAttemptAt: null,
          },
        ],
      });
    return ok({ items: [PLAN] });
  });
  renderAt(<RefillsPage />, { path: '/admin/refills', route: '/admin/refills' });
  const upcoming = await screen.findByRole('table', { name: 'Refills from 2026-12-20 to 2026-12-27' });
  expect(within(upcoming).getByRole('row', { name: /Amlodipine 5mg 7 3 2026-12-21/ })).toBeInTheDocument();
  const failures = screen.getByRole('table', { name: 'Refills retrying, given up or waiting' });
  expect(failures).toHaveTextContent('Insufficient Funds');
  const plans = screen.getByRole('table', { name: 'Refill plans' });
  expect(plans).toHaveTextContent('2 × Amlodipine 5mg');
  expect(plans).toHaveTextContent('Card 4081');
});
