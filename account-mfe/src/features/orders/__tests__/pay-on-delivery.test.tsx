import { screen } from '@testing-library/react';
import { clearSession, localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import OrderDetailPage from '../../../pages/order-detail-page';
import TrackOrderPage from '../../../pages/track-order-page';
import { accountMessages } from '../../../i18n';
import { ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
/** A Kano order paid on delivery, not paid yet: N7,500 due to the rider. */
const ORDER = {
  orderId: ORDER_ID,
  orderNumber: 'EPH-000124',
  userId: USER_ID,
  totalPrice: 7500,
  itemsTotal: 4500,
  deliveryFee: 3000,
  deliveryAddress: {
    recipient: 'Aisha Bello',
    zone: 'kano',
    state: 'Kano',
    zoneName: 'Kano',
    city: 'Kano',
    street: '4 Zoo Road',
    landmark: '',
    phone: '+2348037770101',
  },
  deliveryWindow: {
    minDays: 0,
    maxDays: 1,
    earliest: '2026-03-04',
    latest: '2026-03-05',
    text: '0–1 working days (Wed 4 Mar – Thu 5 Mar)',
  },
  orderDate: '2026-03-04T08:30:00.000Z',
  status: 'Pending',
  statusHistory: [{ status: 'Pending', at: '2026-03-04T08:30:00.000Z' }],
  orderItems: [{ medicineName: 'ORS sachets', quantity: 1, price: 4500 }],
  refundedAmount: 0,
  amountPaid: 0,
  refundStatus: null,
  refundExpectedWithin: '3 to 10 working days',
  rider: null,
  fulfilment: { kind: 'delivery', location: null, readyAt: null, pickedUpAt: null },
  payOnDelivery: { state: 'open', toPay: 7500 },
};

beforeAll(() => accountMessages.ready('pcm'));
beforeEach(() => signIn(USER_ID));
afterEach(() => {
  clearSession();
  localeStore.setState({ locale: 'en' });
});

describe('an order paid on delivery', () => {
  it('says on the order page what is due to the rider, and how it is paid', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(ORDER));
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER_ID}` });
    expect(await screen.findByTestId('to-pay-rider')).toHaveTextContent(
      'To pay the rider: N7,500Pay when your order arrives, with the payment link the rider brings (card, transfer or USSD).',
    );
    expect(screen.queryByText(/Total paid|You paid/)).not.toBeInTheDocument();
  });

  it('says it on the track page, in Pidgin too; nothing once the rider’s link is paid', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(ORDER));
    const english = renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER_ID}` });
    expect(await screen.findByTestId('to-pay-rider')).toHaveTextContent(/^To pay the rider: N7,500/);
    english.unmount();
    setLocale('pcm');
    const pidgin = renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER_ID}` });
    expect(await screen.findByTestId('to-pay-rider')).toHaveTextContent(/^Money wey you go pay the rider: N7,500/);
    pidgin.unmount();
    get.mockResolvedValue(ok({ ...ORDER, payOnDelivery: { state: 'paid', toPay: 7500 }, amountPaid: 7500 }));
    renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER_ID}` });
    await screen.findByTestId('order-number');
    expect(screen.queryByTestId('to-pay-rider')).not.toBeInTheDocument();
  });
});
