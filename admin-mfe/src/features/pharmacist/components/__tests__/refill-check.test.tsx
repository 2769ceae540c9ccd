import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import { pharmacistRefillPlanFixture } from '../../../../../../tooling/jest/fixtures/refills';
import RefillCheckPage from '../../../../pages/refill-check-page';
import ReviewQueuePage from '../../../../pages/review-queue-page';

const PLAN = pharmacistRefillPlanFixture({ quantity: 2 });

beforeEach(() => {
  URL.createObjectURL = jest.fn(() => 'blob:rx');
  URL.revokeObjectURL = jest.fn();
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/pharmacist/refills') return ok({ items: [PLAN] }) as never;
    if (url === `/api/pharmacist/refills/${PLAN.id}`) return ok(PLAN) as never;
    if (url === '/api/prescriptions/rx-1/file') return ok(new Blob(['png'])) as never;
    if (url.startsWith('/api/pharmacist/')) return ok({ items: [] }) as never;
    throw httpError(404, { message: 'not found' });
  });
});
afterEach(() => jest.restoreAllMocks());

describe("refill plans waiting for a pharmacist's check", () => {
  it('are in the review queue, the soonest refill first, each opening its check', async () => {
    renderAt(<ReviewQueuePage />);
    const table = await screen.findByRole('table', { name: /Refill plans waiting for a prescription check/ });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row).toHaveTextContent('24/12/2026');
    expect(row).toHaveTextContent('Bola Ade');
    expect(row).toHaveTextContent('Losartan 50mg × 2');
    expect(row).toHaveTextContent('Dr Funke Adeyemi (01/11/2026)');
    expect(within(row).getByRole('link', { name: "Check the prescription for Bola Ade's refill plan" })).toHaveAttribute(
      'href',
      `/pharmacist/refills/${PLAN.id}`,
    );
    expect(screen.getByText(/No orders are waiting for a pharmacist/)).toBeInTheDocument();
  });

  it('are approved with the units the prescription allows, never fewer than one refill', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...PLAN, status: 'active', prescribedUnitsLeft: 6 }));
    const user = userEvent.setup();
    renderAt(<RefillCheckPage />, { path: `/pharmacist/refills/${PLAN.id}`, route: '/pharmacist/refills/:planId' });
    expect(await screen.findByText(/Bola Ade: Losartan 50mg × 2 every 28 days, next refill due 24\/12\/2026/)).toBeInTheDocument();
    const units = screen.getByLabelText(/Units the prescription allows/);
    expect(units).toHaveValue(2);
    await user.clear(units);
    await user.type(units, '1');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByText(/at least this refill's 2/).length).toBeGreaterThan(0);
    await user.clear(units);
    await user.type(units, '6');
    await user.click(screen.getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText(/Approved for 6 units/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/pharmacist/refills/${PLAN.id}/review`, { approve: true, unitsAllowed: 6 });
  });

  it('are refused with the reason the patient reads, never without one', async () => {
    const reason = 'Written for 25 mg, not 50 mg.';
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(
        ok({ ...PLAN, prescriptionId: null, prescriptionRefusal: { at: '2026-12-07T09:00:00Z', reason, byName: 'Ngozi Eze' } }),
      );
    const user = userEvent.setup();
    renderAt(<RefillCheckPage />, { path: `/pharmacist/refills/${PLAN.id}`, route: '/pharmacist/refills/:planId' });
    // The prescription's days as staff screens write them.
    expect(await screen.findByText('01/11/2026 (usable until 01/05/2027)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.getAllByText(/Give the patient a reason/).length).toBeGreaterThan(0);
    await user.type(screen.getByLabelText(/Reason \(needed to refuse\)/), reason);
    await user.click(screen.getByRole('button', { name: 'Refuse' }));
    expect(await screen.findByText(/Refused. The patient is told why/)).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/pharmacist/refills/${PLAN.id}/review`, { approve: false, reason });
  });
});
