import { screen, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import StaffOrdersPage from '../../../pages/staff-orders-page';
import { readQr } from '../qr/__tests__/qr-reader';

const PAY_URL = 'https://checkout.paystack.com/pod-abc';
/** A Kano delivery paid on delivery (N7,500 due) and a pickup already paid. */
const ORDERS = [
  {
    id: 'o-7',
    number: 'EPH-000007',
    status: 'Processing',
    fulfilment: 'delivery',
    createdAt: '2026-11-20T10:00:00.000Z',
    pickupReadyAt: null,
    riderName: null,
    customerName: 'Aisha Bello',
    toPay: 7500,
    lines: [{ medicineName: 'ORS sachets', quantity: 1 }],
  },
  {
    id: 'o-8',
    number: 'EPH-000008',
    status: 'Pending',
    fulfilment: 'pickup',
    createdAt: '2026-11-20T10:05:00.000Z',
    pickupReadyAt: null,
    riderName: null,
    customerName: 'Tola Ade',
    toPay: null,
    lines: [{ medicineName: 'Vitamin C', quantity: 1 }],
  },
];
const KANO = {
  id: 'ph-2',
  name: 'e-pharmacy Kano',
  kind: 'pharmacy',
  address: 'Zoo Road',
  state: 'Kano',
  openingHours: '',
  isPickupPoint: true,
};

beforeEach(() => {
  setTokens({ accessToken: makeToken({ name: 'Sani Musa', role: 'user', UserId: 'u-2' }), refreshToken: 'r' });
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string, config?: { params?: { stage?: string } }) => {
    if (path === '/api/staff/pharmacy') return ok(KANO);
    if (config?.params?.stage === 'to-pack') return ok(ORDERS);
    if (config?.params?.stage) return ok([]);
    if (path === '/api/staff/deliveries') return ok({ waiting: [], out: [] });
    return ok([]);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('shows what the rider collects, the payment link, and texts it to the customer until the cap', async () => {
  let texts = 0;
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
    if (path === '/api/Order/o-7/pay-on-delivery/link') return ok({ authorizationUrl: PAY_URL, reference: 'EP-7', amount: 7500 });
    if (path === '/api/Order/o-7/pay-on-delivery/link/text') {
      texts += 1;
      if (texts > 3) throw httpError(429, { code: 'link-texts-used', message: 'The payment link was already texted 3 times.' });
      return ok({ sentTo: '0803 777 0101', texts, textsLeft: 3 - texts });
    }
    throw new Error(`unexpected ${path}`);
  });
  const { user } = renderAt(<StaffOrdersPage />);
  const card = await screen.findByRole('listitem', { name: 'Order EPH-000007' });
  const door = within(card).getByRole('region', { name: 'Payment at the door' });
  expect(door).toHaveTextContent('To collect at the door: N7,500');
  expect(within(screen.getByRole('listitem', { name: 'Order EPH-000008' })).queryByRole('region')).not.toBeInTheDocument();

  await user.click(within(door).getByRole('button', { name: 'Show the payment link' }));
  expect(await within(door).findByRole('link', { name: PAY_URL })).toHaveAttribute('href', PAY_URL);
  expect(post.mock.calls[0][0]).toBe('/api/Order/o-7/pay-on-delivery/link');
  // Beside the link, a QR code of it that an independent reader decodes back to the link.
  const qr = within(door).getByRole('img', { name: 'QR code of the payment link' });
  expect(qr.tagName.toLowerCase()).toBe('svg');
  expect(qr.parentElement).toBe(within(door).getByRole('link', { name: PAY_URL }).closest('p')!.parentElement);
  expect(readQr(modulesOf(qr))).toMatchObject({ text: PAY_URL, level: 0 });

  await user.click(within(door).getByRole('button', { name: 'Text the link to the customer' }));
  expect(await within(door).findByRole('status')).toHaveTextContent('Texted to 0803 777 0101. 2 more texts allowed for this order.');
  for (let i = 0; i < 3; i++) await user.click(within(door).getByRole('button', { name: 'Text the link to the customer' }));
  expect(await within(door).findByRole('alert')).toHaveTextContent('The payment link was already texted 3 times.');
});

/** The QR modules drawn by the SVG: one "M{x} {y}h1v1h-1z" square per dark module, inside a 4-module quiet zone. */
function modulesOf(svg: HTMLElement): boolean[][] {
  const side = Number(svg.getAttribute('viewBox')!.split(' ')[2]);
  const size = side - 8;
  const grid = Array.from({ length: size }, () => new Array<boolean>(size).fill(false));
  const d = svg.querySelector('path')!.getAttribute('d')!;
  for (const [, x, y] of d.matchAll(/M(\d+) (\d+)h1v1h-1z/g)) grid[Number(y) - 4][Number(x) - 4] = true;
  return grid;
}
