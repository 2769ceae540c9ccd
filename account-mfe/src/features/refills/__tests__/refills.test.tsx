import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import RefillLinkPage from '../../../pages/refill-link-page';
import RefillPlansPage from '../../../pages/refill-plans-page';
import * as refillsApi from '../api/refills-shared';
import { accountMessages } from '../../../i18n';
import { ok, renderPage, signIn } from '../../../testing/render-page';
import { deliveryZonesFixture, kanoZoneFixture } from '../../../../../tooling/jest/fixtures/delivery';
import { activeRefillPlanFixture } from '../../../../../tooling/jest/fixtures/refills';

const PLAN = activeRefillPlanFixture();

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('My refill plans', () => {
  it('shows each plan with its next date, amount and card, and skips and cancels on the server', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [PLAN] }));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ ...PLAN, nextRunOn: '2027-01-21' }))
      .mockResolvedValueOnce(ok({ ...PLAN, status: 'cancelled' }));
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(within(card).getByTestId('refill-next')).toHaveTextContent('24/12/2026');
    expect(card).toHaveTextContent('N4,000');
    expect(card).toHaveTextContent('VISA card ending 4081, charged automatically after a notice 3 days before');
    await user.click(within(card).getByRole('button', { name: 'Skip next' }));
    expect(post).toHaveBeenCalledWith(`/api/refills/${PLAN.id}/skip`);
    expect(await within(card).findByTestId('refill-next')).toHaveTextContent('21/01/2027');
    await user.click(within(card).getByRole('button', { name: 'Cancel plan' }));
    expect(post).toHaveBeenLastCalledWith(`/api/refills/${PLAN.id}/cancel`);
    expect(await screen.findByText(/Your plan is cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('listitem', { name: '2 × Amlodipine 5mg' })).not.toBeInTheDocument();
  });
});

describe('a mailed refill link', () => {
  it('says what it does and does it once, without a login', async () => {
    const user = userEvent.setup();
    const token = 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa.signature';
    clearSession(); // no login needed
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok({ purpose: 'skip', medicineName: 'Amlodipine 5mg', nextRunOn: '2026-12-24', status: 'active' }));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ purpose: 'skip', medicineName: 'Amlodipine 5mg', nextRunOn: '2027-01-21', status: 'active' }));
    renderPage(<RefillLinkPage />, { path: '/refill-link', url: `/refill-link?token=${encodeURIComponent(token)}&action=skip` });
    await user.click(await screen.findByRole('button', { name: 'Skip this refill' }));
    expect(post).toHaveBeenCalledWith(`/api/refill-links/${encodeURIComponent(token)}/skip`, {});
    expect(await screen.findByRole('status')).toHaveTextContent('Done. Your next refill is on 21/01/2027.');
    expect(screen.queryByRole('button', { name: 'Skip this refill' })).not.toBeInTheDocument();
  });

  it('a pay link, signed in, opens the payment page for that refill; signed out, it asks to sign in first', async () => {
    const user = userEvent.setup();
    const token = 'bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb.signature';
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok({ purpose: 'pay', medicineName: 'Amlodipine 5mg', nextRunOn: '2026-12-24', status: 'active' }));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ authorizationUrl: 'https://checkout.paystack.com/abc', reference: 'RFP-1' }));
    const leave = jest.spyOn(refillsApi, 'leaveSiteFor').mockImplementation(() => undefined);
    const { unmount } = renderPage(<RefillLinkPage />, {
      path: '/refill-link',
      url: `/refill-link?token=${encodeURIComponent(token)}&action=pay`,
    });
    await user.click(await screen.findByRole('button', { name: 'Pay now' }));
    expect(post).toHaveBeenCalledWith(`/api/refill-links/${encodeURIComponent(token)}/pay`);
    expect(leave).toHaveBeenCalledWith('https://checkout.paystack.com/abc');
    unmount();

    clearSession();
    renderPage(<RefillLinkPage />, { path: '/refill-link', url: `/refill-link?token=${encodeURIComponent(token)}&action=pay` });
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
  });

  it('a plan paid by link has Pay now; an automatic one only once a refill waits for the shopper', async () => {
    const user = userEvent.setup();
    const byLink = { ...PLAN, id: '88888888-8888-4888-8888-888888888888', medicineName: 'Metformin 500mg', autoPay: false, card: null };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [PLAN, byLink] }));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ authorizationUrl: 'https://checkout.paystack.com/x', reference: 'R' }));
    const leave = jest.spyOn(refillsApi, 'leaveSiteFor').mockImplementation(() => undefined);
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const auto = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(within(auto).queryByRole('button', { name: 'Pay now' })).not.toBeInTheDocument();
    const card = screen.getByRole('listitem', { name: '2 × Metformin 500mg' });
    await user.click(within(card).getByRole('button', { name: 'Pay now' }));
    expect(post).toHaveBeenCalledWith(`/api/refills/${byLink.id}/pay`);
    expect(leave).toHaveBeenCalledWith('https://checkout.paystack.com/x');
  });
});

