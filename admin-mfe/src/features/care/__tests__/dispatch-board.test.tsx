import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import DispatchPage from '../../../pages/dispatch-page';
import { httpError, ok, renderAt } from '../../../testing/test-utils';
import type { DispatchBoard, DispatchRequest } from '../api/care-shared';

const at = '2026-11-26T08:00:00.000Z';
function request(id: string, address: string, extra: Partial<DispatchRequest> = {}): DispatchRequest {
  return {
    id,
    status: 'requested',
    address,
    landmark: '',
    patient: 'someone-else',
    ambulanceName: null,
    crewPhone: null,
    requestedAt: at,
    assignedAt: null,
    onTheWayAt: null,
    arrivedAt: null,
    endedAt: null,
    phone: '0803 555 0199',
    whatHappened: 'He fell down',
    latitude: null,
    longitude: null,
    ambulanceId: null,
    endReason: null,
    possibleRepeat: false,
    ...extra,
  };
}

const first = request('11111111-1111-4111-8111-111111111111', '1 Admiralty Way');
const second = request('22222222-2222-4222-8222-222222222222', '2 Admiralty Way', { possibleRepeat: true });
const third = request('33333333-3333-4333-8333-333333333333', '3 Admiralty Way', { possibleRepeat: true });
const other = request('44444444-4444-4444-8444-444444444444', '9 Allen Avenue', { phone: '0809 111 2222' });
const ambulance = {
  id: '55555555-5555-4555-8555-555555555555',
  name: 'Rapid Response Lekki',
  location: 'Lekki, Lagos',
  crewPhone: null,
  inService: true,
  busyWith: null,
  available: true,
};
const board = (requests: DispatchRequest[]): DispatchBoard => ({ requests, ambulances: [ambulance] });
const falseAlarm = (r: DispatchRequest, reason: string): DispatchRequest => ({
  ...r,
  status: 'false_alarm',
  endedAt: '2026-11-26T08:10:00.000Z',
  endReason: reason,
});

const cardOf = (address: string) => screen.getByText(address).closest('li') as HTMLElement;
const closeButtonOf = (address: string) =>
  within(cardOf(address)).getByRole('button', { name: new RegExp(`^Close all from this source \\(request at ${address}`) });

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(30_000);

