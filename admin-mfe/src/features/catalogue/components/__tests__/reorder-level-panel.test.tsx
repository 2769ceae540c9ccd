import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { ok } from '../../../../testing/test-utils';
import { ReorderLevelPanel } from '../reorder-level-panel';

describe('reorder level', () => {
  it('shows the level in force and saves a new one; empty goes back to the default', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(ok({ reorderLevel: null, defaultLevel: 14, effective: 14, soldLast30Days: 30 }) as never)
      .mockResolvedValue(ok({ reorderLevel: 25, defaultLevel: 14, effective: 25, soldLast30Days: 30 }) as never);
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok(null) as never);
    render(<ReorderLevelPanel medicineId="med-1" />);
    expect(await screen.findByTestId('admin-reorder-in-force')).toHaveTextContent('In force: 14 units (the default)');
    const field = screen.getByRole('textbox', { name: /Reorder level/ });
    await userEvent.type(field, '2.5');
    await userEvent.click(screen.getByRole('button', { name: 'Save level' }));
    expect(put).not.toHaveBeenCalled();
    await userEvent.clear(field);
    await userEvent.type(field, '25');
    await userEvent.click(screen.getByRole('button', { name: 'Save level' }));
    expect(put).toHaveBeenCalledWith('/api/medicine/med-1/reorder-level', { reorderLevel: 25 });
    expect(await screen.findByText('Reorder level set to 25.')).toBeInTheDocument();
    expect(screen.getByTestId('admin-reorder-in-force')).toHaveTextContent('In force: 25 units.');
    expect(get).toHaveBeenCalledTimes(2);
  });
});
