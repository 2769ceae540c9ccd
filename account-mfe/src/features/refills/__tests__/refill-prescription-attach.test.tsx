import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { refillPlanFixture } from '../../../../../tooling/jest/fixtures/refills';
import RefillPlansPage from '../../../pages/refill-plans-page';
import { healthConsents, httpError, ok, renderPage, signIn, withConsents } from '../../../testing/render-page';

const PLAN = refillPlanFixture();
const RX = (id: string, extra: object = {}) => ({
  id,
  prescriberName: 'Dr Bello',
  writtenOn: '2026-10-01',
  usableUntil: '2027-04-01',
  approvedQuantity: null,
  planId: null,
  ...extra,
});
const MINE = RX('aaaaaaaa-aaaa-4aaa-8aaa-aaaaaaaaaaaa');
const OTHER_PLANS = RX('bbbbbbbb-bbbb-4bbb-8bbb-bbbbbbbbbbbb', {
  prescriberName: 'Dr Okafor',
  planId: '99999999-9999-4999-8999-999999999999',
});
const today = new Date().toISOString().slice(0, 10);

/** The plans, the prescriptions the plan may take, and the health-data consent (given or not). */
const answers = (consentGiven = true) =>
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(
      withConsents(healthConsents('prescriptions', consentGiven), (url) =>
        url.startsWith('/api/refills/prescriptions') ? ok({ items: [MINE, OTHER_PLANS] }) : ok({ items: [PLAN] }),
      ),
    );

async function openAttach() {
  const user = userEvent.setup();
  renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
  const card = await screen.findByRole('listitem', { name: '1 × Losartan 50mg' });
  await user.click(within(card).getByRole('button', { name: 'Attach a prescription' }));
  return { user, card };
}

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  setLocale('en');
  jest.restoreAllMocks();
});

describe('a plan waiting for a prescription', () => {
  it("attaches one of the shopper's usable prescriptions; the card then says a pharmacist is checking it", async () => {
    const get = answers();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce(ok({ ...PLAN, prescriptionId: MINE.id }));
    const { user, card } = await openAttach();
    const select = await within(card).findByLabelText('Your prescriptions you can still use');
    expect(get).toHaveBeenCalledWith('/api/refills/prescriptions', { params: { medicineId: PLAN.medicineId } });
    // The one another plan uses is not offered (the server would not take it for a new plan either).
    expect(
      within(select)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Dr Bello, written 01/10/2026 (usable until 01/04/2027)']);
    await user.click(within(card).getByRole('button', { name: 'Attach this prescription' }));
    expect(post).toHaveBeenCalledWith(`/api/refills/${PLAN.id}/prescription`, { prescriptionId: MINE.id });
    expect(await within(card).findByTestId('refill-waits')).toHaveTextContent(
      'A pharmacist checks your prescription before this refill on 24/12/2026',
    );
    expect(within(card).queryByRole('button', { name: 'Attach a prescription' })).not.toBeInTheDocument();
    expect(await screen.findByText(/Your prescription is attached. A pharmacist is checking it./)).toBeInTheDocument();
  });

  it("shows the server's refusal in words and keeps the plan waiting", async () => {
    answers();
    const refusal = { statusCode: 409, error: 'Conflict', message: 'That prescription is not one of yours.', code: 'prescription-expired' };
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(httpError(409, refusal))
      .mockRejectedValueOnce(
        httpError(403, { statusCode: 403, error: 'Forbidden', message: 'This refill plan belongs to another account.' }),
      )
      .mockRejectedValueOnce(httpError(409, { statusCode: 409, error: 'Conflict', message: 'In use.', code: 'prescription-in-use' }));
    const { user, card } = await openAttach();
    await user.click(await within(card).findByRole('button', { name: 'Attach this prescription' }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(/more than six months ago/);
    await user.click(within(card).getByRole('button', { name: 'Attach this prescription' }));
    expect(await within(card).findByText('This refill plan belongs to another account.')).toBeInTheDocument();
    await user.click(within(card).getByRole('button', { name: 'Attach this prescription' }));
    expect(await within(card).findByText(/Your other refill plan for this medicine already uses that prescription/)).toBeInTheDocument();
    expect(within(card).getByTestId('refill-waits')).toHaveTextContent('This plan needs a valid prescription by 24/12/2026');
  });

  it('uploads a new one and attaches it', async () => {
    answers();
    const saved = { ...MINE, id: 'cccccccc-cccc-4ccc-8ccc-cccccccccccc', prescriberName: 'Dr Chika Obi' };
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (url: string) =>
        url === '/api/prescriptions' ? { ...ok(saved), status: 201 } : ok({ ...PLAN, prescriptionId: saved.id }),
      );
    const { user, card } = await openAttach();
    await user.click(within(card).getByRole('button', { name: 'Upload a new one' }));
    await user.upload(
      await within(card).findByLabelText('Choose a file'),
      new File([new Uint8Array([137, 80, 78, 71])], 'rx.png', { type: 'image/png' }),
    );
    await user.type(within(card).getByLabelText("Prescriber's name"), 'Dr Chika Obi');
    await user.type(within(card).getByLabelText('Date written'), today);
    await user.click(within(card).getByRole('button', { name: 'Upload and attach' }));
    expect(post).toHaveBeenCalledWith('/api/prescriptions', expect.any(FormData));
    expect(post).toHaveBeenLastCalledWith(`/api/refills/${PLAN.id}/prescription`, { prescriptionId: saved.id });
    expect(await within(card).findByTestId('refill-waits')).toHaveTextContent('A pharmacist checks your prescription');
  });

  it('asks for the health-data consent before the first upload, in Pidgin too', async () => {
    setLocale('pcm');
    answers(false);
    const post = jest.spyOn(apiClient, 'post');
    const user = userEvent.setup();
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '1 × Losartan 50mg' });
    expect(within(card).getByTestId('refill-waits')).toHaveTextContent('attach one for down');
    await user.click(within(card).getByRole('button', { name: 'Attach prescription' }));
    await user.click(within(card).getByRole('button', { name: 'Upload new one' }));
    expect(await within(card).findByRole('checkbox')).not.toBeChecked();
    expect(within(card).queryByLabelText('Choose a file')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
