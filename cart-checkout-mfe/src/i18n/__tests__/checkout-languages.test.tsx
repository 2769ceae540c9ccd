import fs from 'node:fs';
import path from 'node:path';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { parse, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { cartMessages } from '..';
import { serverMessage } from '../server-message';
import PaymentFormPage from '../../pages/payment-form-page';
import PaymentSuccessPage from '../../pages/payment-success-page';
import { httpError, ok, renderAt, signIn, signOut } from '../../test-utils/render';
import { SAVED_KANO_ADDRESS } from '../../test-utils/fixtures';

const catalogue = (locale: string) =>
  JSON.parse(fs.readFileSync(path.join(__dirname, '..', `${locale}.json`), 'utf8')) as Record<string, string>;

/** The placeholders a message uses ({order}, {amount, number, naira}...), plural and select branches included. */
function argumentsOf(elements: MessageFormatElement[], found = new Set<string>()): Set<string> {
  for (const element of elements) {
    if ('value' in element && element.type !== 0 && typeof element.value === 'string') found.add(element.value);
    if ('options' in element) for (const option of Object.values(element.options)) argumentsOf(option.value, found);
  }
  return found;
}

const KANO = { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' };
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 5000,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 8000,
  freeDeliveryThreshold: 100000,
  window: { minDays: 3, maxDays: 5, earliest: '2026-01-05', latest: '2026-01-07', text: '3–5 working days' },
};

beforeAll(() => cartMessages.ready('pcm'));
beforeEach(() => signIn());
afterEach(() => {
  signOut();
  localeStore.setState({ locale: 'en' });
});

describe('checkout texts', () => {
  it('keeps the placeholders of the English messages in Pidgin (a count only for English plurals may go)', () => {
    const en = catalogue('en');
    const pcm = catalogue('pcm');
    for (const key of Object.keys(en)) {
      const english = [...argumentsOf(parse(en[key]))].sort();
      const pidgin = [...argumentsOf(parse(pcm[key]))].sort();
      expect([key, pidgin.filter((name) => !english.includes(name))]).toEqual([key, []]);
      expect([key, english.filter((name) => name !== 'count' && !pidgin.includes(name))]).toEqual([key, []]);
    }
  });

  it("says a refusal the page knows by its code in the shopper's language, and any other in the server's words", () => {
    setLocale('pcm');
    expect(serverMessage(httpError(409, { code: 'parcels-changed', message: 'Stock changed' }), 'payment.cartChanged')).toBe(
      'Stock don change since you choose: your order go come as one parcel now. Abeg look the delivery well come pay again.',
    );
    expect(
      serverMessage(httpError(409, { code: 'controlled-cap', message: 'At most 2 packs of Codeine a month.' }), 'payment.cartChanged'),
    ).toBe('At most 2 packs of Codeine a month.');
    expect(serverMessage(new Error('boom'), 'payment.initiateFailed')).toBe('We no fit start the payment. Abeg try again later.');
  });

  it('draws the payment form in Pidgin: how to receive, how to pay, the phone check and the Pay button', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok({ freeDeliveryThreshold: 100000, zones: [KANO] });
      if (url === '/api/delivery/addresses') return ok([SAVED_KANO_ADDRESS]);
      throw httpError(404, { message: 'not found' });
    });
    jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/checkout/quote') return ok(QUOTE);
      if (url === '/api/account/phone-verification') throw httpError(409, { code: 'code-sent', message: 'A code was sent' });
      throw httpError(404, { message: 'not found' });
    });
    setLocale('pcm');
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment');
    expect(screen.getByRole('group', { name: 'How you wan take collect your order?' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'I go collect am for pharmacy (no delivery money)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pay N8,000' })).toBeInTheDocument();
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent(
      'When e go reach you: between Mon 5 Jan and Wed 7 Jan (3 to 5 working days)',
    );
    await user.click(screen.getByRole('radio', { name: /^Pay when dem bring am \(orders wey no pass N50,000/ }));
    expect(
      screen.getByText('We go send code by SMS to the delivery phone (+2348031234567) to confirm say na your own.'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send me code' }));
    expect(await screen.findByText('We just send code to this number: wait 30 seconds before you ask again.')).toHaveAttribute(
      'role',
      'alert',
    );
  });

  it('says in Pidgin why a payment did not go through, and the way back to the cart', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(
        ok({ status: true, message: 'ok', data: { reference: 'EP-1', status: 'failed', paid: false, gatewayResponse: null } }),
      );
    setLocale('pcm');
    renderAt(<PaymentSuccessPage />, '/payment-success?reference=EP-1&paymentType=medicine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('We dey confirm your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'The payment no complete' })).toBeInTheDocument();
    expect(screen.getByText('Dem decline your card. Dem no collect any money.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to your cart' })).toHaveAttribute('href', '/cart');
  });
});
