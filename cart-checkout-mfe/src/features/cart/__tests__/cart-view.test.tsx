import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { emit, queuedCartChanges, type CartItem, type ToastMessage } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import CartPage from '../../../pages/cart-page';
import { USER_ID, collect, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

function item(id: string, name: string, price: number, quantity: number): CartItem {
  return {
    cartItemId: id,
    medicineId: `med-${id}`,
    quantity,
    price,
    subtotal: Math.round(price * quantity * 100) / 100,
    medicine: {
      id: `med-${id}`,
      name,
      price,
      imageUrl: `/images/${id}.webp`,
      description: `${name} short description`,
      dosage: '',
      categoryId: 'cat-1',
      isFeatured: false,
    },
  };
}

const amoxil = () => item('c1', 'Amoxil 500mg', 2199.99, 3);
const panadol = () => item('c2', 'Panadol Extra', 449.7, 2);

function rowOf(name: string) {
  return screen.getByText(name).closest('tr') as HTMLElement;
}

describe('cart', () => {
  let toasts: ReturnType<typeof collect<'toast:show'>>;
  let cartEvents: ReturnType<typeof collect<'cart:changed'>>;

  beforeEach(() => {
    signIn();
    toasts = collect('toast:show');
    cartEvents = collect('cart:changed');
  });
  afterEach(() => {
    toasts.stop();
    cartEvents.stop();
    signOut();
  });

  function loadCart(items: CartItem[]) {
    return jest.spyOn(apiClient, 'get').mockResolvedValue(ok(items));
  }

  it('shows each medicine with its price, quantity and subtotal, and exact totals', async () => {
    const get = loadCart([amoxil(), panadol()]);
    renderAt(<CartPage />, '/cart');

    expect(await screen.findByText('Amoxil 500mg')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/carts/getcartitems', { params: { userId: USER_ID } });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your Cart');
    expect(screen.getByRole('img', { name: 'Amoxil 500mg' })).toHaveAttribute('src', '/images/c1.webp');
    expect(screen.getByText('Amoxil 500mg short description')).toBeInTheDocument();

    const row = rowOf('Amoxil 500mg');
    expect(within(row).getByText('N2,199.99')).toBeInTheDocument();
    expect(within(row).getByRole('status', { name: 'Quantity of Amoxil 500mg' })).toHaveTextContent('3');
    expect(within(row).getByTestId('line-subtotal')).toHaveTextContent('N6,599.97');
    expect(within(rowOf('Panadol Extra')).getByTestId('line-subtotal')).toHaveTextContent('N899.40');

    expect(screen.getByTestId('total-items')).toHaveTextContent('5');
    expect(screen.getByTestId('total-price')).toHaveTextContent('N7,499.37');
    expect(cartEvents.events).toEqual([{ reason: 'load', items: [amoxil(), panadol()] }]);
  });

  it('a cart on screen stays while it is read again (a line added elsewhere): its buttons are never swapped for a spinner', async () => {
    let answer: (items: CartItem[]) => void = () => undefined;
    let cartReads = 0;
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
      if (url !== '/api/carts/getcartitems') return Promise.resolve(ok([]));
      cartReads += 1;
      if (cartReads === 1) return Promise.resolve(ok([amoxil()]));
      return new Promise((resolve) => (answer = (items) => resolve(ok(items))));
    });
    renderAt(<CartPage />, '/cart');
    const goPay = await screen.findByRole('button', { name: 'Checkout' });

    emit('cart:changed', { reason: 'add', items: [] });
    await waitFor(() => expect(cartReads).toBe(2));
    // The second read is still out: the same button is on screen, and no spinner replaced the cart.
    expect(screen.getByRole('button', { name: 'Checkout' })).toBe(goPay);
    expect(screen.queryByRole('status', { name: /loading/i })).not.toBeInTheDocument();

    answer([amoxil(), panadol()]);
    expect(await screen.findByText('Panadol Extra')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Checkout' })).toBe(goPay);
  });

  it('checks out with the exact kobo total (no floating-point crumbs) and the medicine payment type', async () => {
    loadCart([amoxil(), panadol()]);
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Checkout' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-form?totalPrice=7499.37&paymentType=medicine');
  });

  it('never goes below 1 nor above 99', async () => {
    loadCart([item('c1', 'Amoxil 500mg', 100, 1), item('c2', 'Panadol Extra', 50, 99)]);
    renderAt(<CartPage />, '/cart');
    await screen.findByText('Amoxil 500mg');
    expect(screen.getByRole('button', { name: 'Decrease quantity of Amoxil 500mg' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Amoxil 500mg' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Increase quantity of Panadol Extra' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Decrease quantity of Panadol Extra' })).toBeEnabled();
  });

  it('sends a quantity change to the API, updates the totals and tells the header badge', async () => {
    loadCart([amoxil(), panadol()]);
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({}));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Panadol Extra' }));

    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity of Panadol Extra' })).toBeEnabled());
    expect(put).toHaveBeenCalledWith(
      '/api/carts/updateCartItem',
      expect.objectContaining({ cartItemId: 'c2', medicineId: 'med-c2', quantity: 3, userId: USER_ID }),
    );
    expect(screen.getByRole('status', { name: 'Quantity of Panadol Extra' })).toHaveTextContent('3');
    expect(screen.getByTestId('total-items')).toHaveTextContent('6');
    expect(screen.getByTestId('total-price')).toHaveTextContent('N7,949.07');
    const last = cartEvents.events.at(-1);
    expect(last?.reason).toBe('update');
    expect(last?.items?.map((x) => x.quantity)).toEqual([3, 3]);
  });

  it("takes the server's cart after a change (its prices are the catalogue's)", async () => {
    loadCart([amoxil(), panadol()]);
    const repriced = { ...panadol(), quantity: 3, price: 450 };
    jest
      .spyOn(apiClient, 'put')
      .mockResolvedValue(ok({ message: 'Quantity set', items: [amoxil(), repriced], totalItems: 6, totalPrice: 7949.97 }));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Panadol Extra' }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('N7,949.97'));
    expect(within(rowOf('Panadol Extra')).getByText('N450')).toBeInTheDocument();
    expect(cartEvents.events.at(-1)).toEqual({ reason: 'update', items: [amoxil(), repriced] });
  });

  it("restores the row and shows the server's reason when a change is refused", async () => {
    loadCart([amoxil(), panadol()]);
    jest.spyOn(apiClient, 'put').mockRejectedValue(httpError(400, { message: 'Quantity must be between 1 and 99.' }));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Decrease quantity of Amoxil 500mg' }));

    await waitFor(() => expect(toasts.events).toHaveLength(1));
    expect(toasts.events[0]).toMatchObject({ type: 'error', detail: 'Quantity must be between 1 and 99.' });
    expect(screen.getByRole('status', { name: 'Quantity of Amoxil 500mg' })).toHaveTextContent('3');
    expect(screen.getByTestId('total-price')).toHaveTextContent('N7,499.37');
    expect(cartEvents.events.map((e) => e.reason)).toEqual(['load']);
  });

  it('removes a line through the API', async () => {
    loadCart([amoxil(), panadol()]);
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok({}));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Amoxil 500mg' }));

    await waitFor(() => expect(screen.queryByText('Amoxil 500mg')).not.toBeInTheDocument());
    expect(del).toHaveBeenCalledWith('/api/carts/removecartitem/c1');
    expect(screen.getByTestId('total-items')).toHaveTextContent('2');
    expect(screen.getByTestId('total-price')).toHaveTextContent('N899.40');
    expect(cartEvents.events.at(-1)).toEqual({ reason: 'remove', items: [panadol()] });
  });

  it('without a connection, removes the line on screen and keeps the removal to send once back online', async () => {
    loadCart([amoxil(), panadol()]);
    jest.spyOn(apiClient, 'delete').mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Amoxil 500mg' }));

    await waitFor(() => expect(screen.queryByText('Amoxil 500mg')).not.toBeInTheDocument());
    expect(queuedCartChanges()).toEqual([{ kind: 'remove', cartItemId: 'c1', name: 'Amoxil 500mg' }]);
    expect(toasts.events.at(-1)).toMatchObject({ type: 'info', summary: 'Saved while offline' });
  });

  it('tells the shopper once, above the lines, what the shop took out of the cart', async () => {
    loadCart([amoxil(), panadol()]);
    const withdrawn = 'Amoxil 500mg was withdrawn from sale and removed from your cart.';
    jest
      .spyOn(apiClient, 'put')
      .mockResolvedValueOnce(
        ok({ message: 'Quantity set', notices: [withdrawn], items: [{ ...panadol(), quantity: 3 }], totalItems: 3, totalPrice: 1349.1 }),
      )
      .mockResolvedValueOnce(
        ok({ message: 'Quantity set', notices: [], items: [{ ...panadol(), quantity: 4 }], totalItems: 4, totalPrice: 1798.8 }),
      );
    renderAt(<CartPage />, '/cart');
    await screen.findByText('Amoxil 500mg');
    expect(screen.queryByText(withdrawn)).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Panadol Extra' }));
    const notice = await screen.findByText(withdrawn);
    const box = notice.closest('[role="status"]') as HTMLElement;
    expect(box).toBeInTheDocument();
    expect(box.compareDocumentPosition(screen.getByRole('table')) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(screen.queryByText('Amoxil 500mg')).not.toBeInTheDocument();

    // The next answer carries no notice: the one told stays on the page, shown once.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Increase quantity of Panadol Extra' })).toBeEnabled());
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Panadol Extra' }));
    await waitFor(() => expect(screen.getByTestId('total-items')).toHaveTextContent('4'));
    expect(screen.getAllByText(withdrawn)).toHaveLength(1);
  });

  it('tells a shopper who only opens the cart what was withdrawn from it since they last looked', async () => {
    const withdrawn = 'Panadol Extra was withdrawn from sale and removed from your cart.';
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/carts/notices') return ok({ notices: [withdrawn] });
      if (url === '/api/carts/getcartitems') return ok([amoxil()]);
      return ok([]);
    });
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByText(withdrawn)).toBeInTheDocument();
    expect(screen.getByText(withdrawn).closest('[role="status"]')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/carts/notices', { params: { userId: USER_ID } });
  });

  it('keeps the notice when the withdrawal leaves the cart empty', async () => {
    loadCart([amoxil()]);
    const withdrawn = 'Amoxil 500mg was withdrawn from sale and removed from your cart.';
    jest
      .spyOn(apiClient, 'delete')
      .mockResolvedValue(ok({ message: 'Removed', notices: [withdrawn, withdrawn], items: [], totalItems: 0, totalPrice: 0 }));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Amoxil 500mg' }));
    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
    expect(screen.getAllByText(withdrawn)).toHaveLength(1);
    expect(screen.getByText(withdrawn).closest('[role="status"]')).toBeInTheDocument();
  });

  it('asks before clearing: "Keep my items" keeps them and calls nothing', async () => {
    loadCart([amoxil(), panadol()]);
    const del = jest.spyOn(apiClient, 'delete');
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent(/Remove all \d+ items? from your cart\?/);
    await userEvent.click(screen.getByRole('button', { name: 'Keep my items' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(del).not.toHaveBeenCalled();
    expect(screen.getByText('Amoxil 500mg')).toBeInTheDocument();
  });

  it('clears the cart after the second tap, says so, and shows the empty state', async () => {
    loadCart([amoxil(), panadol()]);
    const del = jest.spyOn(apiClient, 'delete').mockResolvedValue(ok({}));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    expect(del).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear the cart' }));

    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
    expect(del).toHaveBeenCalledWith(`/api/carts/clearcart/${USER_ID}`);
    expect(toasts.events).toEqual([
      expect.objectContaining<Partial<ToastMessage>>({ type: 'success', detail: 'Cart cleared successfully.' }),
    ]);
    expect(cartEvents.events.at(-1)).toEqual({ reason: 'clear', items: [] });
  });

  it('keeps the cart when clearing fails', async () => {
    loadCart([amoxil()]);
    jest.spyOn(apiClient, 'delete').mockRejectedValue(httpError(500, { message: 'Database unavailable' }));
    renderAt(<CartPage />, '/cart');
    await userEvent.click(await screen.findByRole('button', { name: 'Clear Cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Yes, clear the cart' }));
    await waitFor(() => expect(toasts.events).toHaveLength(1));
    expect(toasts.events[0]).toMatchObject({ type: 'error', detail: 'Database unavailable' });
    expect(screen.getByText('Amoxil 500mg')).toBeInTheDocument();
  });

  it('invites an empty cart to shop', async () => {
    loadCart([]);
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Shop Now' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/categories');
  });

  it('offers to try again when the cart cannot be loaded', async () => {
    let cartLoads = 0;
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url !== '/api/carts/getcartitems') return ok({ notices: [] });
      cartLoads += 1;
      if (cartLoads === 1) throw httpError(500, {});
      return ok([amoxil()]);
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your cart.');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Amoxil 500mg')).toBeInTheDocument();
    // The cart twice (the failure, then the retry); the delivery estimate asks for the zones on its own.
    expect(get.mock.calls.map(([url]) => url).filter((url) => url === '/api/carts/getcartitems')).toHaveLength(2);
  });

  it("holds the state picker's place while the states load, and leaves the estimate out when they cannot be read", async () => {
    let refuseZones: (error: unknown) => void = () => undefined;
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) => {
      if (url === '/api/delivery')
        return new Promise((_, reject) => {
          refuseZones = reject;
        });
      if (url === '/api/delivery/addresses') return Promise.resolve(ok([]));
      return Promise.resolve(ok([amoxil()]));
    });
    renderAt(<CartPage />, '/cart');
    const picker = await screen.findByLabelText('Deliver to');
    expect(picker).toBeDisabled();
    expect(within(picker).getByRole('option')).toHaveTextContent('Loading states…');
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
    refuseZones(httpError(503, { message: 'Service unavailable' }));
    await waitFor(() => expect(screen.queryByLabelText('Deliver to')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Checkout' })).toBeEnabled();
  });

  it('estimates delivery in the cart: fee, total and window for the chosen state', async () => {
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery')
        return ok({
          freeDeliveryThreshold: 100000,
          zones: [
            { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' },
          ],
        });
      if (url === '/api/delivery/addresses') return ok([]);
      return ok([amoxil()]);
    });
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      ok({
        zone: { code: 'kano', state: 'Kano', name: 'Kano' },
        itemsTotal: 6599.97,
        deliveryFee: 3000,
        zoneFee: 3000,
        total: 9599.97,
        freeDeliveryThreshold: 100000,
        window: { minDays: 3, maxDays: 5, earliest: '2026-01-05', latest: '2026-01-07', text: '3–5 working days (Mon 5 Jan – Wed 7 Jan)' },
      }),
    );
    renderAt(<CartPage />, '/cart');
    // The picker holds its place while the states load, then offers them.
    await screen.findByRole('option', { name: 'Kano' });
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'kano');
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('N3,000');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('N9,599.97');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('3–5 working days');
    expect(post).toHaveBeenCalledWith('/api/checkout/quote', { zone: 'kano' });
  });
});
