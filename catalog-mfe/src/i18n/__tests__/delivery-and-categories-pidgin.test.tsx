import { act, screen, within } from '@testing-library/react';
import { windowMessages } from 'delivery-kit';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { CategoryCard } from '../../features/categories/components/category-card';
import { CategoryPicker } from '../../features/categories/components/category-picker';
import { categorySlug } from '../../features/categories/hooks/use-category-name';
import { StockInState } from '../../features/medicines/components/stock-in-state';
import { category, renderPage } from '../../testing/catalog-fixtures';
import { catalogMessages } from '..';
import englishTexts from '../en.json';
import pidginTexts from '../pcm.json';
import { pageMessages } from '../pages';

// What the API sends in English and the page words itself: the shop's categories, and the "Deliver
// to" box's fee and window (from the window's working days and dates, not the server's English text).

const MEDICINE = '20000000-0000-4000-8000-000000000007';
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 4500,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 7500,
  freeDeliveryThreshold: 100000,
  window: { minDays: 3, maxDays: 5, earliest: '2026-12-10', latest: '2026-12-14', text: '3–5 working days (Thu 10 Dec – Mon 14 Dec)' },
};

async function speak(locale: 'en' | 'pcm') {
  await act(async () => {
    await Promise.all([catalogMessages.ready(locale), pageMessages.ready(locale), windowMessages.ready(locale)]);
    setLocale(locale);
  });
}

beforeEach(() => {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery')
      return { data: { zones: [{ state: 'Kano', code: 'kano', name: 'Kano', delivered: true, fee: 3000, minDays: 3, maxDays: 5 }] } };
    if (url === `/api/medicines/${MEDICINE}/availability`) return { data: { state: 'Kano', status: 'local', message: 'In stock in Kano' } };
    throw new Error(`Unexpected GET ${url}`);
  });
  jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/checkout/quote') return { data: QUOTE };
    throw new Error(`Unexpected POST ${url}`);
  });
});
afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('the "Deliver to" box', () => {
  it('words the fee and the window in Pidgin, the place as it is', async () => {
    await speak('pcm');
    renderPage(<StockInState medicineId={MEDICINE} />);
    // The delivery kit's window words come when the language is chosen.
    expect(
      await screen.findByText('Delivery N3,000, e go reach you between Thu 10 Dec and Mon 14 Dec (3 to 5 working days)'),
    ).toHaveAttribute('data-testid', 'deliver-to-quote');
    expect(screen.getByRole('status')).toHaveTextContent('E dey for Kano');
    expect(screen.getByLabelText('Bring am come')).toHaveDisplayValue('Kano');
  });

  it('says in English exactly what the server wrote', async () => {
    await speak('en');
    renderPage(<StockInState medicineId={MEDICINE} />);
    expect(await screen.findByTestId('deliver-to-quote')).toHaveTextContent(`Delivery N3,000, expected ${QUOTE.window.text}`);
  });
});

describe('the shop’s categories', () => {
  const pain = category(1, { name: 'Pain & Fever' });
  const baby = category(2, { name: 'Baby & Child Care' });
  const added = category(3, { name: 'Hair Care' });

  it('are named in Pidgin on their cards and in the picker; one an admin added keeps its own name', async () => {
    await speak('pcm');
    renderPage(
      <>
        <ul>
          {[pain, baby, added].map((c) => (
            <li key={c.medicineCategoryId}>
              <CategoryCard category={c} />
            </li>
          ))}
        </ul>
        <CategoryPicker categories={[pain, baby, added]} />
      </>,
    );
    expect(screen.getByRole('link', { name: 'Body Pain & Fever' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Pikin Care' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Hair Care' })).toBeInTheDocument();
    const picker = screen.getByRole('combobox');
    expect(within(picker).getByRole('option', { name: 'Pikin Care' })).toBeInTheDocument();
    expect(within(picker).queryByRole('option', { name: 'Baby & Child Care' })).not.toBeInTheDocument();
  });

  it('keep their English names in English, as the API names them', async () => {
    await speak('en');
    renderPage(<CategoryPicker categories={[pain, baby, added]} />);
    const picker = screen.getByRole('combobox');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.any(String), 'Pain & Fever', 'Baby & Child Care', 'Hair Care']);
  });

  it('say in English only what the API wrote; every seeded category has its Pidgin name', () => {
    expect(englishTexts['category.name']).toBe('{name}');
    const seeded = [
      'Pain & Fever',
      'Malaria',
      'Antibiotics',
      'Cough, Cold & Allergy',
      'Asthma & Respiratory',
      'Vitamins & Supplements',
      'Diabetes Care',
      'Heart & Blood Pressure',
      'Digestive Health',
      'Skin Care',
      'First Aid',
      "Women's Health",
      'Baby & Child Care',
      'Eye & Ear Care',
    ];
    for (const name of seeded) expect(pidginTexts['category.name']).toContain(` ${categorySlug(name)} {`);
  });
});
