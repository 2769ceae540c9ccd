import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { cartMessages } from '../../../i18n';
import * as browserLocation from '../../../lib/browser-location';
import PaymentFormPage from '../../../pages/payment-form-page';
import { USER_ID, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

const LEKKI = {
  pharmacyId: '11111111-1111-4111-8111-111111111111',
  name: 'e-pharmacy Lekki',
  address: 'Admiralty Way, Lekki Phase 1, Lagos',
  state: 'Lagos',
  openingHours: 'Mon–Sat 8:00–21:00, Sun 12:00–18:00',
  contact: '+234 803 555 0102',
  inYourState: false,
  hasYourCart: true,
  readiness: 'now',
  readyWindow: { minDays: 0, maxDays: 1, earliest: '2026-01-05', latest: '2026-01-06', text: '0–1 working days' },
};
const KANO = {
  ...LEKKI,
  pharmacyId: '22222222-2222-4222-8222-222222222222',
  name: 'e-pharmacy Nassarawa GRA',
  state: 'Kano',
  inYourState: true,
  hasYourCart: false,
  readiness: 'transfer',
  readyWindow: { minDays: 2, maxDays: 3, earliest: '2026-01-07', latest: '2026-01-08', text: '2–3 working days' },
};

beforeAll(() => cartMessages.ready('pcm'));

describe('click-and-collect at checkout', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    signOut();
    localeStore.setState({ locale: 'en' });
  });

  it('lists pickup points by state with hours, quotes no delivery fee and pays with the pharmacy and phone', async () => {
    jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok({ freeDeliveryThreshold: 100000, zones: [] });
      if (url === '/api/delivery/addresses') return ok([]);
      if (url === '/api/pickup-points') return ok([KANO, LEKKI]);
      throw httpError(404, { message: 'not found' });
    });
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown) => {
      if (url === '/api/checkout/quote') {
        expect(body).toEqual({ pickupPharmacyId: LEKKI.pharmacyId });
        return ok({
          zone: { code: 'lagos-island', state: 'Lagos', name: 'Pickup at e-pharmacy Lekki' },
          itemsTotal: 5000,
          deliveryFee: 0,
          zoneFee: 0,
          total: 5000,
          freeDeliveryThreshold: 100000,
          window: { minDays: 0, maxDays: 1, earliest: '2026-01-05', latest: '2026-01-06', text: 'today or the next working day' },
        });
      }
      if (url === '/api/payment/initiate') return ok({ status: true, message: 'ok', data: { authorization_url: 'http://pay.test/x' } });
      throw httpError(404, { message: 'not found' });
    });
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.click(screen.getByRole('radio', { name: 'Collect at a pharmacy (no delivery fee)' }));
    // The shopper's state first, as the server orders them; a pharmacy lacking an item says when, not today.
    expect(await screen.findByRole('heading', { name: 'Kano: your state' })).toBeInTheDocument();
    const headings = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(headings.indexOf('Kano: your state')).toBeLessThan(headings.indexOf('Lagos'));
    expect(screen.getByTestId('pickup-after-transfer')).toHaveTextContent(
      'Some of your items come from our warehouse first: ready for pickup in 2–3 working days, not today.',
    );
    expect(screen.getByText('Ready for pickup today or the next working day.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /e-pharmacy Lekki/ }));
    expect(screen.getAllByText(/Mon–Sat 8:00–21:00/).length).toBe(2);
    await user.type(screen.getByLabelText(/^Your phone/), '0803 123 4567');
    await waitFor(() => expect(screen.getByTestId('payment-amount')).toHaveTextContent(/^N5,000$/));
    // The summary speaks of a collection, not a delivery.
    expect(screen.getByTestId('delivery-summary')).toHaveTextContent('Collection at the pharmacy');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Ready for pickup: today or the next working day');
    await user.click(screen.getByRole('button', { name: 'Pay N5,000' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith(
        '/api/payment/initiate',
        expect.objectContaining({ amount: 5000, userId: USER_ID, pickup: { pharmacyId: LEKKI.pharmacyId, phone: '0803 123 4567' } }),
      ),
    );
    const sent = post.mock.calls.find(([url]) => url === '/api/payment/initiate')![1] as Record<string, unknown>;
    expect(sent.deliveryAddress).toBeUndefined();
    expect(sent.addressId).toBeUndefined();
  });

  describe('the state put first', () => {
    afterEach(() => {
      sessionStorage.clear();
      localStorage.clear();
    });

    async function nearAsked(): Promise<unknown> {
      const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
        if (url === '/api/delivery') return ok({ freeDeliveryThreshold: 100000, zones: [] });
        if (url === '/api/delivery/addresses') return ok([]);
        if (url === '/api/pickup-points') return ok([KANO, LEKKI]);
        throw httpError(404, { message: 'not found' });
      });
      const user = userEvent.setup();
      renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
      await user.click(screen.getByRole('radio', { name: 'Collect at a pharmacy (no delivery fee)' }));
      await screen.findByRole('radio', { name: /e-pharmacy Lekki/ });
      const call = get.mock.calls.find(([url]) => url === '/api/pickup-points');
      return (call?.[1] as { params?: { near?: string } } | undefined)?.params?.near;
    }

    it('is the area picked for the cart’s delivery estimate, before the one chosen on a product page', async () => {
      sessionStorage.setItem('ep.cart.deliveryZone', 'kano');
      localStorage.setItem('ep.shopper.state', 'lagos-island');
      expect(await nearAsked()).toBe('kano');
    });

    it('is the product page’s area (a zone code, or an older state name) when the cart picked none', async () => {
      localStorage.setItem('ep.shopper.state', 'lagos-island');
      expect(await nearAsked()).toBe('lagos-island');
    });

    it('is left to the saved address when nothing was chosen', async () => {
      expect(await nearAsked()).toBeUndefined();
    });
  });

  it.each([
    ['en', 'Collect at a pharmacy (no delivery fee)', 'Your phone (when it is ready we email you, and text you if you agree to texts)'],
    [
      'pcm',
      'I go collect am for pharmacy (no delivery money)',
      'Your phone (when e ready we go email you, and text you if you gree make we text you)',
    ],
  ])('the phone for a pickup says the shop emails, and texts with consent, when it is ready (%s)', async (locale, collect, phone) => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok({ freeDeliveryThreshold: 100000, zones: [] });
      if (url === '/api/delivery/addresses') return ok([]);
      if (url === '/api/pickup-points') return ok([LEKKI]);
      throw httpError(404, { message: 'not found' });
    });
    setLocale(locale);
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await user.click(await screen.findByRole('radio', { name: collect }));
    expect(await screen.findByLabelText(phone, { exact: false })).toHaveAttribute('type', 'tel');
    expect(screen.queryByText(/call/i)).not.toBeInTheDocument();
  });
});
