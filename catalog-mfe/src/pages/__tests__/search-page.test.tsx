import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SearchPage from '../search-page';
import { category, medicine, mockGet, pending, renderPage } from '../../testing/catalog-fixtures';

const MEDICINES = '/api/medicine/GetAllMedicines';
const CATEGORIES = '/api/medicine-categories';
const ANSWER = '/api/medicine/search';

/** The search answer as the API gives it, found medicines or none. */
const answerOf = (query: string, results: ReturnType<typeof medicine>[], extra: Record<string, unknown> = {}) => ({
  query,
  results,
  total: results.length,
  understood: [],
  notStockedBrand: null,
  strength: null,
  otherStrength: [],
  didYouMean: [],
  category: null,
  askPharmacist: { en: `Do you have something for "${query}"? What would you recommend?`, pcm: `Una get something for "${query}"?` },
  message: null,
  ...extra,
});

describe('search page', () => {
  it('reads ?query= and shows matching medicines (Sale badge, name, price, Add to cart) and categories', async () => {
    const get = mockGet({
      [`${MEDICINES}?search=paracetmol`]: [medicine(1, { name: 'Paracetamol 500mg', price: 850 })],
      [`${CATEGORIES}?search=paracetmol`]: [category(2, { name: 'Paracetmol things' })],
      [`${ANSWER}?search=paracetmol`]: answerOf('paracetmol', [medicine(1, { name: 'Paracetamol 500mg', price: 850 })]),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=paracetmol' });
    expect(screen.getByRole('combobox', { name: 'Search medicines and categories' })).toHaveValue('paracetmol');
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
    mockGet({
      [`${MEDICINES}?search=vitamin c`]: [],
      [`${CATEGORIES}?search=vitamin c`]: [],
      [`${ANSWER}?search=vitamin c`]: answerOf('vitamin c', []),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    expect(screen.getByText('Type the name of a medicine or a category, then press Search.')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('combobox'), '  vitamin c ');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=vitamin+c');
    expect(await screen.findByText('No medicines found for "vitamin c".')).toBeInTheDocument();
    expect(await screen.findByText('No categories match “vitamin c”.')).toBeInTheDocument();
  });

  it('keeps the count line in place while the results load, so the sort beside it does not move', async () => {
    mockGet({
      [`${MEDICINES}?search=zinc`]: [medicine(1), medicine(2)],
      [`${CATEGORIES}?search=zinc`]: [],
      [`${ANSWER}?search=zinc`]: answerOf('zinc', [medicine(1), medicine(2)]),
    });
    const { container } = renderPage(<SearchPage />, { path: '/search', url: '/search?query=zinc' });
    const count = container.querySelector('.catalog-search-count')!;
    expect(count.textContent).toBe('\u00a0');
    expect(await screen.findByText('2 medicines found')).toBe(count);
  });

  it('shows loading while the search runs', () => {
    mockGet({ [`${MEDICINES}?search=x`]: pending, [`${CATEGORIES}?search=x`]: pending, [`${ANSWER}?search=x`]: pending });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=x' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toEqual([
      'Loading matching medicines…',
      'Loading categories…',
    ]);
  });

  it('never ends in nothing: says so, offers the closest spellings, a category and a pharmacist with the question written', async () => {
    mockGet({
      [`${MEDICINES}?search=pile`]: [],
      [`${CATEGORIES}?search=pile`]: [],
      [`${ANSWER}?search=pile`]: answerOf('pile', [], {
        didYouMean: ['piles cream'],
        category: { id: category(3).medicineCategoryId, name: 'Skin Care' },
        message: {
          en: 'We found nothing for "pile". Ask our pharmacist: they can tell you what we have for it.',
          pcm: 'We no see anything.',
        },
      }),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=pile' });
    expect(
      await screen.findByText('We found nothing for "pile". Ask our pharmacist: they can tell you what we have for it.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'piles cream' })).toHaveAttribute('href', '/search?query=piles+cream');
    expect(screen.getByRole('link', { name: 'Skin Care' })).toHaveAttribute(
      'href',
      `/medicines/category/${category(3).medicineCategoryId}`,
    );
    const ask = screen.getByRole('link', { name: 'Ask a pharmacist' });
    expect(new URL(ask.getAttribute('href')!, 'http://shop.test').searchParams.get('subject')).toBe(
      'Do you have something for "pile"? What would you recommend?',
    );
  });

  it('a brand we do not stock: says so above the same medicine we have', async () => {
    const ibuprofen = medicine(4, { name: 'Emzor Ibuprofen 400mg (24)' });
    mockGet({
      [`${MEDICINES}?search=Advil`]: [ibuprofen],
      [`${CATEGORIES}?search=Advil`]: [],
      [`${ANSWER}?search=Advil`]: answerOf('Advil', [ibuprofen], {
        notStockedBrand: {
          brand: 'advil',
          ingredient: 'ibuprofen',
          message: { en: "We don't stock that brand. The same medicine (ibuprofen) we have:", pcm: 'We no get that brand.' },
        },
      }),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=Advil' });
    expect(await screen.findByText("We don't stock that brand. The same medicine (ibuprofen) we have:")).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Emzor Ibuprofen 400mg (24)' })).toBeInTheDocument();
  });
  it('a known medicine that is out of stock: says so and offers "Tell me when it\'s back"', async () => {
    const out = medicine(5, { name: 'Postinor-2 Tablets', stockStatus: 'out-of-stock', stockLeft: 0 });
    mockGet({
      [`${MEDICINES}?search=postinor`]: [out],
      [`${CATEGORIES}?search=postinor`]: [],
      [`${ANSWER}?search=postinor`]: answerOf('postinor', [out]),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=postinor' });
    expect(await screen.findByText('Postinor-2 Tablets is out of stock just now.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: "Tell me when it's back" })).toBeInTheDocument();
  });

  it('prescription-only results first: says they need a prescription, beside Ask a pharmacist with the question written', async () => {
    const cipro = medicine(6, { name: 'Ciprotab 500mg Tablets (10)', medicineClass: 'pom', prescriptionRequired: true });
    mockGet({
      [`${MEDICINES}?search=antibiotic`]: [cipro],
      [`${CATEGORIES}?search=antibiotic`]: [],
      [`${ANSWER}?search=antibiotic`]: answerOf('antibiotic', [cipro]),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=antibiotic' });
    expect(await screen.findByText(/What we found needs a prescription/)).toBeInTheDocument();
    expect(screen.queryByText(/Not what you need\?/)).not.toBeInTheDocument();
    const ask = screen.getByRole('link', { name: 'Ask a pharmacist' });
    expect(new URL(ask.getAttribute('href')!, 'http://shop.test').searchParams.get('subject')).toBe(
      'Do you have something for "antibiotic"? What would you recommend?',
    );
  });

  it('over-the-counter results first: asks "Not what you need?" beside Ask a pharmacist', async () => {
    const panadol = medicine(7, { name: 'Panadol Extra Tablets (24)' });
    mockGet({
      [`${MEDICINES}?search=headache`]: [panadol],
      [`${CATEGORIES}?search=headache`]: [],
      [`${ANSWER}?search=headache`]: answerOf('headache', [panadol]),
    });
    renderPage(<SearchPage />, { path: '/search', url: '/search?query=headache' });
    expect(await screen.findByText(/Not what you need\?/)).toBeInTheDocument();
    expect(screen.queryByText(/needs a prescription/)).not.toBeInTheDocument();
  });
});
