import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepForAfterLogin, keptItems } from 'shared-kernel';
import { apiClient, publicFetch } from 'shared-kernel/testing';
import CartPage from '../../../pages/cart-page';
import { httpError, ok, renderAt, signOut } from '../../../test-utils/render';

const coartem = {
  id: 'med-coartem',
  name: 'Coartem 80/480 Tablets (6)',
  price: 4500,
  imageUrl: null,
  description: 'Artemether/lumefantrine',
  dosage: '',
  categoryId: 'cat-1',
  isFeatured: false,
};

describe('a visitor’s cart', () => {
  beforeEach(() => {
    signOut();
    window.localStorage.clear();
  });

  it('shows the items kept on this device, priced from the catalogue, and asks for the login at Checkout', async () => {
    keepForAfterLogin(coartem.id, 2, coartem.name);
    const get = jest.spyOn(publicFetch, 'get').mockResolvedValue({ data: coartem, status: 200 });
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByText(coartem.name)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/medicine/med-coartem');
    expect(screen.getByTestId('total-price')).toHaveTextContent('N9,000');
    expect(screen.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup?returnTo=%2Fcart');
    await userEvent.click(screen.getByRole('button', { name: `Decrease quantity of ${coartem.name}` }));
    await waitFor(() => expect(screen.getByTestId('total-price')).toHaveTextContent('N4,500'));
    expect(keptItems()).toEqual([{ medicineId: coartem.id, quantity: 1, name: coartem.name }]);
    await userEvent.click(screen.getByRole('button', { name: 'Log in to check out' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/login?returnTo=%2Fcart');
  });

  it('is empty with a way to shop when nothing was kept', async () => {
    renderAt(<CartPage />, '/cart');
    expect(await screen.findByText('Your cart is empty. Start shopping now!')).toBeInTheDocument();
  });

  it('chooses a state and sees the delivery fee, total and date, quoted by the server for the basket on this device', async () => {
    keepForAfterLogin(coartem.id, 2, coartem.name);
    jest.spyOn(publicFetch, 'get').mockResolvedValue({ data: coartem, status: 200 });
    const zones = {
      freeDeliveryThreshold: 100000,
      zones: [
        { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' },
      ],
    };
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok(zones);
      throw httpError(401, { message: 'Please log in first.' });
    });
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url !== '/api/checkout/quote') throw httpError(404, { message: 'not found' });
      return ok({
        zone: { code: 'kano', state: 'Kano', name: 'Kano' },
        itemsTotal: 9000,
        deliveryFee: 3000,
        zoneFee: 3000,
        total: 12000,
        freeDeliveryThreshold: 100000,
        window: { minDays: 3, maxDays: 5, earliest: '2026-01-05', latest: '2026-01-07', text: '3–5 working days (Mon 5 Jan – Wed 7 Jan)' },
      });
    });
    renderAt(<CartPage />, '/cart');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'kano');
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('N3,000');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('N12,000');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Mon 5 Jan – Wed 7 Jan');
    // The basket is named, not priced, by the browser; a visitor has no saved addresses to ask for.
    expect(post).toHaveBeenCalledWith(
      '/api/checkout/quote',
      expect.objectContaining({ zone: 'kano', items: [{ medicineId: coartem.id, quantity: 2 }] }),
    );
    expect(get).not.toHaveBeenCalledWith('/api/delivery/addresses', expect.anything());
  });

  it('is told before signing in why a fridge medicine cannot go to the state chosen', async () => {
    const insulin = { ...coartem, id: 'med-insulin', name: 'Actrapid Vial' };
    keepForAfterLogin(insulin.id, 1, insulin.name);
    jest.spyOn(publicFetch, 'get').mockResolvedValue({ data: insulin, status: 200 });
    const zones = {
      freeDeliveryThreshold: 100000,
      zones: [
        { code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' },
      ],
    };
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok(zones);
      throw httpError(401, { message: 'Please log in first.' });
    });
    const why =
      'Actrapid Vial must stay cold (2–8 °C), so we deliver it only the same day from a pharmacy in your state, and no pharmacy of ours delivers the same day in Kano yet.';
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(409, { code: 'cold-chain-not-delivered', message: why }));
    renderAt(<CartPage />, '/cart');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'kano');
    expect(await screen.findByText(why)).toBeInTheDocument();
    expect(screen.getByText('A medicine in your cart must stay cold (2–8 °C): we cannot deliver it to this state.')).toBeInTheDocument();
    expect(screen.queryByTestId('delivery-fee')).toBeNull();
  });
});
