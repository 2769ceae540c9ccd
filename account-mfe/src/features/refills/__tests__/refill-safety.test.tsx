// Refill plans and the clinical checks: for whom a plan is, and a plan the checks paused.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import RefillPlansPage from '../../../pages/refill-plans-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';
import { activeRefillPlanFixture } from '../../../../../tooling/jest/fixtures/refills';

const PLAN = activeRefillPlanFixture();
const MUM = '7b1c2d3e-0000-4000-8000-000000000003';
const ADDRESS = { id: PLAN.addressId, zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };
const hold = (status: string, reason: string | null) => ({
  id: 'hold-1',
  status,
  source: 'refill',
  profileId: MUM,
  refillPlanId: PLAN.id,
  lines: [{ medicineId: PLAN.medicineId, medicineName: 'Amlodipine 5mg', quantity: 2 }],
  alerts: [
    {
      id: 'interaction:amlodipine:simvastatin',
      severity: 'major',
      kind: 'interaction',
      medicineIds: [PLAN.medicineId],
      ingredient: 'amlodipine',
      message: { en: 'Amlodipine raises simvastatin levels: muscle pain risk.', pcm: 'Amlodipine dey raise simvastatin.' },
      source: 'BNF: Amlodipine interactions',
    },
  ],
  createdAt: '2026-12-01T08:00:00.000Z',
  decidedAt: reason ? '2026-12-01T10:00:00.000Z' : null,
  pharmacistName: reason ? 'Pharm. Ngozi Eze' : null,
  pharmacistRegistration: reason ? 'PCN-12345' : null,
  reason,
});

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
  window.localStorage.clear();
});

describe('refill plans and the clinical checks', () => {
  it('a new plan is for the person chosen (first the one the shopper shops for)', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path.startsWith('/api/delivery/addresses')) return ok([ADDRESS]);
      if (path === '/api/medication-profiles') return ok({ items: [{ id: MUM, label: 'Mama', relationship: 'parent' }] });
      return ok({ items: [] });
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce(ok({ ...PLAN, profileId: MUM }));
    const user = userEvent.setup();
    const url = `/account/refills?orderId=${PLAN.id}&medicineId=${PLAN.medicineId}&quantity=2&name=Amlodipine%205mg`;
    renderPage(<RefillPlansPage />, { path: '/account/refills', url });
    const chooser = await screen.findByLabelText('Shopping for');
    await waitFor(() => expect(chooser).toBeEnabled());
    await user.selectOptions(chooser, MUM);
    await user.click(screen.getByRole('button', { name: 'Start refill plan' }));
    expect(post).toHaveBeenCalledWith('/api/refills', expect.objectContaining({ orderId: PLAN.id, profileId: MUM }));
  });

  it('a plan the checks paused says a pharmacist must check it first, nothing charged, and why', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/medication-safety/holds') return ok({ items: [hold('awaiting', null)] });
      return ok({ items: [{ ...PLAN, status: 'paused', profileId: MUM }] });
    });
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    const note = await within(card).findByTestId('refill-safety-hold');
    expect(note).toHaveTextContent('a pharmacist must check this refill');
    expect(note).toHaveTextContent('Nothing was charged.');
    expect(note).toHaveTextContent('Amlodipine raises simvastatin levels: muscle pain risk.');
    expect(note).toHaveTextContent('Source: BNF: Amlodipine interactions');
  });

  it("a refused one says so with the pharmacist's reason", async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/medication-safety/holds') return ok({ items: [hold('refused', 'Talk to her doctor about the statin first')] });
      return ok({ items: [{ ...PLAN, status: 'paused' }] });
    });
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const note = await screen.findByTestId('refill-safety-hold');
    expect(note).toHaveTextContent('a pharmacist has refused this refill');
    expect(note).toHaveTextContent("The pharmacist's reason: Talk to her doctor about the statin first");
  });
});
