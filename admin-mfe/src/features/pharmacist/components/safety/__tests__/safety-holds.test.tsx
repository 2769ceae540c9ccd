import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../../testing/test-utils';
import SafetyHoldsPage from '../../../../../pages/safety-holds-page';
import SafetyHoldPage from '../../../../../pages/safety-hold-page';
import { hold, lists } from './fixtures';

const HOLD = '/api/pharmacist/safety-holds/33333333-3333-4333-8333-333333333333';

afterEach(() => jest.restoreAllMocks());

function serve(current = hold()) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === HOLD) return ok(current) as never;
    if (url === '/api/medication-profiles/lists') return ok(lists) as never;
    throw httpError(404, { message: 'not found' });
  });
}

const renderHold = () =>
  renderAt(<SafetyHoldPage />, {
    path: '/pharmacist/safety-holds/33333333-3333-4333-8333-333333333333',
    route: '/pharmacist/safety-holds/:holdId',
  });

const { id: _id, customerName: _c, profile: _p, ...row } = hold();

describe('safety holds queue', () => {
  it('lists each held sale with when, the source, the medicines, the worst alert and the status, each opening its screen', async () => {
    const person = { label: 'Tolu', relationship: 'child' as const, ageYears: 6 };
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [{ ...row, id: 'hold-1', customerName: 'Ada Obi', person }] }));
    renderAt(<SafetyHoldsPage />);
    const link = await screen.findByRole('link', { name: 'Open the safety hold for Ada Obi: Codeine 15mg tablets × 1' });
    expect(get).toHaveBeenCalledWith('/api/pharmacist/safety-holds');
    expect(link).toHaveAttribute('href', '/pharmacist/safety-holds/hold-1');
    const cells = within(screen.getAllByRole('row')[1]!);
    expect(cells.getByText('Tolu (child, age 6)')).toBeInTheDocument();
    expect(cells.getByText('07/12/2026 10:30')).toBeInTheDocument();
    expect(cells.getByText('Checkout (card)')).toBeInTheDocument();
    expect(cells.getByText('Blocks the sale')).toBeInTheDocument();
    expect(cells.getByText('(2 alerts)')).toBeInTheDocument();
    expect(cells.getByText('Awaiting a pharmacist')).toBeInTheDocument();
    expect(screen.getByText(/1 sale is waiting/)).toBeInTheDocument();
  });

  it('says so when nothing is held', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [] }));
    renderAt(<SafetyHoldsPage />);
    expect(await screen.findByText('No sale is held by the safety checks.')).toBeInTheDocument();
  });
});

