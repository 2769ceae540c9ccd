import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import CategoriesPage from '../categories-page';
import AllCategoryPage from '../all-category-page';
import CategoryPage from '../category-page';
import { category, httpError, mockGet, pending, range, renderPage } from '../../testing/catalog-fixtures';

const LIST = '/api/medicine-categories';

describe.each([
  ['categories', CategoriesPage, 'Categories'],
  ['all-category', AllCategoryPage, 'All Categories'],
])('%s page', (_route, Page, title) => {
  it('pages 6 categories at a time with Page X of Y and disabled ends', async () => {
    mockGet({ [LIST]: range(13).map((n) => category(n)) });
    renderPage(<Page />);
    expect(screen.getByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const list = await screen.findByRole('list', { name: 'Medicine categories' });
    expect(within(list).getAllByRole('link')).toHaveLength(6);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toBeDisabled();
    expect(next).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Category 7' })).toBeInTheDocument();
    expect(previous).toBeEnabled();

    await userEvent.click(next);
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Category 13' })).toHaveAttribute(
      'href',
      `/medicines/category/${category(13).medicineCategoryId}`,
    );
    expect(next).toBeDisabled();

    await userEvent.click(previous);
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('shows the loading spinner until the categories arrive', () => {
    mockGet({ [LIST]: pending });
    renderPage(<Page />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading categories…');
  });

  it('says so when there are no categories, and when the server cannot be reached', async () => {
    mockGet({ [LIST]: [] });
    const { unmount } = renderPage(<Page />);
    expect(await screen.findByText('No categories found.')).toBeInTheDocument();
    unmount();

    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGet({ [LIST]: Object.assign(new Error('Network Error'), { isAxiosError: true }) });
    renderPage(<Page />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We could not reach the pharmacy's server to load the categories");
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(logged).toHaveBeenCalled();
  });
});

describe('category page', () => {
  it('narrows the categories as you type', async () => {
    mockGet({ [LIST]: [category(1, { name: 'Vitamins' }), category(2, { name: 'Pain Relief' }), category(3, { name: 'Baby Care' })] });
    renderPage(<CategoryPage />);
    expect(await screen.findByRole('link', { name: 'Vitamins' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a category'), 'pain');
    expect(screen.getByRole('link', { name: 'Pain Relief' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Vitamins' })).not.toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Find a category'), 'zzz');
    expect(screen.getByText('No categories match "painzzz".')).toBeInTheDocument();
  });

  it('keeps the page when Next is pressed (paging survives re-renders)', async () => {
    mockGet({ [LIST]: range(8).map((n) => category(n)) });
    renderPage(<CategoryPage />);
    await screen.findByText('Page 1 of 2');
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Category 8' })).toBeInTheDocument();
  });

  it('logs a failed load and still renders', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGet({ [LIST]: httpError(500) });
    renderPage(<CategoryPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load the categories right now');
    expect(logged).toHaveBeenCalledWith('Could not load the categories', expect.anything());
  });
});
