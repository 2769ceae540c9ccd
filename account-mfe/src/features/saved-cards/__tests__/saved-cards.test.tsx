import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import SavedCardsPage from '../../../pages/saved-cards-page';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

const VISA = {
  id: '77777777-7777-4777-8777-777777777777',
  brand: 'visa',
  last4: '4081',
  expMonth: '12',
  expYear: '2030',
  bank: 'TEST BANK',
  savedAt: '2026-12-03T10:00:00.000Z',
  savedFrom: 'Saved at checkout EPH-000123 on 03/12/2026',
  savedAtOrder: 'EPH-000123',
  plans: [
    { id: '44444444-4444-4444-8444-444444444444', medicineName: 'Amlodipine 5mg', status: 'active', autoPay: true },
    { id: '55555555-5555-4555-8555-555555555555', medicineName: 'Metformin 500mg', status: 'paused', autoPay: false },
  ],
};
// Saved late on 30 November in UTC: already 1 December in Lagos. No order placed yet, no plan.
const VERVE = {
  id: '88888888-8888-4888-8888-888888888888',
  brand: 'verve',
  last4: '1234',
  expMonth: '',
  expYear: '',
  bank: '',
  savedAt: '2026-11-30T23:30:00.000Z',
  savedFrom: 'Saved at checkout PSK-abc on 01/12/2026',
  savedAtOrder: null,
  plans: [],
};

const renderCards = () => renderPage(<SavedCardsPage />, { path: '/account/cards', url: '/account/cards' });

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('Saved cards', () => {
  it('lists each card with its expiry, where it came from and the refill plans using it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [VISA, VERVE] }));
    renderCards();
    expect(screen.getByRole('heading', { level: 1, name: 'Saved cards' })).toBeInTheDocument();
    const visa = await screen.findByRole('listitem', { name: 'VISA card ending 4081' });
    expect(get).toHaveBeenCalledWith('/api/account/cards');
    expect(within(visa).getByTestId('card-origin')).toHaveTextContent('Saved at your checkout for order EPH-000123 on 03/12/2026');
    expect(visa).toHaveTextContent('12/2030');
    expect(visa).toHaveTextContent('TEST BANK');
    expect(within(visa).getByText('Amlodipine 5mg: charged automatically')).toBeInTheDocument();
    expect(within(visa).getByText('Metformin 500mg: paid by a link we email you')).toBeInTheDocument();

    const verve = screen.getByRole('listitem', { name: 'VERVE card ending 1234' });
    expect(within(verve).getByTestId('card-origin')).toHaveTextContent('Saved at your checkout on 01/12/2026');
    expect(verve).not.toHaveTextContent('Expires');
    expect(verve).toHaveTextContent('No refill plan uses this card.');
  });

  it('removes a card only after the shopper confirms; it leaves the list and a toast says so', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [VISA, VERVE] }));
    const remove = jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue(ok({ id: VISA.id, brand: 'visa', last4: '4081', plans: VISA.plans.map((p) => ({ ...p, autoPay: false })) }));
    renderCards();
    const visa = await screen.findByRole('listitem', { name: 'VISA card ending 4081' });

    // Kept: nothing is asked of the server.
    await user.click(within(visa).getByRole('button', { name: 'Remove card' }));
    let dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    expect(dialog).toHaveTextContent('VISA card ending 4081 will be forgotten and can never be charged again.');
    // Only the plan that charged the card changes; the other already emails a link.
    expect(dialog).toHaveTextContent('Your refill plan for Amlodipine 5mg will email you a payment link instead.');
    expect(dialog).not.toHaveTextContent('Metformin');
    await user.click(within(dialog).getByRole('button', { name: 'Keep card' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();

    await user.click(within(visa).getByRole('button', { name: 'Remove card' }));
    dialog = screen.getByRole('dialog', { name: 'Remove this card?' });
    await user.click(within(dialog).getByRole('button', { name: 'Remove card' }));
    expect(remove).toHaveBeenCalledTimes(1);
    expect(remove).toHaveBeenCalledWith(`/api/account/cards/${VISA.id}`);
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'VISA card ending 4081' })).not.toBeInTheDocument());
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('listitem', { name: 'VERVE card ending 1234' })).toBeInTheDocument();
    const toasts = screen.getByRole('list', { name: 'Notifications' });
    expect(toasts).toHaveTextContent(
      'Saved cards: VISA card ending 4081 is removed and will not be charged again. 1 refill plan now emails you a payment link.',
    );
  });

  it('keeps the card and says why when the server refuses the removal', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [VERVE] }));
    jest.spyOn(apiClient, 'delete').mockRejectedValue(httpError(404, { message: 'There is no such saved card.' }));
    renderCards();
    const verve = await screen.findByRole('listitem', { name: 'VERVE card ending 1234' });
    await user.click(within(verve).getByRole('button', { name: 'Remove card' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Remove card' }));
    const toast = await within(screen.getByRole('list', { name: 'Notifications' })).findByText(/There is no such saved card/);
    expect(toast).toHaveAttribute('data-toast-type', 'error');
    expect(screen.getByRole('listitem', { name: 'VERVE card ending 1234' })).toBeInTheDocument();
    expect(within(verve).getByRole('button', { name: 'Remove card' })).toBeEnabled();
  });

  it('explains, with no card saved, that a card is saved only when ticked at your own checkout', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [] }));
    renderCards();
    expect(
      await screen.findByText(
        'You have no saved cards. A card is saved only when you tick "Save the card I pay with now for my refill plans" while paying at your own checkout.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('list', { name: 'Your saved cards' })).not.toBeInTheDocument();
  });

  it('says the cards could not be loaded and loads them again on retry', async () => {
    const user = userEvent.setup();
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(500, { message: 'Server error' }))
      .mockResolvedValue(ok({ items: [VISA] }));
    renderCards();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load your saved cards.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: /try again|retry/i }));
    expect(await screen.findByRole('listitem', { name: 'VISA card ending 4081' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
