import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keepForAfterLogin, keptItems } from 'shared-kernel';
import { publicFetch } from 'shared-kernel/testing';
import CartPage from '../../../pages/cart-page';
import { renderAt, signOut } from '../../../test-utils/render';

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
});
