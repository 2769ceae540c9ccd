// My orders, tracking, refill plans and lab tests drawn in Nigerian Pidgin: statuses, money, dates and plurals.
import { act, screen, within } from '@testing-library/react';
import { clearSession, localeStore, PSEUDO_LOCALE, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import LabTestsPage from '../../pages/lab-tests-page';
import RefillPlansPage from '../../pages/refill-plans-page';
import TrackOrderPage from '../../pages/track-order-page';
import UserOrdersPage from '../../pages/user-orders-page';
import { ok, renderPage, signIn } from '../../testing/render-page';
import { accountMessages } from '..';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER = {
  orderId: '22222222-2222-4222-8222-222222222222',
  orderNumber: 'EPH-000123',
  userId: USER_ID,
  totalPrice: 15500,
  itemsTotal: 12500,
  deliveryFee: 3000,
  // 23:30 UTC is already the next day in Lagos.
  orderDate: '2026-03-04T23:30:00.000Z',
  status: 'Shipped',
  refundedAmount: 9500,
  amountPaid: 6000,
  statusHistory: [
    { status: 'Pending', at: '2026-03-04T23:30:00.000Z' },
    { status: 'Shipped', at: '2026-03-06T09:45:00.000Z' },
  ],
  orderItems: [
    { medicineName: 'Paracetamol 500mg', quantity: 2, price: 1250 },
    { medicineName: 'Amoxicillin 250mg', quantity: 1, price: 10000 },
    { medicineName: 'Vitamin C 1000mg', quantity: 3, price: 500 },
  ],
};
const PLAN = {
  id: '44444444-4444-4444-8444-444444444444',
  medicineId: '55555555-5555-4555-8555-555555555555',
  medicineName: 'Amlodipine 5mg',
  quantity: 2,
  intervalDays: 28,
  intervalSource: 'weeks',
  nextRunOn: '2026-12-24',
  status: 'needs-confirmation',
  addressId: '66666666-6666-4666-8666-666666666666',
  autoPay: false,
  card: null,
  nextAmount: 4000,
  agreedUnitPrice: 2000,
  prescriptionId: null,
  prescribedUnitsLeft: null,
  lastCycle: { runOn: '2026-11-26', status: 'skipped', reason: null, orderId: null, amount: null },
  createdAt: '2026-11-26T10:00:00Z',
};
const BOOKING = {
  id: '44444444-4444-4444-8444-444444444444',
  testName: 'Fasting blood sugar',
  startsAt: '2099-05-01T07:00:00.000Z',
  area: 'Yaba',
  mode: 'home',
  address: '4 Allen Avenue',
  testPrice: 3500,
  homeFee: 1500,
  total: 5000,
  status: 'awaiting-payment',
  paid: false,
  refundDue: null,
  attendance: null,
  resultReady: false,
};

beforeEach(async () => {
  signIn(USER_ID);
  await accountMessages.ready('pcm');
  setLocale('pcm');
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

const serve = (answers: Record<string, unknown>) =>
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url in answers) return ok(answers[url]);
    throw new Error(`unexpected ${url}`);
  });

describe('account screens in Pidgin', () => {
  it('lists an order with its status, Lagos date, refund in naira and how many more items', async () => {
    serve({ [`/api/Order/user/${USER_ID}`]: [ORDER], '/api/refills/orders': { orderIds: [] } });
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    const card = await screen.findByRole('listitem');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('My orders');
    expect(within(card).getByText('E don commot')).toBeInTheDocument();
    expect(within(card).getByText('05/03/2026')).toBeInTheDocument();
    expect(within(card).getByTestId('order-first-items')).toHaveTextContent('Paracetamol 500mg × 2, Amoxicillin 250mg × 1 plus 1 more');
    expect(within(card).getByTestId('refunded-and-paid')).toHaveTextContent('We don refund −N9,500 · Wetin you pay: N6,000');
    expect(within(card).getByRole('link', { name: 'See order EPH-000123' })).toHaveTextContent('See am');
    expect(within(card).getByRole('button', { name: 'Buy am again' })).toBeEnabled();
  });

  it('offers a delivered order as a refill plan, the medicine named where Pidgin puts it', async () => {
    const line = { medicineId: '55555555-5555-4555-8555-555555555555', medicineName: 'Amlodipine 5mg', quantity: 1, price: 2000 };
    serve({
      [`/api/Order/user/${USER_ID}`]: [{ ...ORDER, status: 'Delivered', orderItems: [line] }],
      '/api/refills/orders': { orderIds: [] },
    });
    renderPage(<UserOrdersPage />, { path: '/user-orders', url: '/user-orders' });
    const link = await screen.findByRole('link', { name: 'Refill Amlodipine 5mg every time' });
    expect(link).toHaveAttribute('href', expect.stringContaining(`medicineId=${line.medicineId}`));
    act(() => setLocale('en'));
    expect(screen.getByRole('link', { name: 'Refill Amlodipine 5mg regularly' })).toBe(link);
  });

  it('tracks an order step by step, dd/mm/yyyy and Lagos time', async () => {
    serve({ [`/api/Order/track/${ORDER.orderId}`]: { ...ORDER, refundedAmount: 0, refundStatus: null } });
    renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER.orderId}` });
    const steps = within(await screen.findByRole('list', { name: 'How the order dey go' })).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      'You don put order05/03/2026 00:30',
      'E dey come06/03/2026 10:45',
      'E don landE never reach',
    ]);
    expect(screen.getByRole('link', { name: 'Go back to my orders' })).toBeInTheDocument();
  });

  it('shows a refill plan waiting for a price confirmation, with weeks as a plural', async () => {
    serve({ '/api/refills': { items: [PLAN] } });
    renderPage(<RefillPlansPage />, { path: '/account/refills', url: '/account/refills' });
    const card = await screen.findByRole('listitem', { name: '2 × Amlodipine 5mg' });
    expect(card).toHaveTextContent('Price don go up: confirm make e continue');
    expect(within(card).getByTestId('refill-next')).toHaveTextContent('24/12/2026');
    expect(card).toHaveTextContent('N4,000 plus delivery');
    expect(card).toHaveTextContent('4 weeks');
    expect(card).toHaveTextContent('26/11/2026: you skip am');
    expect(within(card).getByRole('button', { name: 'Confirm the new price' })).toBeInTheDocument();
  });

  it('shows a lab booking waiting for payment, and switches back to English without a reload', async () => {
    serve({ '/api/labs/tests': [], '/api/labs/bookings': [BOOKING] });
    renderPage(<LabTestsPage />, { path: '/account/lab-tests', url: '/account/lab-tests' });
    const card = await screen.findByRole('listitem', { name: 'Fasting blood sugar' });
    expect(card).toHaveTextContent('01/05/2099 08:00 · Yaba · for house');
    expect(card).toHaveTextContent('E dey wait for payment');
    expect(within(card).getByRole('button', { name: 'Pay N5,000' })).toBeInTheDocument();
    expect(screen.getByText('No laboratory don put test yet.')).toBeInTheDocument();
    act(() => setLocale('en'));
    expect(card).toHaveTextContent('at home');
    expect(card).toHaveTextContent('Awaiting payment');
    act(() => setLocale(PSEUDO_LOCALE));
    expect(screen.getByText(/^No laboratory publishes tests yet\. ẋẋẋẋ/)).toBeInTheDocument();
  });
});
