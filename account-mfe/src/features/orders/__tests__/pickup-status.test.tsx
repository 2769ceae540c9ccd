// A click-and-collect order reads "Ready for pickup" then "Collected" on My orders and on its detail
// page, never "Delivered", in English and in Pidgin.
import { screen, within } from '@testing-library/react';
import { clearSession, localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { accountMessages } from '../../../i18n';
import OrderDetailPage from '../../../pages/order-detail-page';
import UserOrdersPage from '../../../pages/user-orders-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const LEKKI = { name: 'e-pharmacy Lekki', address: 'Admiralty Way', openingHours: 'Mon–Sat 8:00–21:00', contact: '' };
const order = (id: string, number: string, status: string, fulfilment: object) => ({
  orderId: id,
  orderNumber: number,
  userId: USER_ID,
  totalPrice: 12500,
  itemsTotal: 12500,
  deliveryFee: 0,
  deliveryAddress: null,
  orderDate: '2026-03-04T10:30:00.000Z',
  status,
  review: null,
  orderItems: [{ medicineName: 'Paracetamol 500mg', quantity: 2, price: 1250 }],
  fulfilment,
});
const READY = order('22222222-2222-4222-8222-222222222222', 'EPH-000201', 'Processing', {
  kind: 'pickup',
  location: LEKKI,
  readyAt: '2026-03-05T08:10:00.000Z',
  pickedUpAt: null,
});
const COLLECTED = order('33333333-3333-4333-8333-333333333333', 'EPH-000200', 'Delivered', {
  kind: 'pickup',
  location: LEKKI,
  readyAt: '2026-03-05T08:10:00.000Z',
  pickedUpAt: '2026-03-06T09:45:00.000Z',
});
const DELIVERED = order('44444444-4444-4444-8444-444444444444', 'EPH-000199', 'Delivered', {
  kind: 'delivery',
  location: null,
  readyAt: null,
  pickedUpAt: null,
});

function answer(byUrl: Record<string, unknown>) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => ok(byUrl[url] ?? { items: [] }));
}

/** Each card's heading and its status, as listed. */
async function listedStatuses(): Promise<string[][]> {
  const list = await screen.findByRole('list', { name: accountMessages.t('orders.listLabel') });
  return within(list)
    .getAllByRole('listitem')
    .map((card) => [
      within(card).getByRole('heading', { level: 2 }).textContent ?? '',
      card.querySelector('.account-status')?.textContent ?? '',
    ]);
}

beforeEach(() => signIn(USER_ID));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
  localeStore.setState({ locale: 'en' });
});

describe.each([
  ['en', ['Ready for pickup', 'Collected', 'Delivered']],
  ['pcm', ['E don ready for pickup', 'You don collect am', 'E don land']],
])('a pickup order’s status (%s)', (locale, [ready, collected, delivered]) => {
  beforeEach(async () => {
    await accountMessages.ready('pcm');
    setLocale(locale);
  });

  it('reads ready for pickup, then collected, on My orders; a delivered order still reads delivered', async () => {
    answer({ [`/api/Order/user/${USER_ID}`]: [READY, COLLECTED, DELIVERED] });
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    const statuses = await listedStatuses();
    expect(statuses.map(([, status]) => status)).toEqual([ready, collected, delivered]);
  });

  it('reads collected on the order’s own page, not delivered', async () => {
    answer({ [`/api/Order/${COLLECTED.orderId}`]: COLLECTED });
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${COLLECTED.orderId}` });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000200');
    expect(document.querySelector('.account-status')).toHaveTextContent(collected);
  });

  it('reads ready for pickup on the order’s own page once the pharmacy has it ready', async () => {
    answer({ [`/api/Order/${READY.orderId}`]: READY });
    renderPage(<OrderDetailPage />, { path: '/order/:orderId', url: `/order/${READY.orderId}` });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000201');
    expect(document.querySelector('.account-status')).toHaveTextContent(ready);
  });
});