describe('the dispatch board and floods of requests', () => {
  it('shows "Possible repeat", with why, only on the flagged requests', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(board([first, second, third, other])));
    renderAt(<DispatchPage />);
    await screen.findByText('2 Admiralty Way');
    for (const address of ['2 Admiralty Way', '3 Admiralty Way']) {
      const card = within(cardOf(address));
      expect(card.getByText('Possible repeat')).toBeInTheDocument();
      expect(card.getByText('Another open request came from the same device or network within 30 minutes.')).toBeInTheDocument();
      expect(card.getByRole('button', { name: /^Close all from this source/ })).toBeInTheDocument();
    }
    for (const address of ['1 Admiralty Way', '9 Allen Avenue']) {
      const card = within(cardOf(address));
      expect(card.queryByText('Possible repeat')).not.toBeInTheDocument();
      expect(card.queryByRole('button', { name: /Close all from this source/ })).not.toBeInTheDocument();
    }
    expect(screen.getAllByText('Possible repeat')).toHaveLength(2);
  });

  it('after confirmation, closes the source with the reason, moves the closed requests off the open list and says how many', async () => {
    const user = userEvent.setup();
    const reason = 'Repeated requests from one device';
    const closed = [first, second, third].map((r) => falseAlarm(r, reason));
    let closedYet = false;
    jest.spyOn(apiClient, 'get').mockImplementation(async () => ok(board(closedYet ? [...closed, other] : [first, second, third, other])));
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async () => {
      closedYet = true;
      return ok({ closed });
    });
    renderAt(<DispatchPage />);
    await screen.findByText('4 open requests · 1 of 1 ambulances available');

    await user.click(closeButtonOf('2 Admiralty Way'));
    const confirm = within(screen.getByRole('form', { name: 'Close all requests from this source as false alarms?' }));
    expect(confirm.getByText(/from the same device as this one .* becomes a false alarm\./)).toBeInTheDocument();
    expect(confirm.getByText(/Requests with an ambulance assigned are not changed\./)).toBeInTheDocument();
    const field = confirm.getByLabelText('Reason');
    expect(field).toHaveValue(reason);
    expect(field).toHaveFocus();
    expect(post).not.toHaveBeenCalled();

    await user.click(confirm.getByRole('button', { name: 'Close them as false alarms' }));
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith(`/api/dispatch/requests/${second.id}/close-source`, { reason });

    const message = await screen.findByText('3 requests closed as false alarms.');
    expect(message.closest('[role="status"]')).not.toBeNull();
    expect(screen.getByText('1 open request · 1 of 1 ambulances available')).toBeInTheDocument();
    const [openList, endedList] = screen.getAllByRole('list');
    expect(within(openList).getByText('9 Allen Avenue')).toBeInTheDocument();
    expect(within(openList).queryByText(/Admiralty Way/)).not.toBeInTheDocument();
    for (const address of ['1 Admiralty Way', '2 Admiralty Way', '3 Admiralty Way']) {
      const card = within(endedList).getByText(address).closest('li') as HTMLElement;
      expect(card).toHaveAttribute('data-status', 'false_alarm');
      expect(within(card).getByText('False alarm')).toBeInTheDocument();
      expect(within(card).getByText(`Reason: ${reason}`)).toBeInTheDocument();
      expect(within(card).queryByRole('button', { name: /Close all from this source/ })).not.toBeInTheDocument();
    }
  });

  it('sends the reason the dispatcher wrote instead of the suggested one', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(board([second, third])));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ closed: [falseAlarm(third, 'Prank calls')] }));
    renderAt(<DispatchPage />);
    await user.click(await screen.findByRole('button', { name: /^Close all from this source \(request at 3 Admiralty Way/ }));
    const field = screen.getByLabelText('Reason');
    await user.clear(field);
    await user.type(field, 'Prank calls');
    await user.click(screen.getByRole('button', { name: 'Close them as false alarms' }));
    expect(post).toHaveBeenCalledWith(`/api/dispatch/requests/${third.id}/close-source`, { reason: 'Prank calls' });
    expect(await screen.findByText('1 request closed as a false alarm.')).toBeInTheDocument();
  });

  it('closes nothing when the dispatcher keeps them open', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(board([first, second, third])));
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<DispatchPage />);
    await user.click(await screen.findByRole('button', { name: /^Close all from this source \(request at 2 Admiralty Way/ }));
    await user.click(screen.getByRole('button', { name: 'Keep them open' }));
    expect(post).not.toHaveBeenCalled();
    expect(screen.queryByRole('form', { name: /Close all requests from this source/ })).not.toBeInTheDocument();
    expect(screen.queryByText(/closed as (a )?false alarms?/)).not.toBeInTheDocument();
    expect(screen.getByText('3 open requests · 1 of 1 ambulances available')).toBeInTheDocument();
    for (const address of ['1 Admiralty Way', '2 Admiralty Way', '3 Admiralty Way']) {
      expect(cardOf(address)).toHaveAttribute('data-status', 'requested');
    }
    expect(closeButtonOf('2 Admiralty Way')).toHaveFocus();
  });

  it('says clearly when the requests could not be closed, and keeps the confirmation open to try again', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(board([second])));
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(404, { message: 'There is no ambulance request with this id.' }));
    renderAt(<DispatchPage />);
    await user.click(await screen.findByRole('button', { name: /^Close all from this source/ }));
    await user.click(screen.getByRole('button', { name: 'Close them as false alarms' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('There is no ambulance request with this id.');
    expect(screen.getByRole('button', { name: 'Close them as false alarms' })).toBeEnabled();
    expect(cardOf('2 Admiralty Way')).toHaveAttribute('data-status', 'requested');
    expect(screen.queryByText(/closed as (a )?false alarms?/)).not.toBeInTheDocument();
  });
});
