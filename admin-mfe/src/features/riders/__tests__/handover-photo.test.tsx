import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, setTokens } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import RiderPage from '../../../pages/rider-page';
import { riderStop } from './rider-fixtures';

const stop = riderStop('1', { state: 'arriving', etaMinutes: 20, landmark: '' });

beforeEach(() => setTokens({ accessToken: makeToken({ name: 'Musa Garba', role: 'user', UserId: 'u-9' }), refreshToken: 'r' }));
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

const photo = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0])], 'handover.jpg', { type: 'image/jpeg' });

it('offers the optional handover photo once the code is accepted, sends it from the camera, and shows the server’s refusal', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([stop]));
  let photoAnswers = 0;
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (path: string) => {
    if (path.endsWith('/photo')) {
      photoAnswers += 1;
      if (photoAnswers === 1)
        return Promise.reject(httpError(400, { message: 'The file is not a photo we can keep. Take a photo (JPEG or PNG).' }));
      return ok({ takenAt: '2026-12-07T14:32:00.000Z' });
    }
    return ok({ state: 'delivered' });
  });
  const { user: u } = renderAt(<RiderPage />);
  const card = await screen.findByRole('listitem', { name: 'Stop 1: EPH-000001' });
  expect(within(card).queryByLabelText('Photo of the handover (optional)')).toBeNull();
  await u.type(within(card).getByLabelText('Customer’s delivery code'), '123456');
  await u.click(within(card).getByRole('button', { name: 'Check code and hand over' }));

  const input = await within(card).findByLabelText('Photo of the handover (optional)');
  expect(input).toHaveAttribute('capture', 'environment');
  expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
  expect(get).toHaveBeenCalledTimes(1);

  await u.upload(input, photo());
  expect(await within(card).findByRole('alert')).toHaveTextContent('The file is not a photo we can keep.');
  const [path, body] = post.mock.calls[1] as [string, FormData];
  expect(path).toBe('/api/rider/deliveries/1/photo');
  expect((body.get('file') as File).name).toBe('handover.jpg');

  await u.upload(within(card).getByLabelText('Photo of the handover (optional)'), photo());
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
});

it('moves on without a photo', async () => {
  const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok([stop]));
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ state: 'delivered' }));
  const { user: u } = renderAt(<RiderPage />);
  const card = await screen.findByRole('listitem', { name: 'Stop 1: EPH-000001' });
  await u.type(within(card).getByLabelText('Customer’s delivery code'), '123456');
  await u.click(within(card).getByRole('button', { name: 'Check code and hand over' }));
  await u.click(await within(card).findByRole('button', { name: 'Done' }));
  await waitFor(() => expect(get).toHaveBeenCalledTimes(2));
  expect(post).toHaveBeenCalledTimes(1);
});
