import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import RefillsPage from '../../../pages/refills-page';
import { ok, renderAt } from '../../../testing/test-utils';
import { activeRefillPlanFixture } from '../../../../../tooling/jest/fixtures/refills';

const PLAN = activeRefillPlanFixture();

afterEach(() => jest.restoreAllMocks());

it('shows the next 7 days by medicine, the refills to follow up and every plan', async () => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/admin/refills/upcoming')
      return ok({
        from: '2026-12-20',
        to: '2026-12-27',
        items: [
          {
            medicineId: PLAN.medicineId,
            medicineName: 'Amlodipine 5mg',
            plans: 3,
            units: 7,
            firstOn: '2026-12-21',
            unitsOnHand: 4,
            short: 3,
          },
          {
            medicineId: '99999999-9999-4999-8999-999999999999',
            medicineName: 'Metformin 500mg',
            plans: 1,
            units: 2,
            firstOn: '2026-12-22',
            unitsOnHand: 40,
            short: 0,
          },
        ],
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
            nextAttemptAt: '2026-12-20T08:00:00Z',
          },
          {
            cycleId: '99999999-8888-4888-8888-888888888888',
            planId: PLAN.id,
            userId: null,
            medicineName: 'Losartan 50mg',
            runOn: '2026-12-15',
            status: 'failed',
            attempts: 3,
            reason: 'Insufficient Funds',
            nextAttemptAt: null,
          },
          {
            cycleId: null,
            planId: '12121212-1212-4121-8121-121212121212',
            userId: null,
            medicineName: 'Lisinopril 10mg',
            runOn: '2026-12-28',
            status: 'needs-prescription',
            attempts: 0,
            reason: 'Waiting for a pharmacist to check the prescription.',
            nextAttemptAt: null,
            waitsFor: 'pharmacist',
          },
        ],
      });
    return ok({ items: [PLAN] });
  });
  renderAt(<RefillsPage />, { path: '/admin/refills', route: '/admin/refills' });
  const upcoming = await screen.findByRole('table', { name: 'Refills from 2026-12-20 to 2026-12-27' });
  expect(within(upcoming).getByRole('row', { name: /Amlodipine 5mg 7 3 2026-12-21 4 3 short/ })).toBeInTheDocument();
  expect(within(upcoming).getByRole('row', { name: /Metformin 500mg 2 1 2026-12-22 40 Enough/ })).toBeInTheDocument();
  expect(screen.getByRole('status')).toHaveTextContent("1 medicine is short for this week's refills: Amlodipine 5mg (3).");
  const failures = screen.getByRole('table', { name: 'Refills retrying, given up or waiting' });
  expect(failures).toHaveTextContent('Insufficient Funds');
  expect(
    within(failures).getByRole('row', { name: /Metformin 500mg retrying 1 Insufficient Funds Tried again 20\/12\/2026/ }),
  ).toBeInTheDocument();
  expect(within(failures).getByRole('row', { name: /Losartan 50mg failed 3 .*contact the shopper/ })).toBeInTheDocument();
  expect(
    within(failures).getByRole('row', {
      name: /Lisinopril 10mg needs-prescription 0 .*Waiting for a pharmacist to check the prescription \(review queue\)/,
    }),
  ).toBeInTheDocument();
  expect(screen.getByText('1 given up, 1 retrying, 0 waiting for the shopper, 1 waiting for a prescription.')).toBeInTheDocument();
  const plans = screen.getByRole('table', { name: 'Refill plans' });
  expect(plans).toHaveTextContent('2 × Amlodipine 5mg');
  expect(plans).toHaveTextContent('Card 4081');
});
