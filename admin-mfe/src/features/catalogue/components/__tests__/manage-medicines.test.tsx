import { screen, waitFor, within } from '@testing-library/react';
import { type AdminMedicine } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import ManageMedicinesPage from '../../../../pages/manage-medicines-page';
import EditMedicinePage from '../../../../pages/edit-medicine-page';

function medicine(overrides: Partial<AdminMedicine> = {}): AdminMedicine {
  return {
    id: 'med-1',
    name: 'Coartem 80/480 Tablets (6)',
    price: 4500,
    description: 'Antimalarial',
    imageUrl: null,
    imageSrcSet: null,
    dosage: '',
    sideEffects: '',
    categoryId: 'cat-1',
    categoryName: 'Malaria',
    categoryHidden: false,
    isFeatured: false,
    activeIngredients: 'Artemether, lumefantrine',
    strength: '80 mg / 480 mg',
    dosageForm: 'tablet',
    packSize: '6 tablets',
    manufacturer: 'Novartis',
    nafdacNumber: 'A4-1234',
    medicineClass: 'pharmacy',
    prescriptionRequired: false,
    stockStatus: 'in-stock',
    stockLeft: null,
    stockQuantity: 40,
    hidden: false,
    version: 3,
    createdAt: '2026-01-01T00:00:00Z',
    updatedAt: '2026-01-02T00:00:00Z',
    ...overrides,
  };
}

const categories = ok(
  [
    {
      medicineCategoryId: 'cat-1',
      name: 'Malaria',
      imageUrl: null,
      description: '',
      hidden: false,
      version: 1,
      medicineCount: 1,
      updatedAt: '',
    },
  ],
  {
    'x-total-count': '1',
  },
);

describe('medicines manager', () => {
  it('asks the server for each filter, sort and page, and shows stock, class and visibility', async () => {
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/admin/categories') return categories as never;
      return ok(
        [
          medicine(),
          medicine({
            id: 'med-2',
            name: 'Ventolin',
            stockQuantity: 2,
            stockStatus: 'low-stock',
            stockLeft: 2,
            hidden: true,
            medicineClass: 'pom',
          }),
        ],
        {
          'x-total-count': '2',
        },
      ) as never;
    });
    const { user } = renderAt(<ManageMedicinesPage />);
    await screen.findByRole('table');
    expect(get).toHaveBeenCalledWith('/api/admin/medicines', { params: { page: 1, pageSize: 20, sort: 'name' } });
    const row = screen.getByRole('row', { name: /Ventolin/ });
    expect(row).toHaveTextContent('Only 2 left');
    expect(row).toHaveTextContent('Prescription only (POM)');
    expect(row).toHaveTextContent('Hidden');

    await user.selectOptions(screen.getByLabelText('Stock'), 'low-stock');
    await user.selectOptions(screen.getByLabelText('Class'), 'pom');
    await user.selectOptions(screen.getByLabelText('In shop'), 'hidden');
    await user.type(screen.getByLabelText('Search'), 'vent');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/admin/medicines', {
        params: { page: 1, pageSize: 20, sort: 'name', search: 'vent', medicineClass: 'pom', stock: 'low-stock', hidden: true },
      }),
    );
    await user.click(screen.getByRole('button', { name: /Price/ }));
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith(
        '/api/admin/medicines',
        expect.objectContaining({ params: expect.objectContaining({ sort: 'price' }) }),
      ),
    );
  });

  it('hides with the version it read, and shows the server refusing a delete', async () => {
    jest
      .spyOn(apiClient, 'get')
      .mockImplementation(
        async (url: string) => (url === '/api/admin/categories' ? categories : ok([medicine()], { 'x-total-count': '1' })) as never,
      );
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(ok(medicine({ hidden: true, version: 4 })) as never);
    jest
      .spyOn(apiClient, 'delete')
      .mockRejectedValue(
        httpError(409, { message: '"Coartem" is in 3 order lines, so it cannot be deleted; hide it instead to take it out of the shop.' }),
      );
    jest.spyOn(window, 'confirm').mockReturnValue(true);
    const { user } = renderAt(<ManageMedicinesPage />);
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: 'Hide Coartem 80/480 Tablets (6)' }));
    expect(patch).toHaveBeenCalledWith('/api/medicine/med-1', { version: 3, hidden: true });
    expect(await screen.findByText('"Coartem 80/480 Tablets (6)" is hidden from the shop.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Delete Coartem 80/480 Tablets (6)' }));
    expect(await screen.findByText(/hide it instead/)).toBeInTheDocument();
  });
});

