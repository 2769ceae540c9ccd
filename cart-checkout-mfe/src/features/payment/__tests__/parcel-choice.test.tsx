import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import * as browserLocation from '../../../lib/browser-location';
import { deliveryZonesFixture, kanoZoneFixture } from '../../../../../tooling/jest/fixtures/delivery';
import PaymentFormPage from '../../../pages/payment-form-page';
import { httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

const KANO_ZONE = kanoZoneFixture();
const parcel = (from: string, kind: string, lines: [string, number][], window: string) => ({
  locationId: kind === 'warehouse' ? '00000000-0000-4000-8000-00000000a001' : '33333333-3333-4333-8333-333333333333',
  from,
  kind,
  lines: lines.map(([medicineName, quantity]) => ({ medicineId: medicineName, medicineName, quantity })),
  fee: 3000,
  window,
  waitsForTransfer: false,
});
// Kano's pharmacy has the Coartem only: one later parcel from the warehouse, or a split.
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 5900,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 8900,
  freeDeliveryThreshold: 100000,
  window: { minDays: 3, maxDays: 5, earliest: '2026-01-07', latest: '2026-01-09', text: '3–5 working days (Wed 7 Jan – Fri 9 Jan)' },
  deliveryChoice: {
    one: {
      deliveryFee: 3000,
      total: 8900,
      window: '3–5 working days (Wed 7 Jan – Fri 9 Jan)',
      parcels: [
        parcel(
          'Central warehouse',
          'warehouse',
          [
            ['Coartem 80/480', 2],
            ['ORS sachet', 3],
          ],
          '3–5 working days',
        ),
      ],
    },
    split: {
      deliveryFee: 6000,
      total: 11900,
      window: '0–1 working days (Mon 5 Jan – Fri 9 Jan)',
      parcels: [
        parcel('e-pharmacy Nassarawa GRA', 'pharmacy', [['Coartem 80/480', 2]], '0–1 working days'),
        parcel('Central warehouse', 'warehouse', [['ORS sachet', 3]], '3–5 working days'),
      ],
    },
  },
};

describe('one later parcel or a split, before paying', () => {
  beforeEach(() => signIn());
  afterEach(() => signOut());

  it('shows both options with each parcel’s fee and window, and pays the chosen option’s total with the choice', async () => {
    jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok(deliveryZonesFixture({ zones: [KANO_ZONE] }));
      if (url === '/api/delivery/addresses') return ok([]);
      throw httpError(404, { message: 'not found' });
    });
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/checkout/quote') return ok(QUOTE);
      if (url === '/api/delivery/addresses') return { ...ok({ id: 'new-address-id' }), status: 201 };
      if (url === '/api/payment/initiate') return ok({ status: true, message: 'ok', data: { authorization_url: 'http://pay.test/x' } });
      throw httpError(404, { message: 'not found' });
    });
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5900&paymentType=medicine');
    await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await user.selectOptions(screen.getByLabelText('State'), 'kano');
    await user.type(screen.getByLabelText('City or LGA'), 'Kano Municipal');
    await user.type(screen.getByLabelText(/^Street address/), '4 Zoo Road');
    await user.type(screen.getByLabelText(/^Phone number for the rider/), '0803 123 4567');
    await user.click(screen.getByLabelText('Save this address in my profile'));

    const one = await screen.findByRole('radio', { name: /One parcel, later/ });
    expect(one).toBeChecked();
    const split = screen.getByRole('radio', { name: /Split into parcels/ });
    expect(split).toHaveAccessibleName(expect.stringContaining('From e-pharmacy Nassarawa GRA: Coartem 80/480 ×2'));
    expect(screen.getByTestId('parcel-choice')).toHaveTextContent('From our warehouse: ORS sachet ×3 — N3,000, 3–5 working days');
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('N8,900'));

    await user.click(split);
    await waitFor(() => expect(screen.getByTestId('payment-total')).toHaveTextContent('N11,900'));
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('N6,000');
    await user.click(screen.getByRole('button', { name: 'Pay N11,900' }));
    await waitFor(() =>
      expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ amount: 11900, parcels: 'split' })),
    );
  });
});
