import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import IncidentsPage from '../../../pages/incidents-page';
import { ok, renderAt } from '../../../testing/test-utils';

const incident = {
  id: '11111111-1111-4111-8111-111111111111',
  title: 'Stolen rider tablet',
  description: 'Delivery addresses on it.',
  dataAffected: '',
  shoppersAffected: 0,
  discoveredAt: '2026-11-25T09:00:00.000Z',
  regulatorNotifiedAt: null,
  shopperNotice: 'Dear customer',
  status: 'open',
  regulatorDeadline: '2026-11-28T09:00:00.000Z',
  hoursLeft: 40,
  overdue: false,
};

afterEach(() => jest.restoreAllMocks());
jest.setTimeout(20_000);

describe('data incidents', () => {
  it('shows the hours left to tell the regulator, and records an incident with the notice template', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [incident], noticeTemplate: 'Dear customer, on [date] we found…' }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...incident, id: '22222222-2222-4222-8222-222222222222' }));
    renderAt(<IncidentsPage />);
    const table = await screen.findByRole('table', { name: 'Data incidents, newest first' });
    expect(within(table).getByText('40 h left')).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Record an incident' });
    expect(within(form).getByLabelText(/Notice to shoppers affected/)).toHaveValue('Dear customer, on [date] we found…');
    await user.type(within(form).getByLabelText(/What happened/), 'Lost laptop');
    await user.type(within(form).getByLabelText(/Details/), 'Orders export on it.');
    await user.type(within(form).getByLabelText(/Discovered at/), '2026-11-26T08:30');
    await user.click(within(form).getByRole('button', { name: 'Record incident' }));
    expect(post).toHaveBeenCalledWith(
      '/api/admin/privacy/incidents',
      expect.objectContaining({
        title: 'Lost laptop',
        description: 'Orders export on it.',
        shopperNotice: 'Dear customer, on [date] we found…',
      }),
    );
  });
});