describe('medicine editor', () => {
  const serve = (m: AdminMedicine) =>
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/admin/categories') return categories as never;
      if (url === `/api/medicine/${m.id}/stock`) return ok([]) as never;
      // The stock panel's batches and the distributors to receive from.
      if (url === `/api/medicine/${m.id}/batches`) return ok([]) as never;
      if (url === '/api/admin/stock-suppliers') return ok([]) as never;
      return ok(m) as never;
    });

  it('sends every field with the version it read; a 409 says someone else changed it and offers a reload', async () => {
    serve(medicine());
    const patch = jest
      .spyOn(apiClient, 'patch')
      .mockRejectedValueOnce(
        httpError(409, { message: 'Someone changed this medicine after you opened it.', errors: [{ field: 'version', message: 'now 4' }] }),
      );
    const { user } = renderAt(<EditMedicinePage />, { path: '/admin/medicines/med-1', route: '/admin/medicines/:medicineId' });
    const price = await screen.findByLabelText('Price (N)');
    await user.clear(price);
    await user.type(price, '4200');
    await user.clear(screen.getByLabelText('Manufacturer'));
    await user.type(screen.getByLabelText('Manufacturer'), 'Novartis Pharma');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(patch.mock.calls[0][0]).toBe('/api/medicine/med-1');
    expect(patch.mock.calls[0][1]).toMatchObject({
      version: 3,
      price: 4200,
      manufacturer: 'Novartis Pharma',
      nafdacNumber: 'A4-1234',
      medicineClass: 'pharmacy',
    });
    expect(await screen.findByText(/Someone changed this medicine/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload the medicine' })).toBeInTheDocument();
  });

  it('checks the NAFDAC number before sending', async () => {
    serve(medicine());
    const patch = jest.spyOn(apiClient, 'patch');
    const { user } = renderAt(<EditMedicinePage />, { path: '/admin/medicines/med-1', route: '/admin/medicines/:medicineId' });
    const nafdac = await screen.findByLabelText('NAFDAC number');
    await user.clear(nafdac);
    await user.type(nafdac, '12345');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a NAFDAC number such as A4-0237 or 04-8642')).toBeInTheDocument();
    expect(patch).not.toHaveBeenCalled();
  });

  it('takes a NAFDAC number as the API reads it: any case, spaces around the dash', async () => {
    serve(medicine());
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValueOnce(ok(medicine()) as never);
    const { user } = renderAt(<EditMedicinePage />, { path: '/admin/medicines/med-1', route: '/admin/medicines/:medicineId' });
    const nafdac = await screen.findByLabelText('NAFDAC number');
    await user.clear(nafdac);
    await user.type(nafdac, ' b4 - 5521l ');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(patch).toHaveBeenCalled());
    expect(screen.queryByText('Enter a NAFDAC number such as A4-0237 or 04-8642')).not.toBeInTheDocument();
  });

  it('adjusts stock with a reason', async () => {
    serve(medicine({ stockQuantity: 5, stockStatus: 'low-stock', stockLeft: 5 }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ stockQuantity: 2, movement: {} }) as never);
    const { user } = renderAt(<EditMedicinePage />, { path: '/admin/medicines/med-1', route: '/admin/medicines/:medicineId' });
    const panel = await screen.findByRole('region', { name: 'Stock' });
    expect(within(panel).getByTestId('admin-stock-on-hand')).toHaveTextContent('On hand: 5 Only 5 left');
    await user.selectOptions(within(panel).getByLabelText('Reason'), 'count-correction');
    await user.type(within(panel).getByLabelText('Units counted'), '2');
    await user.click(within(panel).getByRole('button', { name: 'Adjust stock' }));
    expect(post).toHaveBeenCalledWith('/api/medicine/med-1/stock', { reason: 'count-correction', quantity: 2, note: '' });
    expect(await within(panel).findByText('Stock is now 2.')).toBeInTheDocument();
  });
});
