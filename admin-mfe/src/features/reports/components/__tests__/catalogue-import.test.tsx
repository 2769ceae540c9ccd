import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import CatalogueCsvPage from '../../../../pages/catalogue-csv-page';
import type { ImportReport } from '../../api/import-catalogue';

const REFUSED: ImportReport = {
  applied: false,
  counts: { created: 0, changed: 1, unchanged: 40, refused: 1 },
  rows: [
    { line: 2, id: 'm-1', name: 'Paracetamol 500mg', result: 'changed', fields: ['price'], reasons: [] },
    { line: 3, id: 'm-2', name: 'Vitamin C', result: 'refused', fields: [], reasons: ['negative price'] },
  ],
};
const CLEAN: ImportReport = {
  applied: false,
  counts: { created: 0, changed: 1, unchanged: 41, refused: 0 },
  rows: [{ line: 2, id: 'm-1', name: 'Paracetamol 500mg', result: 'changed', fields: ['price'], reasons: [] }],
};

async function upload(text: string) {
  const input = screen.getByLabelText('Edited catalogue (CSV)');
  const file = new File([text], 'catalogue.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'text', { value: () => Promise.resolve(text) });
  fireEvent.change(input, { target: { files: [file] } });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled());
}

describe('catalogue by CSV', () => {
  it('checks the file first, shows each refused row with its reason, and offers to apply only a file with no refusal', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValueOnce(ok(REFUSED) as never)
      .mockResolvedValueOnce(ok(CLEAN) as never)
      .mockResolvedValueOnce(ok({ ...CLEAN, applied: true }) as never);
    renderAt(<CatalogueCsvPage />);
    await upload('id,name\nm-1,x');
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    const result = await screen.findByRole('region', { name: 'Dry run: nothing changed yet' });
    expect(within(result).getByRole('status')).toHaveTextContent('1 refused: correct the refused rows');
    expect(within(result).getAllByRole('row')[2]).toHaveTextContent('3Vitamin CRefusednegative price');
    expect(screen.queryByRole('button', { name: /Apply/ })).not.toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/admin/catalogue/import', { csv: 'id,name\nm-1,x', apply: false });

    await upload('id,name\nm-1,y');
    fireEvent.click(screen.getByRole('button', { name: 'Check the file' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Apply 1 change' }));
    expect(await screen.findByRole('heading', { name: 'Applied' })).toBeInTheDocument();
    expect(post).toHaveBeenLastCalledWith('/api/admin/catalogue/import', { csv: 'id,name\nm-1,y', apply: true });
  });
});
