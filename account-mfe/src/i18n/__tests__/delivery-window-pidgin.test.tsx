// An order's expected delivery on its track page and its receipt (order details): worded in Pidgin
// from the window's working days and dates (delivery-kit), in English exactly as the server wrote it.
import { act, screen } from '@testing-library/react';
import { deliveryMessages, windowMessages } from 'delivery-kit';
import { clearSession, localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import OrderDetailPage from '../../pages/order-detail-page';
import TrackOrderPage from '../../pages/track-order-page';
import { ok, renderPage, signIn } from '../../testing/render-page';
import { accountMessages } from '..';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const WINDOW = { minDays: 3, maxDays: 5, earliest: '2026-12-10', latest: '2026-12-14', text: '3–5 working days (Thu 10 Dec – Mon 14 Dec)' };
const ORDER = {
  orderId: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'EPH-000123',
  userId: USER_ID,
  totalPrice: 15500,
  itemsTotal: 12500,
  deliveryFee: 3000,
  orderDate: '2026-12-07T09:30:00.000Z',
  status: 'Shipped',
  refundedAmount: 0,
  refundStatus: null,
  statusHistory: [{ status: 'Pending', at: '2026-12-07T09:30:00.000Z' }],
  orderItems: [{ medicineName: 'Paracetamol 500mg', quantity: 2, price: 6250 }],
  shippingAddress: '12 Allen Avenue, Ikeja',
  deliveryWindow: WINDOW,
};

async function speak(locale: 'en' | 'pcm') {
  await act(async () => {
    await Promise.all([accountMessages.ready(locale), deliveryMessages.ready(locale), windowMessages.ready(locale)]);
    setLocale(locale);
  });
}

beforeEach(() => {
  signIn(USER_ID);
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/Order/track/${ORDER.orderId}` || url === `/api/Order/${ORDER.orderId}`) return ok(ORDER);
    throw new Error(`unexpected ${url}`);
  });
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

const track = () => renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER.orderId}` });
const details = () => renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${ORDER.orderId}` });

describe('the track page', () => {
  it('says in Pidgin when the order go reach', async () => {
    await speak('pcm');
    track();
    expect(await screen.findByTestId('track-window')).toHaveTextContent('between Thu 10 Dec and Mon 14 Dec (3 to 5 working days)');
  });

  it('says in English exactly what the server wrote', async () => {
    await speak('en');
    track();
    expect(await screen.findByTestId('track-window')).toHaveTextContent(`Expected delivery: ${WINDOW.text}`);
  });
});

describe('the order’s receipt', () => {
  it('says in Pidgin when the order go reach', async () => {
    await speak('pcm');
    details();
    expect(await screen.findByTestId('order-window')).toHaveTextContent(
      'When e go reach you: between Thu 10 Dec and Mon 14 Dec (3 to 5 working days)',
    );
  });

  it('says in English exactly what the server wrote', async () => {
    await speak('en');
    details();
    expect(await screen.findByTestId('order-window')).toHaveTextContent(`Expected delivery: ${WINDOW.text}`);
  });
});
