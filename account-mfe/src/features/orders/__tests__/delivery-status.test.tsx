// A delivered order's rider on the track page: who and their phone with the delivery code, "arriving",
// "delivered at", in the language the API words it; after a failed try the shopper rebooks a day or
// collects it at the pharmacy instead; the page's own words in English and Pidgin.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { orderFixture } from '../../../../../tooling/jest/fixtures/orders';
import { accountMessages } from '../../../i18n';
import TrackOrderPage from '../../../pages/track-order-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const ORDER_ID = '22222222-2222-4222-8222-222222222222';
const DELIVERY_ID = '33333333-3333-4333-8333-333333333333';
const TRACKED = {
  ...orderFixture({ orderId: ORDER_ID, userId: USER_ID, status: 'Shipped' }),
  statusHistory: [],
  refundedAmount: 0,
  amountPaid: 1000,
  refundStatus: null,
  refundExpectedWithin: '3 to 10 working days',
  rider: { name: 'Musa', phone: '+2348031112222' },
  fulfilment: { kind: 'delivery', location: null, readyAt: null, pickedUpAt: null },
};
const delivery = (overrides: Record<string, unknown>) => ({
  id: DELIVERY_ID,
  parcelId: '44444444-4444-4444-8444-444444444444',
  orderId: ORDER_ID,
  state: 'assigned',
  rider: { name: 'Musa', phone: '+2348031112222' },
  etaMinutes: null,
  startedAt: null,
  deliveredAt: null,
  deliveredAtLagos: null,
  failedTries: 0,
  maxTries: 2,
  lastFailure: null,
  codeTriesLeft: 5,
  rebooked: null,
  line: 'Your rider is Musa, 0803 111 2222, on the way.',
  code: '482913',
  canRebook: false,
  photo: false,
  ...overrides,
});

function serve(deliveries: unknown[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/Order/track/${ORDER_ID}`) return ok(TRACKED);
    if (url === `/api/Order/${ORDER_ID}/deliveries`) return ok(deliveries);
    throw new Error(`unexpected ${url}`);
  });
}
const renderTrack = () => renderPage(<TrackOrderPage />, { path: '/track/:orderId', url: `/track/${ORDER_ID}` });

beforeEach(() => signIn(USER_ID));
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
  localeStore.setState({ locale: 'en' });
});

it('shows the rider on the way with the delivery code to give at the door', async () => {
  serve([delivery({})]);
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  expect(within(section).getByRole('heading')).toHaveTextContent('Your delivery');
  expect(section).toHaveTextContent('Your rider is Musa, 0803 111 2222, on the way.');
  expect(within(section).getByTestId('delivery-code')).toHaveTextContent('482913');
  expect(section).toHaveTextContent('Give it to the rider only when the parcel is in your hands.');
  expect(within(section).queryByRole('button')).toBeNull();
});

it('after a delivery: the time delivered, and no code any more', async () => {
  serve([delivery({ state: 'delivered', line: 'Delivered at 14:32.', code: null })]);
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  expect(section).toHaveTextContent('Delivered at 14:32.');
  expect(within(section).queryByTestId('delivery-code')).toBeNull();
});

it('after a delivery with the rider’s photo of the handover: opens it, fetched with the session', async () => {
  const photo = new Blob(['jpeg'], { type: 'image/jpeg' });
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === `/api/Order/track/${ORDER_ID}`) return ok(TRACKED);
    if (url === `/api/Order/${ORDER_ID}/deliveries`) return ok([delivery({ state: 'delivered', code: null, photo: true })]);
    if (url === `/api/deliveries/${DELIVERY_ID}/photo`) return ok(photo);
    throw new Error(`unexpected ${url}`);
  });
  URL.createObjectURL = jest.fn(() => 'blob:handover');
  const open = jest.spyOn(window, 'open').mockReturnValue(null);
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  await userEvent.click(within(section).getByRole('button', { name: 'See the rider’s photo of the handover' }));
  await waitFor(() => expect(open).toHaveBeenCalledWith('blob:handover', '_blank', 'noopener'));
  expect(URL.createObjectURL).toHaveBeenCalledWith(photo);
});

it('no photo, no button', async () => {
  serve([delivery({ state: 'delivered', line: 'Delivered at 14:32.', code: null })]);
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  expect(within(section).queryByRole('button', { name: /photo/ })).toBeNull();
});

it('after a failed try: rebooks a day and part of the day, or collects it at the pharmacy instead', async () => {
  const get = serve([
    delivery({
      state: 'failed',
      line: 'We could not deliver it: no one was home. Rebook a time or collect it at the pharmacy.',
      canRebook: true,
      code: null,
    }),
  ]);
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(null));
  const u = userEvent.setup();
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  expect(section).toHaveTextContent('no one was home');
  const day = within(section).getByLabelText('Day') as HTMLSelectElement;
  expect(day.options).toHaveLength(7);
  await u.selectOptions(within(section).getByLabelText('Time of day'), 'evening');
  await u.click(within(section).getByRole('button', { name: 'Rebook' }));
  expect(post.mock.calls[0]).toEqual([`/api/Order/${ORDER_ID}/deliveries/${DELIVERY_ID}/rebook`, { day: day.value, slot: 'evening' }]);
  // The page reads the order again after the change.
  await waitFor(() => expect(get.mock.calls.filter(([url]) => url === `/api/Order/track/${ORDER_ID}`).length).toBeGreaterThan(1));
  await u.click(within(await screen.findByTestId('track-delivery')).getByRole('button', { name: 'Collect it at the pharmacy instead' }));
  await waitFor(() => expect(post.mock.calls[1][0]).toBe(`/api/Order/${ORDER_ID}/deliveries/${DELIVERY_ID}/pickup`));
});

it('in Pidgin: the page’s own words are in Pidgin', async () => {
  await accountMessages.ready('pcm');
  setLocale('pcm');
  serve([delivery({ state: 'failed', line: 'We no fit deliver am: nobody dey house.', canRebook: true, code: null })]);
  renderTrack();
  const section = await screen.findByTestId('track-delivery');
  expect(within(section).getByRole('button', { name: 'Book am again' })).toBeInTheDocument();
  expect(within(section).getByRole('button', { name: 'I go collect am for the pharmacy' })).toBeInTheDocument();
  expect(section).toHaveTextContent('Book the delivery again');
});
