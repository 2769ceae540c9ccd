import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { cartMessages } from '../../../i18n';
import PaymentFormPage from '../../../pages/payment-form-page';
import { httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';
import { SAVED_KANO_ADDRESS } from '../../../test-utils/fixtures';

const KANO = { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 0, maxDays: 1, delivered: true, window: '0–1 working days' };
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 4500,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 7500,
  freeDeliveryThreshold: 100000,
  window: { minDays: 0, maxDays: 1, earliest: '2026-01-05', latest: '2026-01-06', text: '0–1 working days' },
};

/** The form's API: Kano, a saved Kano address, its quote; the pay-on-delivery order answered with `placed`. */
function mockApi() {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery') return ok({ freeDeliveryThreshold: 100000, zones: [KANO] });
    if (url === '/api/delivery/addresses') return ok([SAVED_KANO_ADDRESS]);
    throw httpError(404, { message: 'not found' });
  });
  return jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/checkout/quote') return ok(QUOTE);
    throw httpError(404, { message: 'not found' });
  });
}

beforeAll(() => cartMessages.ready('pcm'));
beforeEach(() => signIn());
afterEach(() => {
  signOut();
  localeStore.setState({ locale: 'en' });
});

describe('the place-order button when paying on delivery', () => {
  it('says the order is placed and what is paid to the rider, not "Pay" now', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=4500&paymentType=medicine');
    expect(await screen.findByRole('button', { name: 'Pay N7,500' })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Pay on delivery/ }));
    expect(screen.getByRole('button', { name: 'Place order — pay N7,500 on delivery' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pay N7,500' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: 'Pay online now' }));
    expect(screen.getByRole('button', { name: 'Pay N7,500' })).toBeInTheDocument();
  });

  it('says it in Pidgin', async () => {
    mockApi();
    setLocale('pcm');
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=4500&paymentType=medicine');
    await screen.findByRole('button', { name: 'Pay N7,500' });
    await user.click(screen.getByRole('radio', { name: /^Pay when dem bring am/ }));
    expect(screen.getByRole('button', { name: 'Confirm order — pay N7,500 when dem bring am' })).toBeInTheDocument();
  });
});
