// The cart's clinical checks: who it is for, and the alerts read again after each change.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type CartItem } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import CartPage from '../../../pages/cart-page';
import { USER_ID, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

const CHILD = '7b1c2d3e-0000-4000-8000-000000000002';
const line = (quantity: number): CartItem => ({
  cartItemId: 'c1',
  medicineId: 'med-codeine',
  quantity,
  price: 1500,
  subtotal: 1500 * quantity,
  medicine: {
    id: 'med-codeine',
    name: 'Co-codamol 30/500',
    price: 1500,
    imageUrl: '/images/c1.webp',
    description: '',
    dosage: '',
    categoryId: 'cat-1',
    isFeatured: false,
  },
});

const codeineForChild = {
  id: 'age-limit:codeine',
  severity: 'block',
  kind: 'age-limit',
  medicineIds: ['med-codeine'],
  ingredient: 'codeine',
  message: { en: 'Codeine is not for children under 12.', pcm: 'Codeine no be for pikin wey never reach 12.' },
  source: 'MHRA Drug Safety Update, July 2013',
};

function answer(alerts: unknown[]) {
  return { profileId: null, healthData: true, alerts, blocking: alerts.length > 0, acknowledgement: '', summary: [] };
}

describe('the cart’s safety checks', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    signOut();
    window.localStorage.clear();
  });

  it('checks for the person chosen, says a pharmacist must check a blocked sale, and reads again after each change', async () => {
    const safetyReads: unknown[] = [];
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string, config?: unknown) => {
      if (url === '/api/carts/getcartitems') return ok([line(1)]);
      if (url === '/api/medication-profiles') return ok({ items: [{ id: CHILD, label: 'Chidi', relationship: 'child' }] });
      if (url === '/api/medication-safety/cart') {
        const query = (config as { params: { profileId?: string } }).params;
        safetyReads.push(query);
        return ok(answer(query.profileId === CHILD ? [codeineForChild] : []));
      }
      throw httpError(404, { message: `not found ${url}` });
    });
    jest.spyOn(apiClient, 'put').mockResolvedValue(ok({}));
    const user = userEvent.setup();
    renderAt(<CartPage />, '/cart');

    expect(await screen.findByText('No warnings for the medicines in your cart.')).toBeInTheDocument();
    const chooser = screen.getByLabelText('Shopping for');
    await waitFor(() => expect(chooser).toBeEnabled());
    await user.selectOptions(chooser, CHILD);

    expect(await screen.findByText('Codeine is not for children under 12.')).toBeInTheDocument();
    expect(screen.getByText('A pharmacist must check this first')).toBeInTheDocument();
    expect(screen.getByText('Source: MHRA Drug Safety Update, July 2013')).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('a pharmacist must check the order before it is sold');
    expect(window.localStorage.getItem(`shopping-for:${USER_ID}`)).toBe(CHILD);

    const before = safetyReads.length;
    await user.click(screen.getByRole('button', { name: 'Increase quantity of Co-codamol 30/500' }));
    await waitFor(() => expect(safetyReads.length).toBeGreaterThan(before));
    expect(safetyReads.at(-1)).toEqual({ profileId: CHILD });
  });
});
