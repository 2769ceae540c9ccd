import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { publicFetch } from 'shared-kernel/testing';
import SearchPage from '../../../../pages/search-page';
import { renderPage } from '../../../../testing/catalog-fixtures';

const SUGGEST = '/api/medicine/suggest';
const MEDICINE_ID = '00000000-0000-4000-8000-000000000001';
const CATEGORY_ID = '00000000-0000-4000-8000-000000000009';

const SUGGESTIONS = [
  { kind: 'medicine', id: MEDICINE_ID, label: 'Emzor ORS Sachets (10)', strength: '20.5 g', medicineClass: 'otc', prescriptionOnly: false },
  {
    kind: 'medicine',
    id: '00000000-0000-4000-8000-000000000002',
    label: 'Ciprotab 500mg',
    strength: '500 mg',
    medicineClass: 'pom',
    prescriptionOnly: true,
  },
  { kind: 'condition', label: 'running stomach', leadsTo: 'diarrhoea, loose stools' },
  { kind: 'category', id: CATEGORY_ID, label: 'Digestive Health' },
];

/** The search page's answer when nothing was found (its own tests cover it). */
const emptyAnswer = (query: string) => ({
  query,
  results: [],
  total: 0,
  understood: [],
  notStockedBrand: null,
  strength: null,
  otherStrength: [],
  didYouMean: [],
  category: null,
  askPharmacist: { en: `Do you have something for "${query}"?`, pcm: `Una get something for "${query}"?` },
  message: null,
});

type Call = { q: string; signal?: AbortSignal };

/** The API's suggestions for each text typed; other reads (the search page's own) answer nothing. */
function stubSuggest(answer: (q: string) => Promise<unknown> | unknown = () => ({ suggestions: SUGGESTIONS })) {
  const calls: Call[] = [];
  jest
    .spyOn(publicFetch, 'get')
    .mockImplementation(async (url: string, config?: { params?: Record<string, unknown>; signal?: AbortSignal }) => {
      if (url === '/api/medicine/search') return { data: emptyAnswer(String(config?.params?.q)), status: 200 };
      if (url !== SUGGEST) return { data: [], status: 200 };
      const q = String(config?.params?.q);
      calls.push({ q, signal: config?.signal });
      return { data: { query: q, ...((await answer(q)) as object) }, status: 200 };
    });
  return calls;
}

afterEach(() => jest.restoreAllMocks());

const box = () => screen.getByRole('combobox', { name: 'Search medicines and categories' });

describe('search box suggestions', () => {
  it('from two letters lists medicines, conditions and categories as a listbox the box controls', async () => {
    const calls = stubSuggest();
    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.type(box(), 'r');
    expect(screen.queryByRole('listbox')).toBeNull();
    await userEvent.type(box(), 'u');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    expect(box()).toHaveAttribute('aria-controls', list.id);
    expect(screen.getAllByRole('option')).toHaveLength(4);
    expect(screen.getByRole('option', { name: /Ciprotab 500mg.*Prescription only/ })).toBeInTheDocument();
    expect(screen.getByRole('option', { name: /running stomach.*for diarrhoea, loose stools/ })).toBeInTheDocument();
    expect(screen.getByText('4 suggestions; use the up and down arrows to choose')).toBeInTheDocument();
    expect(calls.map((c) => c.q)).toEqual(['ru']);
  });

  it('arrow keys move the active option (aria-activedescendant), Enter opens the medicine', async () => {
    stubSuggest();
    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await userEvent.type(box(), 'em');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{ArrowUp}');
    const first = screen.getAllByRole('option')[0];
    expect(box()).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{Enter}');
    expect(screen.getByTestId('location')).toHaveTextContent(`/medicines/${MEDICINE_ID}`);
  });

  it('a condition runs its search; a category opens it; Escape closes the list', async () => {
    stubSuggest();
    const { unmount } = renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await userEvent.type(box(), 'run');
    await screen.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    expect(box()).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{ArrowDown}');
    expect(box()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('option', { name: /running stomach/ }));
    expect(screen.getByTestId('location')).toHaveTextContent('/search?query=running+stomach');
    unmount();

    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await userEvent.type(box(), 'dig');
    await userEvent.click(await screen.findByRole('option', { name: /Digestive Health/ }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/medicines/category/${CATEGORY_ID}`);
  });

  it('the last answer wins: an earlier request still running is aborted and its answer never shown', async () => {
    let releaseFirst: (value: unknown) => void = () => undefined;
    const calls = stubSuggest((q) =>
      q === 'pa'
        ? new Promise((resolve) => (releaseFirst = resolve))
        : { suggestions: [{ kind: 'condition', label: 'pain', leadsTo: 'pain relief' }] },
    );
    renderPage(<SearchPage />, { path: '/search', url: '/search' });
    await userEvent.type(box(), 'pa');
    await waitFor(() => expect(calls.map((c) => c.q)).toEqual(['pa']));
    await userEvent.type(box(), 'i');
    expect(await screen.findByRole('option', { name: /pain/ })).toBeInTheDocument();
    expect(calls[0].signal?.aborted).toBe(true);
    releaseFirst({ suggestions: SUGGESTIONS });
    await waitFor(() => expect(calls.map((c) => c.q)).toEqual(['pa', 'pai']));
    expect(screen.getAllByRole('option')).toHaveLength(1);
  });
});
