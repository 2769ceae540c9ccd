import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import RiderPage from '../../../pages/rider-page';
import { riderStop } from './rider-fixtures';

beforeEach(() => setTokens({ accessToken: makeToken({ name: 'Musa Garba', role: 'user', UserId: 'u-9' }), refreshToken: 'r' }));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

it('lists the day’s stops in order with address, landmark, map, call and WhatsApp, what to collect and the prescription flag', async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue(
      ok([riderStop('1', { toPay: 4500 }), riderStop('2', { prescriptionOnly: true, recipient: 'Bola Ade', phone: '+2348035550199' })]),
    );
  renderAt(<RiderPage />);
  const first = await screen.findByRole('listitem', { name: 'Stop 1: EPH-000001' });
  expect(first).toHaveTextContent('4 Zoo Road, Kano, Kano');
  expect(first).toHaveTextContent('Opposite Kano Zoo');
  expect(first).toHaveTextContent('Collect N4,500');
  expect(within(first).getByRole('link', { name: 'Map' })).toHaveAttribute('href', expect.stringContaining('google.com/maps'));
  expect(within(first).getByRole('link', { name: 'Call 0803 123 4567' })).toHaveAttribute('href', 'tel:+2348031234567');
  expect(within(first).getByRole('link', { name: 'WhatsApp 0803 123 4567' })).toHaveAttribute('href', 'https://wa.me/2348031234567');
  const second = screen.getByRole('listitem', { name: 'Stop 2: EPH-000002' });
  expect(second).toHaveTextContent('Prescription-only: ask the patient’s name');
  expect(within(second).getByLabelText('Patient’s name')).toBeInTheDocument();
  expect(within(first).queryByLabelText('Patient’s name')).toBeNull();
});

it('starts the stop, checks the code before handing over (showing the server’s refusal), and records a failed try', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([riderStop('1')]));
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
    if (path.endsWith('/deliver'))
      return Promise.reject(httpError(400, { message: 'This code does not match the parcel (4 tries left).' }));
    if (path.endsWith('/fail')) return ok({ state: 'failed' });
    return ok(null);
  });
  const { user: u } = renderAt(<RiderPage />);
  const card = await screen.findByRole('listitem', { name: 'Stop 1: EPH-000001' });
  await u.click(within(card).getByRole('button', { name: 'Start this stop' }));
  expect(post.mock.calls[0][0]).toBe('/api/rider/deliveries/1/start');
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));

  // A short code is stopped before any call; a wrong one shows the server's words.
  await u.type(within(card).getByLabelText('Customer’s delivery code'), '12');
  await u.click(within(card).getByRole('button', { name: 'Check code and hand over' }));
  expect(await within(card).findByText('The delivery code is six digits.')).toBeInTheDocument();
  expect(post).toHaveBeenCalledTimes(1);
  await u.clear(within(card).getByLabelText('Customer’s delivery code'));
  await u.type(within(card).getByLabelText('Customer’s delivery code'), '123456');
  await u.click(within(card).getByRole('button', { name: 'Check code and hand over' }));
  expect(await within(card).findByText('This code does not match the parcel (4 tries left).')).toBeInTheDocument();
  expect(post.mock.calls[1]).toEqual(['/api/rider/deliveries/1/deliver', { code: '123456' }]);

  await u.selectOptions(within(card).getByLabelText('Could not deliver'), 'no-one-home');
  await u.click(within(card).getByRole('button', { name: 'Record failed try' }));
  await waitFor(() => expect(post.mock.calls[2]).toEqual(['/api/rider/deliveries/1/fail', { reason: 'no-one-home' }]));
});

it('says so when the account is not a rider', async () => {
  jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(403, { message: 'Only a rider can do this.' }));
  renderAt(<RiderPage />);
  expect(await screen.findByText(/Only a pharmacy’s rider can see this page/)).toBeInTheDocument();
});
