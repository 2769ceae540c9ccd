import { screen, waitFor } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
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

describe('delivery settings', () => {
  it("shows the threshold and each zone, and saves a zone's fee, window and delivered flag", async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ freeDeliveryThreshold: 100000, zones: [BORNO, KANO] }));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockImplementation((async (url: string, body: object) =>
        ok(url.includes('settings') ? body : { ...BORNO, ...body, window: '5–8 working days' })) as never);
    const { user } = renderAt(<DeliveryPage />);
    expect(await screen.findByLabelText('Free delivery when the items cost at least (N)')).toHaveValue('100000');
    expect(screen.getByLabelText('Delivered (untick: not delivered yet)', { selector: '#zone-borno-delivered' })).not.toBeChecked();

    await user.clear(screen.getByLabelText('Fee (N)', { selector: '#zone-borno-fee' }));
    await user.type(screen.getByLabelText('Fee (N)', { selector: '#zone-borno-fee' }), '4000');
    await user.clear(screen.getByLabelText('To (working days)', { selector: '#zone-borno-max' }));
    await user.type(screen.getByLabelText('To (working days)', { selector: '#zone-borno-max' }), '8');
    await user.click(screen.getByLabelText('Delivered (untick: not delivered yet)', { selector: '#zone-borno-delivered' }));
    await user.click(screen.getByRole('button', { name: 'Save Borno' }));
    await waitFor(() =>
      expect(put).toHaveBeenCalledWith('/api/delivery/zones/borno', { fee: 4000, minDays: 4, maxDays: 8, delivered: true }),
    );

    await user.clear(screen.getByLabelText('To (working days)', { selector: '#zone-kano-max' }));
    await user.type(screen.getByLabelText('To (working days)', { selector: '#zone-kano-max' }), '1');
    await user.click(screen.getByRole('button', { name: 'Save Kano' }));
    expect(await screen.findByText('The latest day must not be before the earliest')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('Free delivery when the items cost at least (N)'));
    await user.type(screen.getByLabelText('Free delivery when the items cost at least (N)'), '150000');
    await user.click(screen.getByRole('button', { name: 'Save threshold' }));
    await waitFor(() => expect(put).toHaveBeenCalledWith('/api/delivery/settings', { freeDeliveryThreshold: 150000 }));
  });
});