describe('a plan for a prescription-only medicine, from its product page', () => {
  const MED = '99999999-9999-4999-8999-999999999999';
  const url = `/account/refills?medicineId=${MED}&name=Losartan%2050mg&rx=1`;
  const ADDRESS = { id: PLAN.addressId, zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };
  const RX = (id: string, extra: object) => ({
    id,
    prescriberName: 'Dr Bello',
    writtenOn: '2026-10-01',
    usableUntil: '2027-04-01',
    planId: null,
    ...extra,
  });
  const answers = (choices: object[]) =>
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path.startsWith('/api/refills/prescriptions')) return ok({ items: choices });
      if (path.startsWith('/api/delivery/addresses')) return ok([ADDRESS]);
      return ok({ items: [] });
    });

  it('is dispensed against the approved prescription, never more at a time than approved', async () => {
    const user = userEvent.setup();
    const approved = RX('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa', { approvedQuantity: 2 });
    const uploaded = RX('cccccccc-cccc-4ccc-8ccc-cccccccccccc', { approvedQuantity: null, prescriberName: 'Dr Okafor' });
    const get = answers([approved, uploaded]);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok({ ...PLAN, medicineName: 'Losartan 50mg', status: 'needs-prescription' }));
    renderPage(<RefillPlansPage />, { path: '/account/refills', url });
    const select = await screen.findByLabelText('Dispensed against');
    expect(get.mock.calls.some(([path]) => String(path).startsWith('/api/refills/prescriptions'))).toBe(true);
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Dr Bello, written 01/10/2026 (approved for up to 2 at a time)',
      'Dr Okafor, written 01/10/2026 (not checked for this medicine yet)',
    ]);
    await waitFor(() => expect(screen.getByLabelText('Packs each time')).toHaveAttribute('max', '2'));
    await user.click(screen.getByRole('button', { name: 'Start refill plan' }));
    expect(post).toHaveBeenCalledWith('/api/refills', expect.objectContaining({ medicineId: MED, prescriptionId: approved.id }));
  });

  it('says clearly when the shopper has no prescription to use, and where to upload one', async () => {
    answers([]);
    renderPage(<RefillPlansPage />, { path: '/account/refills', url });
    expect(await screen.findByText(/Losartan 50mg is prescription-only/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Upload your prescription' })).toHaveAttribute('href', '/account/prescriptions');
    expect(screen.getByRole('button', { name: 'Start refill plan' })).toBeDisabled();
  });
});

describe('a plan from a delivered order', () => {
  it("starts from the order line's quantity", async () => {
    const ADDRESS = { id: PLAN.addressId, zone: 'lagos-mainland', city: 'Ikeja', street: '12 Allen Avenue', phone: '0803 123 4567' };
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(async (path: string) => ok(path.startsWith('/api/delivery/addresses') ? [ADDRESS] : { items: [] }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce(ok({ ...PLAN, quantity: 3 }));
    const user = userEvent.setup();
    const url = `/account/refills?orderId=${PLAN.id}&medicineId=${PLAN.medicineId}&quantity=3&name=Amlodipine%205mg`;
    renderPage(<RefillPlansPage />, { path: '/account/refills', url });
    expect(await screen.findByLabelText('Packs each time')).toHaveValue(3);
    await user.click(screen.getByRole('button', { name: 'Start refill plan' }));
    expect(post).toHaveBeenCalledWith('/api/refills', expect.objectContaining({ orderId: PLAN.id, quantity: 3 }));
  });
});

describe('a plan waiting for a prescription check', () => {
  it('says what is needed and by when', async () => {
    const waiting = {
      ...PLAN,
      status: 'needs-prescription',
      prescriptionId: 'aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa',
      prescribedUnitsLeft: 0,
    };
    const uploadFirst = { ...waiting, id: '88888888-8888-4888-8888-888888888888', quantity: 1, prescriptionId: null };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [waiting, uploadFirst] }));
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(card).toHaveTextContent('Waiting for a prescription check');
    expect(within(card).getByTestId('refill-waits')).toHaveTextContent(
      'A pharmacist checks your prescription before this refill on 24/12/2026. Nothing is sent or charged until it is approved',
    );
    const other = screen.getByRole('listitem', { name: '1 × Amlodipine 5mg' });
    expect(within(other).getByTestId('refill-waits')).toHaveTextContent('This plan needs a valid prescription by 24/12/2026');
  });
});

