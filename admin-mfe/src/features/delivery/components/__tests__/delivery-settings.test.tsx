import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import DeliveryPage from '../../../../pages/delivery-page';

const KANO = { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' };
const BORNO = {
  code: 'borno',
  state: 'Borno',
  name: 'Borno',
  fee: 3500,
  minDays: 4,
  maxDays: 7,
  delivered: false,
  window: '4–7 working days',
};
const ENUGU = {
  code: 'enugu',
  state: 'Enugu',
  name: 'Enugu',
  fee: 2500,
  minDays: 2,
  maxDays: 4,
  delivered: true,
  window: '2–4 working days',
};

function load() {
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ freeDeliveryThreshold: 100000, zones: [BORNO, KANO, ENUGU] }));
}

const field = (label: string, zone: string) => screen.getByLabelText(`${label}, ${zone}`);

describe('delivery settings', () => {
  it('shows every zone in one table and saves the changed rows in one request; the page says Saved', async () => {
    load();
    const put = jest.spyOn(apiClient, 'put').mockImplementation((async (url: string, body: { zones: { code: string }[] }) =>
      ok({
        changed: body.zones.map((z) => z.code),
        zones: [{ ...BORNO, ...body.zones[0], window: '4–8 working days' }, { ...KANO, ...body.zones[1] }, ENUGU],
      })) as never);
    const { user } = renderAt(<DeliveryPage />);
    const table = await screen.findByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(field('Delivered', 'Borno')).not.toBeChecked();

    await user.clear(field('Fee (N)', 'Borno'));
    await user.type(field('Fee (N)', 'Borno'), '₦4,000');
    await user.clear(field('To (working days)', 'Borno'));
    await user.type(field('To (working days)', 'Borno'), '8');
    await user.click(field('Delivered', 'Borno'));
    await user.clear(field('Fee (N)', 'Kano'));
    await user.type(field('Fee (N)', 'Kano'), '2,800.50');
    await user.click(screen.getByRole('button', { name: 'Save 2 changed zones' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/delivery/zones', {
        zones: [
          { code: 'borno', fee: 4000, minDays: 4, maxDays: 8, delivered: true },
          { code: 'kano', fee: 2800.5, minDays: 3, maxDays: 5, delivered: true },
        ],
      }),
    );
    expect(put).toHaveBeenCalledTimes(1);
    expect(await screen.findByText('Saved: Borno, Kano.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save zones' })).toBeInTheDocument();
  });

  it('names the rows that are wrong and sends nothing; the server refusing is shown', async () => {
    load();
    const put = jest.spyOn(apiClient, 'put').mockRejectedValue(
      httpError(400, {
        message: 'maxDays must be at least minDays.',
        errors: [{ field: 'zones[0].maxDays', message: 'maxDays must be at least minDays.' }],
      }),
    );
    const { user } = renderAt(<DeliveryPage />);
    await screen.findByRole('table');
    await user.clear(field('To (working days)', 'Kano'));
    await user.type(field('To (working days)', 'Kano'), '1');
    await user.clear(field('Fee (N)', 'Enugu'));
    await user.type(field('Fee (N)', 'Enugu'), '2,80');
    await user.click(screen.getByRole('button', { name: 'Save zones' }));
    expect(await screen.findByText('Not saved: check Kano, Enugu.')).toBeInTheDocument();
    expect(screen.getByText('The latest day must not be before the earliest')).toBeInTheDocument();
    expect(screen.getByText(/Fee must be an amount in naira/)).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.clear(field('To (working days)', 'Kano'));
    await user.type(field('To (working days)', 'Kano'), '6');
    await user.clear(field('Fee (N)', 'Enugu'));
    await user.type(field('Fee (N)', 'Enugu'), '2500');
    await user.click(screen.getByRole('button', { name: 'Save 1 changed zone' }));
    expect(await screen.findByText(/Not saved: maxDays must be at least minDays\./)).toBeInTheDocument();
  });

  it('reads the threshold typed with separators and the naira sign', async () => {
    load();
    const put = jest.spyOn(apiClient, 'put').mockImplementation((async (_url: string, body: object) => ok(body)) as never);
    const { user } = renderAt(<DeliveryPage />);
    expect(await screen.findByLabelText('Free delivery when the items cost at least (N)')).toHaveValue('100000');
    await user.clear(screen.getByLabelText('Free delivery when the items cost at least (N)'));
    await user.type(screen.getByLabelText('Free delivery when the items cost at least (N)'), '₦150,000');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/delivery/settings', { freeDeliveryThreshold: 150000 }));
  });
});
