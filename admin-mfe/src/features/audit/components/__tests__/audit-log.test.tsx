import { screen, waitFor } from '@testing-library/react';
import { type AuditEntry } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import AuditPage from '../../../../pages/audit-page';

const entry: AuditEntry = {
  id: 'a1',
  at: '2026-03-01T10:00:00Z',
  actorId: 'admin-2',
  actorName: 'Ngozi Eze',
  entityType: 'medicine',
  entityId: 'med-1',
  entityName: 'Coartem',
  action: 'update',
  changes: [{ field: 'price', from: 4500, to: 4200 }],
};

describe('audit log', () => {
  it('lists who changed which record, each field from what to what, and filters by record and by admin on the server', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/admin/audit/actors') return ok([{ actorId: 'admin-2', actorName: 'Ngozi Eze' }]) as never;
      return ok([entry], { 'x-total-count': '1' }) as never;
    });
    const { user } = renderAt(<AuditPage />);
    const row = await screen.findByRole('row', { name: /Coartem/ });
    expect(row).toHaveTextContent('Ngozi Eze');
    expect(row).toHaveTextContent('price: 4500 → 4200');
    // The admins' list is read apart from the entries: wait for its option, not only the select.
    await screen.findByRole('option', { name: 'Ngozi Eze' });
    await user.selectOptions(screen.getByLabelText('Admin'), 'admin-2');
    await user.selectOptions(screen.getByLabelText('Record type'), 'medicine');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/admin/audit', {
        params: { page: 1, pageSize: 20, sort: '-at', entityType: 'medicine', actorId: 'admin-2' },
      }),
    );
    await user.click(screen.getByRole('button', { name: 'medicine: Coartem' }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/admin/audit',
        expect.objectContaining({ params: expect.objectContaining({ entityId: 'med-1' }) }),
      ),
    );
    expect(screen.getByText(/Only changes of/)).toBeInTheDocument();
  });
});
