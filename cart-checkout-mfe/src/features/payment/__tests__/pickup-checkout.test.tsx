import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
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

describe('click-and-collect at checkout', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

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
});
