import { screen, waitFor, within } from '@testing-library/react';
import { NEW_ID } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import PharmaciesPage from '../../../../pages/pharmacies-page';
import { routes } from '../../../../routes';

const HEALTHPLUS = {
  pharmacyId: 'p1',
  name: 'HealthPlus',
  location: 'Lekki',
  contact: '0801',
  deliveryRange: '15 km',
  hidden: false,
  version: 2,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
};

const serveList = (rows: unknown[] = [HEALTHPLUS]) =>
  jest.spyOn(apiClient, 'get').mockImplementation(async () => ok(rows, { 'x-total-count': String(rows.length) }) as never);
const renderScreen = (path: string) => renderAt(<PharmaciesPage />, { path, route: path });
const addForm = () => screen.getByRole('form', { name: 'Add pharmacy' });

afterEach(() => jest.restoreAllMocks());

describe('the one Pharmacies screen', () => {
  it('draws every pharmacy route the spec and the menu name', () => {
    const pages = Object.fromEntries(routes.map((route) => [route.path, route.page]));
    for (const path of ['pharmacy', 'admin/pharmacies', 'add-pharmacy', 'add-market']) expect(pages[path]).toBe('pharmacies');
  });

  it('lists the pharmacies from the server (search, hide, edit) with the add form folded away', async () => {
    const get = serveList();
    const patch = jest.spyOn(apiClient, 'patch').mockResolvedValue(ok({ ...HEALTHPLUS, hidden: true, version: 3 }));
    const { user } = renderScreen('/admin/pharmacies');
    expect(screen.getByRole('heading', { level: 1, name: 'Pharmacies' })).toBeInTheDocument();
    const row = await screen.findByRole('row', { name: /HealthPlus/ });
    expect(get).toHaveBeenCalledWith('/api/admin/pharmacies', { params: { page: 1, pageSize: 20, sort: 'name' } });
    expect(screen.getByText('Add pharmacy', { selector: 'summary' }).closest('details')).not.toHaveAttribute('open');
    expect(screen.queryByRole('link', { name: 'Add a pharmacy' })).not.toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: /Hide/ }));
    await waitFor(() => expect(patch).toHaveBeenCalledWith('/api/pharmacies/p1', { version: 2, hidden: true }));
    await user.type(screen.getByLabelText('Search'), 'lekki');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/admin/pharmacies', { params: { page: 1, pageSize: 20, sort: 'name', search: 'lekki' } }),
    );
  });

  it.each(['/add-market', '/add-pharmacy'])(
    'opens at the add form from %s, and a pharmacy added shows in the list at once',
    async (path) => {
      const get = serveList([]);
      const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({}));
      const { user } = renderScreen(path);
      expect(await screen.findByText('No pharmacies match.')).toBeInTheDocument();
      expect(screen.getByText('Add pharmacy', { selector: 'summary' }).closest('details')).toHaveAttribute('open');
      const form = addForm();
      await user.type(within(form).getByLabelText('Name'), 'HealthPlus Lekki');
      await user.type(within(form).getByLabelText('Location'), 'Lekki Phase 1, Lagos');
      await user.type(within(form).getByLabelText('Contact'), '+234 801 234 5678');
      await user.type(within(form).getByLabelText('Delivery range'), '15 km');
      get.mockImplementation(async () => ok([HEALTHPLUS], { 'x-total-count': '1' }) as never);
      await user.click(within(form).getByRole('button', { name: 'Add pharmacy' }));
      expect(await screen.findByText('Added successfully')).toBeInTheDocument();
      expect(post).toHaveBeenCalledWith('/api/pharmacies/addPharmacy', {
        pharmacyId: NEW_ID,
        name: 'HealthPlus Lekki',
        location: 'Lekki Phase 1, Lagos',
        contact: '+234 801 234 5678',
        deliveryRange: '15 km',
      });
      expect(await screen.findByRole('row', { name: /HealthPlus/ })).toBeInTheDocument();
    },
  );

  it('requires every field before adding', async () => {
    serveList();
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderScreen('/add-market');
    await user.click(within(addForm()).getByRole('button', { name: 'Add pharmacy' }));
    for (const text of ['*Name is required', '*Location is required', '*Contact is required', '*Delivery range is required']) {
      expect(within(addForm()).getByText(text)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it("shows 'Failed to add pharmacy' and the server's field error at the contact", async () => {
    serveList();
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      httpError(400, {
        message: 'Contact must be a phone number or email.',
        errors: [{ field: 'contact', message: 'Not a phone number or email.' }],
      }),
    );
    const { user } = renderScreen('/add-market');
    const form = addForm();
    await user.type(within(form).getByLabelText('Name'), 'HealthPlus');
    await user.type(within(form).getByLabelText('Location'), 'Lagos');
    await user.type(within(form).getByLabelText('Contact'), '???');
    await user.type(within(form).getByLabelText('Delivery range'), '5 km');
    await user.click(within(form).getByRole('button', { name: 'Add pharmacy' }));
    expect(await screen.findByText('Failed to add pharmacy: Contact must be a phone number or email.')).toBeInTheDocument();
    expect(within(form).getByLabelText('Contact')).toHaveAccessibleDescription(/Not a phone number or email\./);
  });
});

describe('the ambulances screen', () => {
  it('says "Add an ambulance"', async () => {
    const { default: ManageAmbulancesPage } = await import('../../../../pages/manage-ambulances-page');
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([], { 'x-total-count': '0' }));
    renderAt(<ManageAmbulancesPage />);
    expect(await screen.findByRole('link', { name: 'Add an ambulance' })).toHaveAttribute('href', '/add-ambulance');
    expect(screen.queryByText(/Add a ambulance/)).not.toBeInTheDocument();
  });
});
