import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keptItems, on } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import MedicinesPage from '../medicines-page';
import CategoryMedicinesPage from '../category-medicines-page';
import {
  captureToasts,
  category,
  httpError,
  medicine,
  mockGet,
  pending,
  range,
  renderPage,
  SHOPPER_ID,
  signIn,
} from '../../testing/catalog-fixtures';

const ALL = '/api/medicine/GetAllMedicines';

describe('medicines page', () => {
  it('pages 3 medicines at a time, with View and Add to cart on each card', async () => {
    mockGet({ [ALL]: range(7).map((n) => medicine(n)) });
    renderPage(<MedicinesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading medicines…');
    const list = await screen.findByRole('list', { name: 'medicines' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'View Medicine 1' })).toHaveAttribute('href', `/medicines/${medicine(1).id}`);
    expect(screen.getByRole('button', { name: 'Add to cart: Medicine 1' })).toHaveTextContent('Add to cart');
    expect(screen.getByText('N1,500')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 3 of 3')).toBeInTheDocument();
    expect(within(list).getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('heading', { name: 'Medicine 7' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('keeps the page in the URL: opens on ?page=2, and Next writes ?page=3 and brings the first new card into view', async () => {
    mockGet({ [ALL]: range(7).map((n) => medicine(n)) });
    renderPage(<MedicinesPage />, { path: '/medicines', url: '/medicines?page=2' });
    const list = await screen.findByRole('list', { name: 'medicines' });
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Medicine 4' })).toBeInTheDocument();
    const scrolled = jest.mocked(Element.prototype.scrollIntoView);
    scrolled.mockClear();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/medicines?page=3');
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(list).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/medicines$/);
  });

  it('clamps a page past the end to the last page', async () => {
    mockGet({ [ALL]: range(7).map((n) => medicine(n)) });
    renderPage(<MedicinesPage />, { path: '/medicines', url: '/medicines?page=99' });
    expect(await screen.findByText('Page 3 of 3')).toBeInTheDocument();
  });

  it('cards say In stock, Only N left or Out of stock (Add to cart disabled), and Prescription required for a POM', async () => {
    mockGet({
      [ALL]: [
        medicine(1, { name: 'Plenty' }),
        medicine(2, { name: 'Few', stockStatus: 'low-stock', stockLeft: 2, medicineClass: 'pom', prescriptionRequired: true }),
        medicine(3, { name: 'None', stockStatus: 'out-of-stock', stockLeft: 0 }),
      ],
    });
    renderPage(<MedicinesPage />);
    const card = async (name: string) => (await screen.findByRole('heading', { name })).closest('article')!;
    expect(within(await card('Plenty')).getByText('In stock')).toBeInTheDocument();
    expect(within(await card('Plenty')).queryByText('Prescription required')).not.toBeInTheDocument();
    expect(within(await card('Few')).getByText('Only 2 left')).toBeInTheDocument();
    expect(within(await card('Few')).getByText('Prescription required')).toBeInTheDocument();
    expect(within(await card('None')).getByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart: None' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Add to cart: Few' })).toBeEnabled();
  });

  it('serves responsive images: srcset from the API width variants, sizes, width and height', async () => {
    mockGet({ [ALL]: [medicine(1)] });
    const { container } = renderPage(<MedicinesPage />);
    await screen.findByText('Page 1 of 1');
    const image = container.querySelector('img')!;
    expect(image).toHaveAttribute('srcset', expect.stringContaining('/api/images/medicine-1-800.webp 800w'));
    expect(image).toHaveAttribute('sizes');
    expect(image).toHaveAttribute('width', '400');
    expect(image).toHaveAttribute('height', '400');
  });

  it("says 'No medicines found.' for an empty catalogue", async () => {
    mockGet({ [ALL]: [] });
    renderPage(<MedicinesPage />);
    expect(await screen.findByText('No medicines found.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
  });

  it('logs a failed load and shows a plain message', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGet({ [ALL]: httpError(503) });
    renderPage(<MedicinesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent("We could not reach the pharmacy's server to load medicines");
    expect(logged).toHaveBeenCalled();
  });
});

describe('add to cart', () => {
  it('keeps a logged-out visitor’s item in the cart on this device and says so, with a link to the cart', async () => {
    const toasts = captureToasts();
    const post = jest.spyOn(apiClient, 'post');
    mockGet({ [ALL]: [medicine(1)] });
    renderPage(<MedicinesPage />, { path: '/medicines', url: '/medicines?page=1' });
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Medicine 1' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart: Medicine 1' }));
    expect(toasts[0]).toMatchObject({
      type: 'success',
      summary: 'Added to cart',
      detail: '"Medicine 1" is in your cart on this device. Log in when you check out to order it.',
      link: { label: 'View cart', to: '/cart' },
    });
    expect(keptItems()).toEqual([{ medicineId: medicine(1).id, quantity: 2, name: 'Medicine 1' }]);
    expect(post).not.toHaveBeenCalled();
  });

  it('does the same when the token carries no UserId', async () => {
    signIn({ name: 'ghost', role: 'user' });
    const toasts = captureToasts();
    mockGet({ [ALL]: [medicine(1)] });
    renderPage(<MedicinesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Medicine 1' }));
    expect(toasts[0]).toMatchObject({ type: 'success', summary: 'Added to cart' });
  });

  it('adds quantity 1, toasts success for 5 s and tells the cart badge', async () => {
    signIn();
    const toasts = captureToasts();
    const cartEvents: unknown[] = [];
    const off = on('cart:changed', (event) => cartEvents.push(event));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'ok' } });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGet({ [ALL]: [medicine(1), medicine(2)], '/api/carts/getcartitems': [] });
    renderPage(<MedicinesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Medicine 2' }));
    expect(post).toHaveBeenCalledWith('/api/carts/add', { medicineId: medicine(2).id, quantity: 1, userId: SHOPPER_ID });
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ type: 'success', detail: 'Medicine "Medicine 2" added to cart!', duration: 5000 }),
      ]),
    );
    expect(cartEvents).toEqual([{ reason: 'add', items: undefined }]);
    off();
  });

  it('hands the updated cart the API answers to the badge, so it needs no second call', async () => {
    signIn();
    const cartEvents: unknown[] = [];
    const off = on('cart:changed', (event) => cartEvents.push(event));
    const items = [{ cartItemId: 'c1', medicineId: medicine(1).id, quantity: 2, price: 1500, medicine: medicine(1) }];
    jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'Added', items, totalItems: 2 } });
    mockGet({ [ALL]: [medicine(1)] });
    renderPage(<MedicinesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Medicine 1' }));
    await waitFor(() => expect(cartEvents).toEqual([{ reason: 'add', items }]));
    off();
  });

  it('toasts the failure for 5 s when the API refuses', async () => {
    signIn();
    const toasts = captureToasts();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(500));
    mockGet({ [ALL]: [medicine(1)] });
    renderPage(<MedicinesPage />);
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart: Medicine 1' }));
    await waitFor(() =>
      expect(toasts).toEqual([
        expect.objectContaining({ type: 'error', detail: 'Failed to add medicine to cart. Please try again.', duration: 5000 }),
      ]),
    );
    expect(logged).toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Add to cart: Medicine 1' })).toBeEnabled();
  });
});

