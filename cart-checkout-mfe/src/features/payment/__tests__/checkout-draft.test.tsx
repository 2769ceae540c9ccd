import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import PaymentFormPage from '../../../pages/payment-form-page';
import { ok, httpError, renderAt, signIn, signOut } from '../../../test-utils/render';
import { SAVED_KANO_ADDRESS } from '../../../test-utils/fixtures';

const ZONES = {
  freeDeliveryThreshold: 100000,
  zones: [{ code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' }],
};
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 5000,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 8000,
  freeDeliveryThreshold: 100000,
  window: { minDays: 3, maxDays: 5, earliest: '2026-01-05', latest: '2026-01-07', text: '3–5 working days (Mon 5 Jan – Wed 7 Jan)' },
};

function mockApi(saved: unknown[] = []) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery') return ok(ZONES);
    if (url === '/api/delivery/addresses') return ok(saved);
    throw httpError(404, { message: 'not found' });
  });
  jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/checkout/quote') return ok(QUOTE);
    throw httpError(404, { message: 'not found' });
  });
}

const openCheckout = () => renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');

async function typeAddress() {
  const user = userEvent.setup();
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('State'), 'kano');
  await user.type(screen.getByLabelText('City or LGA'), 'Kano Municipal');
  await user.type(screen.getByLabelText(/^Street address/), '4 Zoo Road');
  await user.type(screen.getByLabelText(/^Phone number for the rider/), '0803 123 4567');
}

describe('checkout when the session ends mid-way', () => {
  afterEach(() => {
    signOut();
    sessionStorage.clear();
    jest.restoreAllMocks();
  });

  it('comes back with the address the shopper typed once they sign in again', async () => {
    mockApi();
    signIn();
    openCheckout();
    await typeAddress();
    // The session ends (signed out in another tab, or the token expired), and the shopper signs in again.
    signOut();
    signIn();
    openCheckout();
    await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('kano'));
    expect(screen.getByLabelText('City or LGA')).toHaveValue('Kano Municipal');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('4 Zoo Road');
    expect(screen.getByLabelText(/^Phone number for the rider/)).toHaveValue('0803 123 4567');
    await screen.findByTestId('delivery-summary');
  });

  it('starts afresh for another basket: a draft typed for an order of another amount is not brought back', async () => {
    mockApi();
    signIn();
    openCheckout();
    await typeAddress();
    signOut();
    signIn();
    // A new checkout of another amount (the first order was paid, or the basket changed).
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=7000&paymentType=medicine');
    await waitFor(() => expect(screen.getAllByRole('option', { name: 'Kano' }).length).toBeGreaterThan(0));
    expect(screen.getAllByLabelText('City or LGA').at(-1)).toHaveValue('');
    expect(screen.getAllByLabelText(/^Street address/).at(-1)).toHaveValue('');
  });

  it('keeps the new address chosen over a saved one', async () => {
    mockApi([SAVED_KANO_ADDRESS]);
    signIn();
    openCheckout();
    const user = userEvent.setup();
    await user.click(await screen.findByRole('radio', { name: /new address/i }));
    await typeAddress();
    signOut();
    signIn();
    openCheckout();
    await waitFor(() => expect(screen.getByLabelText(/^Street address/)).toHaveValue('4 Zoo Road'));
    expect(await screen.findByRole('radio', { name: /new address/i })).toBeChecked();
  });

  it('shows nothing of it to another account signing in on the same tab, and keeps nothing of a card', async () => {
    mockApi();
    signIn();
    openCheckout();
    await typeAddress();
    expect(sessionStorage.getItem('ep.checkout.draft')).not.toMatch(/card|cvv|expiry/i);
    signOut();
    signIn('9d3e1a44-0000-4c55-9e61-0c7f3b1d9a10');
    openCheckout();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    expect(screen.getByLabelText('City or LGA')).toHaveValue('');
    expect(screen.getByLabelText(/^Street address/)).toHaveValue('');
  });
});
