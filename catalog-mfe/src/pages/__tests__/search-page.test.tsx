import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchPage from '../search-page';
import { category, medicine, mockGet, pending, renderPage } from '../../testing/catalog-fixtures';

const MEDICINES = '/api/medicine/GetAllMedicines';
const CATEGORIES = '/api/medicine-categories';

describe('search page', () => {
  it('reads ?query= and shows matching medicines (Sale badge, name, price, Add to cart) and categories', async () => {
    const get = mockGet({
      [`${MEDICINES}?search=paracetmol`]: [medicine(1, { name: 'Paracetamol 500mg', price: 850 })],
      [`${CATEGORIES}?search=paracetmol`]: [category(2, { name: 'Paracetmol things' })],
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=paracetmol' });
    expect(screen.getByRole('searchbox', { name: 'Search medicines and categories' })).toHaveValue('paracetmol');
    expect(screen.getByRole('heading', { name: 'Results for medicines matching “paracetmol”' })).toBeInTheDocument();
    const card = (await screen.findByRole('heading', { name: 'Paracetamol 500mg' })).closest('article')!;
    expect(within(card).queryByText('Sale')).toBeNull();
    expect(within(card).getByText('N850')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to cart: Paracetamol 500mg' })).toBeInTheDocument();
    const categories = screen.getByRole('heading', { name: 'Medicine Categories' }).closest('section')!;
    expect(await within(categories).findByRole('link', { name: 'Paracetmol things' })).toHaveAttribute(
      'href',
      `/medicines/category/${category(2).medicineCategoryId}`,
    );
    expect(get).toHaveBeenCalledWith(MEDICINES, { params: { search: 'paracetmol' } });
  });

  it('puts a new search in the URL so it can be shared and reloaded', async () => {
    mockGet({ [`${MEDICINES}?search=vitamin c`]: [], [`${CATEGORIES}?search=vitamin c`]: [] });
    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    expect(screen.getByText('Type the name of a medicine or a category, then press Search.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('searchbox'), '  vitamin c ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=vitamin+c');
    expect(await screen.findByText('No medicines found for "vitamin c".')).toBeInTheDocument();
    expect(await screen.findByText('No categories match “vitamin c”.')).toBeInTheDocument();
  });

  it('keeps the count line in place while the results load, so the sort beside it does not move', async () => {
    mockGet({ [`${MEDICINES}?search=zinc`]: [medicine(1), medicine(2)], [`${CATEGORIES}?search=zinc`]: [] });
    const { container } = renderPage(<SearchPage />, { path: '/search', url: '/search?query=zinc' });
    const count = container.querySelector('.catalog-search-count')!;
    expect(count.textContent).toBe('\u00a0');
    expect(await screen.findByText('2 medicines found')).toBe(count);
  });

  it('shows loading while the search runs', () => {
    mockGet({ [`${MEDICINES}?search=x`]: pending, [`${CATEGORIES}?search=x`]: pending });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=x' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading matching medicines…',
      'Loading categories…',
    ]);
  });
});