describe('medicines of a category', () => {
  const withProducts = (id: string) => `/api/medicine-categories/category-with-products/${id}`;

  it('loads the category with its medicines and pages them 3 at a time', async () => {
    const vitamins = category(4, { name: 'Vitamins' });
    mockGet({ [withProducts(vitamins.medicineCategoryId)]: { ...vitamins, medicines: range(4).map((n) => medicine(n)) } });
    renderPage(<CategoryMedicinesPage />, {
      path: '/medicines/category/:categoryId',
      url: `/medicines/category/${vitamins.medicineCategoryId}`,
    });
    expect(screen.getByRole('status')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: 'Vitamins' })).toBeInTheDocument();
    expect(screen.getAllByRole('article')).toHaveLength(3);
    expect(screen.getByText('Page 1 of 2')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it("says 'No medicines found.' for an empty category and 'not found' for an unknown one", async () => {
    const empty = category(5, { name: 'Empty shelf' });
    mockGet({ [withProducts(empty.medicineCategoryId)]: { ...empty, medicines: [] }, [withProducts('missing')]: httpError(404) });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { unmount } = renderPage(<CategoryMedicinesPage />, {
      path: '/medicines/category/:categoryId',
      url: `/medicines/category/${empty.medicineCategoryId}`,
    });
    expect(await screen.findByText('No medicines found.')).toBeInTheDocument();
    unmount();
    renderPage(<CategoryMedicinesPage />, { path: '/medicines/category/:categoryId', url: '/medicines/category/missing' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Category not found' })).toBeInTheDocument();
  });

  it('still says it is loading while waiting', () => {
    mockGet({ [withProducts('x')]: pending });
    renderPage(<CategoryMedicinesPage />, { path: '/medicines/category/:categoryId', url: '/medicines/category/x' });
    expect(screen.getByRole('status')).toHaveTextContent('Loading medicines…');
  });
});
