import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import AccessRequestsPage from '../../../../pages/access-requests-page';

const LAB_ID = '55555555-5555-4555-8555-555555555555';
const pharmacistRequest = {
  id: '11111111-1111-4111-8111-111111111111',
  kind: 'pharmacist',
  userId: '22222222-2222-4222-8222-222222222222',
  userName: 'Store Admin',
  pharmacistRegistration: 'PCN/012345',
  laboratoryId: null,
  requestedBy: '33333333-3333-4333-8333-333333333333',
  requestedByName: 'Bola Adewale',
  // 23:30 UTC is already the next day in Lagos (UTC+1).
  requestedAt: '2026-03-14T23:30:00.000Z',
  state: 'pending',
  decidedBy: null,
};
const labRequest = {
  ...pharmacistRequest,
  id: '44444444-4444-4444-8444-444444444444',
  kind: 'laboratory',
  userId: '66666666-6666-4666-8666-666666666666',
  userName: 'Kemi Lab',
  pharmacistRegistration: null,
  laboratoryId: LAB_ID,
  requestedAt: '2026-03-15T08:05:00.000Z',
};
const LIST = '/api/pharmacist/health-access-requests';

/** The server: the pending requests, and the shop's laboratories. */
function serve(requests: unknown[]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === LIST) return ok(requests);
    if (url === '/api/laboratories/laboratories') return ok([{ id: LAB_ID, name: 'Yaba Lab', location: 'Lagos', description: '' }]);
    throw new Error(`unexpected GET ${url}`);
  });
}

const APPROVE_ADMIN = 'Approve: Store Admin becomes a pharmacist (PCN/012345)';
const REFUSE_ADMIN = 'Refuse: Store Admin becomes a pharmacist (PCN/012345)';

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

describe('access requests page', () => {
  it('lists who would receive what, who asked and when (Lagos time)', async () => {
    const get = serve([pharmacistRequest, labRequest]);
    renderAt(<AccessRequestsPage />);
    const list = await screen.findByRole('list', { name: 'Access requests waiting' });
    const [first, second] = within(list).getAllByRole('listitem');
    expect(get.mock.calls.map(([url]) => url)).toContain(LIST);
    expect(within(first).getByRole('heading', { level: 2 })).toHaveTextContent('Store Admin');
    expect(first).toHaveTextContent('Becomes a pharmacist (PCN/012345)');
    expect(first).toHaveTextContent('Asked by Bola Adewale on 15/03/2026 00:30');
    expect(second).toHaveTextContent('Kemi Lab');
    expect(second).toHaveTextContent('Becomes staff of Yaba Lab');
    expect(second).toHaveTextContent('Asked by Bola Adewale on 15/03/2026 09:05');
    expect(within(second).getByRole('button', { name: 'Approve: Kemi Lab becomes staff of Yaba Lab' })).toBeEnabled();
    expect(screen.getByText(/2 requests are waiting/)).toBeInTheDocument();
  });

  it('approves: the right call, the item leaves the list, and the page says so', async () => {
    serve([pharmacistRequest, labRequest]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...pharmacistRequest, state: 'approved' }));
    const { user } = renderAt(<AccessRequestsPage />);
    await user.click(await screen.findByRole('button', { name: APPROVE_ADMIN }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`${LIST}/${pharmacistRequest.id}`, { approve: true });
    expect(await screen.findByRole('status')).toHaveTextContent('Approved: Store Admin becomes a pharmacist (PCN/012345).');
    expect(screen.queryByRole('button', { name: APPROVE_ADMIN })).not.toBeInTheDocument();
    expect(screen.getAllByRole('listitem')).toHaveLength(1);
    expect(screen.getByRole('listitem')).toHaveTextContent('Kemi Lab');
  });

  it('refuses only after the pharmacist confirms; keeping it waiting sends nothing', async () => {
    serve([pharmacistRequest]);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...pharmacistRequest, state: 'refused' }));
    const { user } = renderAt(<AccessRequestsPage />);
    await user.click(await screen.findByRole('button', { name: REFUSE_ADMIN }));
    expect(post).not.toHaveBeenCalled();
    const confirm = screen.getByRole('group', { name: `${REFUSE_ADMIN}?` });
    await user.click(within(confirm).getByRole('button', { name: 'Keep it waiting' }));
    expect(post).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: REFUSE_ADMIN }));
    await user.click(screen.getByRole('button', { name: `Yes, refuse: Store Admin becomes a pharmacist (PCN/012345)` }));
    expect(post).toHaveBeenCalledWith(`${LIST}/${pharmacistRequest.id}`, { approve: false });
    expect(await screen.findByRole('status')).toHaveTextContent('Refused: Store Admin does not become a pharmacist (PCN/012345).');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.getByText('No requests are waiting.')).toBeInTheDocument();
  });

  it('says plainly when this pharmacist asked for it or would receive it, and keeps the request', async () => {
    serve([pharmacistRequest]);
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      httpError(403, {
        statusCode: 403,
        code: 'health-access-two-people',
        message: 'Another pharmacist must decide this: not the one who asked, nor the one who receives it.',
      }),
    );
    const { user } = renderAt(<AccessRequestsPage />);
    await user.click(await screen.findByRole('button', { name: APPROVE_ADMIN }));
    const item = screen.getByRole('listitem');
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'You asked for this or would receive it: another pharmacist must decide.',
    );
    expect(within(item).getByRole('button', { name: APPROVE_ADMIN })).toBeEnabled();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('drops a request another pharmacist decided meanwhile (409)', async () => {
    serve([pharmacistRequest]);
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(409, { statusCode: 409, message: 'This request has already been decided.' }));
    const { user } = renderAt(<AccessRequestsPage />);
    await user.click(await screen.findByRole('button', { name: APPROVE_ADMIN }));
    expect(await screen.findByRole('status')).toHaveTextContent('Another pharmacist has already decided');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
  });

  it('says when nothing is waiting', async () => {
    serve([]);
    renderAt(<AccessRequestsPage />);
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Approve/ })).not.toBeInTheDocument();
  });

  it('offers to try again when the list cannot be read', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(500, { message: 'boom' }))
      .mockResolvedValue(ok([]));
    const { user } = renderAt(<AccessRequestsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load the access requests.');
    await user.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByText('No requests are waiting.')).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});
