import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DiscountCodeField } from '../discount-code-field';

describe('discount code field', () => {
  it('applies the typed code and shows what the server took off, or why it refused it', async () => {
    const onApply = jest.fn();
    const user = userEvent.setup();
    const { rerender } = render(<DiscountCodeField applied="" onApply={onApply} outcome={null} />);
    await user.type(screen.getByLabelText('Discount code'), ' welcome500 ');
    await user.click(screen.getByRole('button', { name: 'Apply code' }));
    expect(onApply).toHaveBeenCalledWith('welcome500');
    rerender(
      <DiscountCodeField
        applied="welcome500"
        onApply={onApply}
        outcome={{ code: 'WELCOME500', applied: true, amount: 500, reason: null }}
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('WELCOME500: N500 off (never on prescription-only medicines).');
    rerender(
      <DiscountCodeField
        applied="GONE"
        onApply={onApply}
        outcome={{ code: 'GONE', applied: false, amount: 0, reason: 'This code has expired.' }}
      />,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('This code has expired.');
  });
});
