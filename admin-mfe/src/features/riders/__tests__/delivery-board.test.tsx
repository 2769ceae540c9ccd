import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import { DeliveryBoard } from '../delivery-board';
import { riderStop, WAITING_PARCEL } from './rider-fixtures';

const out = (id: string, state: string, overrides: Record<string, unknown> = {}) =>
  riderStop(id, {
    state,
    failedTries: state === 'returning' ? 2 : 0,
    landmark: '',
    mapUrl: 'https://www.google.com/maps',
    lines: [],
    ...overrides,
  });

const BOARD = {
  waiting: [WAITING_PARCEL],
  out: [out('1', 'assigned', { toPay: 4500 }), out('2', 'returning')],
};
const RIDERS = [
  { userId: 'r-1', pharmacyId: 'ph-1', name: 'Musa', phone: '+2348031112222' },
  { userId: 'r-2', pharmacyId: 'ph-1', name: 'Bala', phone: '+2348033334444' },
];

beforeEach(() => setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role: 'user', UserId: 'u-1' }), refreshToken: 'r' }));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

function serve() {
  jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/staff/deliveries') return ok(BOARD);
    if (path === '/api/staff/riders') return ok(RIDERS);
    throw new Error(`unexpected ${path}`);
  });
}

it('gives a waiting parcel to the chosen rider and follows those out, with what to collect', async () => {
  serve();
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(null));
  const onDone = jest.fn();
  const { user: u } = renderAt(<DeliveryBoard round={0} onDone={onDone} />);
  const waiting = await screen.findByRole('listitem', { name: 'Parcel EPH-000007' });
  expect(waiting).toHaveTextContent('2 × Paracetamol 500mg');
  await u.selectOptions(within(waiting).getByLabelText('Rider'), 'r-2');
  await u.click(within(waiting).getByRole('button', { name: 'Give to rider' }));
  expect(post.mock.calls[0]).toEqual(['/api/staff/deliveries/assign', { parcelId: 'p-7', riderId: 'r-2' }]);
  await waitFor(() => expect(onDone).toHaveBeenCalled());
  expect(screen.getByRole('listitem', { name: 'Parcel EPH-000001' })).toHaveTextContent('Musa');
  expect(screen.getByRole('listitem', { name: 'Parcel EPH-000001' })).toHaveTextContent('on the way · collect N4,500');
  expect(within(screen.getByRole('listitem', { name: 'Parcel EPH-000001' })).queryByRole('button')).toBeNull();
});

it('checks a returning parcel in, and shows the server’s refusal when it was already checked in', async () => {
  serve();
  const post = jest
    .spyOn(apiClient, 'post')
    .mockResolvedValueOnce(ok({ refunded: 3000 }))
    .mockRejectedValueOnce(httpError(409, { message: 'This parcel was already checked in.', code: 'already-returned' }));
  const onDone = jest.fn();
  const { user: u } = renderAt(<DeliveryBoard round={0} onDone={onDone} />);
  const back = await screen.findByRole('listitem', { name: 'Parcel EPH-000002' });
  expect(back).toHaveTextContent('coming back · 2 of 2 tries failed');
  await u.click(within(back).getByRole('button', { name: 'Check in: parcel is back' }));
  expect(post.mock.calls[0][0]).toBe('/api/staff/deliveries/2/check-in');
  await waitFor(() => expect(onDone).toHaveBeenCalledTimes(1));
  await u.click(within(back).getByRole('button', { name: 'Check in: parcel is back' }));
  await waitFor(() => expect(post).toHaveBeenCalledTimes(2));
  expect(onDone).toHaveBeenCalledTimes(1);
});