describe('a plan whose prescription a pharmacist refused', () => {
  const refused = {
    ...PLAN,
    status: 'needs-prescription',
    prescriptionId: null,
    prescribedUnitsLeft: 0,
    prescriptionRefusal: { at: '2026-12-07T09:00:00Z', reason: 'Written for 25 mg, not 5 mg.', byName: 'Ngozi Eze' },
  };
  it('says it was refused and why, that nothing was charged, and offers to attach another', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [refused] }));
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(card).toHaveTextContent('Prescription refused');
    expect(within(card).getByTestId('refill-refused')).toHaveTextContent(
      'A pharmacist refused the prescription on 07/12/2026: “Written for 25 mg, not 5 mg.”. Nothing was sent or charged.',
    );
    expect(within(card).getByTestId('refill-waits')).toHaveTextContent('This plan needs a valid prescription by 24/12/2026');
    expect(within(card).getByRole('button', { name: 'Attach a prescription' })).toBeInTheDocument();
  });

  it('says so in Pidgin', async () => {
    await accountMessages.ready('pcm');
    setLocale('pcm');
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [refused] }));
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(card).toHaveTextContent('Pharmacist no accept the prescription');
    expect(within(card).getByTestId('refill-refused')).toHaveTextContent(
      'Pharmacist no accept the prescription on 07/12/2026: “Written for 25 mg, not 5 mg.”. We no send or charge anything.',
    );
    act(() => setLocale('en'));
  });
});

describe('a first plan from a product page, with no saved address', () => {
  it('asks for the address in place; once saved, the plan starts and goes to it', async () => {
    const user = userEvent.setup();
    const MED = '88888888-8888-4888-8888-888888888888';
    const ADDRESS = {
      id: PLAN.addressId,
      zone: 'kano',
      city: 'Kano',
      street: '5 Zoo Road',
      phone: '+2348031234567',
      label: '',
      isDefault: true,
    };
    const KANO = kanoZoneFixture();
    let saved = false;
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path === '/api/delivery') return ok(deliveryZonesFixture({ zones: [KANO] }));
      if (path.startsWith('/api/delivery/addresses')) return ok(saved ? [ADDRESS] : []);
      return ok({ items: [] });
    });
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
      if (path === '/api/delivery/addresses') {
        saved = true;
        return ok(ADDRESS);
      }
      return ok({ ...PLAN, medicineName: 'Zinc 20mg', autoPay: false, card: null });
    });
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: `/account/refills?medicineId=${MED}&name=Zinc%2020mg` });
    const where = await screen.findByRole('region', { name: 'Where to deliver your refills' });
    expect(screen.getByRole('button', { name: 'Start refill plan' })).toBeDisabled();
    const form = within(where).getByRole('form', { name: 'New address' });
    expect(within(form).queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await user.selectOptions(await within(form).findByLabelText(/State/), 'kano');
    await user.type(within(form).getByLabelText(/City/), 'Kano');
    await user.type(within(form).getByLabelText(/Street/), '5 Zoo Road');
    await user.type(within(form).getByLabelText(/Phone/), '0803 123 4567');
    await user.click(within(form).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Where to deliver your refills' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Start refill plan' }));
    expect(post).toHaveBeenLastCalledWith('/api/refills', expect.objectContaining({ medicineId: MED, addressId: ADDRESS.id }));
  });

  it('lists each saved card with where it came from', async () => {
    const MED = '77777777-7777-4777-8777-777777777770';
    const ADDRESS = {
      id: '33333333-3333-4333-8333-333333333333',
      zone: 'kano',
      zoneName: 'Kano',
      state: 'Kano',
      city: 'Kano',
      street: '5 Zoo Road',
      phone: '+2348031234567',
      label: '',
      isDefault: true,
    };
    const CARD = { ...PLAN.card, savedAt: '2026-12-06T09:00:00.000Z', savedFrom: 'Saved at checkout EPH-000123 on 06/12/2026' };
    jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
      if (path.startsWith('/api/delivery/addresses')) return ok([ADDRESS]);
      if (path === '/api/refills/cards') return ok({ items: [CARD] });
      return ok({ items: [] });
    });
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: `/account/refills?medicineId=${MED}&name=Zinc%2020mg` });
    const cards = await screen.findByRole('list', { name: /Your saved cards/ });
    expect(within(cards).getByRole('listitem')).toHaveTextContent('VISA card ending 4081: Saved at checkout EPH-000123 on 06/12/2026');
  });
});
