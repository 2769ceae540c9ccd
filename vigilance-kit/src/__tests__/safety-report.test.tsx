import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { SafetyReport } from '../index';

const MEDICINE = { medicineId: '11111111-1111-4111-8111-111111111111', medicineName: 'Amoxil 500mg Capsules' };
const ORDER_ID = '22222222-2222-4222-8222-222222222222';

afterEach(() => jest.restoreAllMocks());
// Typing whole sentences takes a while on a busy machine.
jest.setTimeout(20_000);

describe('SafetyReport', () => {
  it('from an order: the batch is chosen from those received, NAFDAC channels are shown, and the report is sent with the order', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { id: 'r1', state: 'new', createdAt: '' } });
    const user = userEvent.setup();
    render(<SafetyReport {...MEDICINE} orderId={ORDER_ID} lots={['AMX-1', 'AMX-2']} idPrefix="t" />);
    await user.click(screen.getByRole('button', { name: 'Report a suspected fake' }));
    const form = screen.getByRole('form', { name: 'Report a suspected fake: Amoxil 500mg Capsules' });
    expect(screen.getByRole('link', { name: 'NAFDAC e-reporting' })).toHaveAttribute('href', 'https://primaryreporting.who-umc.org/NG');
    expect(form).toHaveTextContent('Med Safety app');
    expect(form).toHaveTextContent('0800-162-3322');

    // A suspected fake needs its batch and a description; nothing is sent until both are given.
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(screen.getByText('*Give the batch (lot) number printed on the pack')).toBeInTheDocument();
    expect(screen.getByText(/\*Tell us what happened/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();

    await user.selectOptions(screen.getByLabelText(/^Batch \(lot\) number/), 'AMX-2');
    await user.type(screen.getByLabelText(/^What looks wrong/), 'The seal was broken and the print is blurred.');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(post).toHaveBeenCalledWith('/api/safety-reports', {
      kind: 'suspected-fake',
      medicineId: MEDICINE.medicineId,
      orderId: ORDER_ID,
      lotNumber: 'AMX-2',
      description: 'The seal was broken and the print is blurred.',
    });
    expect(await screen.findByText(/Thank you: your report about Amoxil 500mg Capsules/)).toBeInTheDocument();
  });

  it("shows the server's refusal and keeps the form", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue({
      isAxiosError: true,
      response: { status: 409, data: { message: 'Reports from an order can be made once it has been delivered.' } },
    });
    const user = userEvent.setup();
    render(<SafetyReport {...MEDICINE} idPrefix="t" />);
    await user.click(screen.getByRole('button', { name: 'Report a side effect' }));
    await user.type(screen.getByLabelText(/^Batch \(lot\) number/), 'XK 0042');
    await user.type(screen.getByLabelText('What happened, and when?'), 'Dizzy after each dose.');
    await user.click(screen.getByRole('button', { name: 'Send the report' }));
    expect(await screen.findByText(/Not sent: Reports from an order can be made once it has been delivered\./)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: /Report a side effect/ })).toBeInTheDocument();
  });
});