describe('safety hold screen', () => {
  it('shows the person, their profile and every alert with its warning and source, the blocking one first', async () => {
    serve();
    renderHold();
    const profile = await screen.findByRole('region', { name: 'Who it is for' });
    expect(within(profile).getByText('04/03/2020 (age 6)')).toBeInTheDocument();
    expect(within(profile).getByText('Female')).toBeInTheDocument();
    expect(within(profile).getByText('amoxicillin')).toBeInTheDocument();
    expect(await within(profile).findByText('Penicillins')).toBeInTheDocument();
    expect(within(profile).getByText('Asthma')).toBeInTheDocument();
    expect(within(profile).getByText('Salbutamol inhaler')).toBeInTheDocument();
    expect(screen.getByText('Tolu (child, age 6)')).toBeInTheDocument();
    expect(screen.getByText('Ada Obi')).toBeInTheDocument();
    const alerts = within(screen.getByRole('region', { name: 'Alerts (2)' })).getAllByRole('listitem');
    expect(alerts[0]).toHaveTextContent('Blocks the sale');
    expect(alerts[0]).toHaveTextContent('Codeine must not be given to children under 12.');
    expect(alerts[0]).toHaveTextContent('Source: MHRA Drug Safety Update, July 2013: codeine for pain in children');
    expect(alerts[0]).toHaveTextContent('Medicines: Codeine 15mg tablets');
    expect(alerts[1]).toHaveTextContent('Source: BNF monograph: paracetamol');
  });

  it('requires a reason, asks to confirm, then overrides and shows who decided and when', async () => {
    serve();
    const decided = { ...row, id: hold().id, status: 'overridden', decidedAt: '2026-12-07T10:00:00.000Z' };
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      ok({
        ...decided,
        pharmacistName: 'Pharm. Bola Ade',
        pharmacistRegistration: 'PCN/054321',
        reason: 'Prescribed by the paediatrician.',
      }),
    );
    const { user } = renderHold();
    await user.click(await screen.findByRole('button', { name: 'Override…' }));
    expect(screen.getByLabelText(/Reason/)).toHaveAccessibleDescription(/Give the reason for your decision/);
    expect(screen.queryByRole('button', { name: 'Yes, override' })).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/Reason/), 'Prescribed by the paediatrician.');
    await user.click(screen.getByRole('button', { name: 'Override…' }));
    expect(screen.getByRole('group', { name: 'Override the safety checks?' })).toHaveFocus();
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Yes, override' }));
    expect(post).toHaveBeenCalledWith(HOLD, { override: true, reason: 'Prescribed by the paediatrician.' });
    const outcome = await screen.findByTestId('safety-hold-outcome');
    expect(outcome).toHaveTextContent('Overridden');
    expect(outcome).toHaveTextContent('Pharm. Bola Ade, PCN/054321');
    expect(outcome).toHaveTextContent('07/12/2026 11:00');
    expect(screen.getByText(/^Overridden\. The shopper can pay/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Override…' })).not.toBeInTheDocument();
  });

  it('refuses after going back once from the confirmation', async () => {
    serve();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      ok({
        ...row,
        id: hold().id,
        status: 'refused',
        decidedAt: '2026-12-07T10:00:00.000Z',
        pharmacistName: 'Pharm. Bola Ade',
        reason: 'Too young.',
      }),
    );
    const { user } = renderHold();
    await user.type(await screen.findByLabelText(/Reason/), 'Too young.');
    await user.click(screen.getByRole('button', { name: 'Override…' }));
    await user.click(screen.getByRole('button', { name: 'Go back' }));
    await user.click(screen.getByRole('button', { name: 'Refuse…' }));
    expect(screen.getByRole('group', { name: 'Refuse this sale?' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Yes, refuse' }));
    expect(post).toHaveBeenCalledWith(HOLD, { override: false, reason: 'Too young.' });
    expect(await screen.findByTestId('safety-hold-status')).toHaveTextContent('Refused');
  });

  it('on 409 review-decided says another pharmacist decided and shows their decision', async () => {
    const get = serve();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(409, { statusCode: 409, error: 'Conflict', message: 'Already decided', code: 'review-decided' }));
    const { user } = renderHold();
    await user.type(await screen.findByLabelText(/Reason/), 'Fine for this child.');
    await user.click(screen.getByRole('button', { name: 'Refuse…' }));
    get.mockImplementation(async (url: string) =>
      url === HOLD
        ? (ok(
            hold({
              status: 'overridden',
              decidedAt: '2026-12-07T09:45:00.000Z',
              pharmacistName: 'Pharm. Chidi Eze',
              reason: 'Dose checked.',
            }),
          ) as never)
        : (ok(lists) as never),
    );
    await user.click(screen.getByRole('button', { name: 'Yes, refuse' }));
    expect(await screen.findByText(/Another pharmacist has already decided this sale/)).toBeInTheDocument();
    expect(screen.getByTestId('safety-hold-outcome')).toHaveTextContent('Pharm. Chidi Eze');
    expect(screen.getByTestId('safety-hold-outcome')).toHaveTextContent('Dose checked.');
  });

  it('shows any other refusal of the server and keeps the decision open', async () => {
    serve();
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(httpError(403, { message: 'This is your own order: another pharmacist must check it.' }));
    const { user } = renderHold();
    await user.type(await screen.findByLabelText(/Reason/), 'Fine.');
    await user.click(screen.getByRole('button', { name: 'Override…' }));
    await user.click(screen.getByRole('button', { name: 'Yes, override' }));
    expect(await screen.findByText(/The decision was not recorded: This is your own order/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Yes, override' })).toBeEnabled();
  });

  it('shows a decided hold without the decision form', async () => {
    serve(hold({ status: 'used', decidedAt: '2026-12-07T09:45:00.000Z', pharmacistName: 'Pharm. Chidi Eze', reason: 'Dose checked.' }));
    renderHold();
    expect(await screen.findByTestId('safety-hold-outcome')).toHaveTextContent('Overridden, order placed');
    expect(screen.queryByRole('button', { name: 'Override…' })).not.toBeInTheDocument();
  });
});
