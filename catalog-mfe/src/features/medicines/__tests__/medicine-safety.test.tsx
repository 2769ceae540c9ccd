// The product page tells a signed-in shopper whether the medicine suits the person they shop for.
import { screen, waitFor } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import MedicineDetailsPage from '../../../pages/medicine-details-page';
import { medicine, mockGet, renderPage, SHOPPER_ID, signIn } from '../../../testing/catalog-fixtures';

const CHILD = '7b1c2d3e-0000-4000-8000-000000000002';
const at = (id: string) => ({ path: '/medicines/:id', url: `/medicines/${id}` });
const LINE = {
  en: 'Contains paracetamol: you already have 2 products with paracetamol in your cart.',
  pcm: 'E get paracetamol: you don already get 2 products wey get paracetamol for your cart.',
};

describe('the product page’s safety lines', () => {
  afterEach(() => window.localStorage.clear());

  it('are read for the person chosen on the cart, after the page is shown, with Ask a pharmacist pre-filled', async () => {
    signIn();
    window.localStorage.setItem(`shopping-for:${SHOPPER_ID}`, CHILD);
    const item = medicine(1, { name: 'Panadol Extra' });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/medication-profiles')
        return { data: { items: [{ id: CHILD, label: 'Chidi', relationship: 'child' }] }, status: 200 };
      if (url === '/api/medication-safety/check') {
        const alert = { id: 'd', severity: 'major', kind: 'duplicate-ingredient', medicineIds: [], ingredient: 'paracetamol' };
        return {
          data: {
            profileId: CHILD,
            healthData: true,
            alerts: [{ ...alert, message: LINE, source: 'BNF' }],
            blocking: false,
            acknowledgement: 'a',
            summary: [LINE],
          },
          status: 200,
        };
      }
      throw new Error(`Unexpected GET ${url}`);
    });
    renderPage(<MedicineDetailsPage />, at(item.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panadol Extra' })).toBeInTheDocument();

    expect(await screen.findByText(LINE.en)).toBeInTheDocument();
    expect(screen.getByText('Important warning')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/medication-safety/check', { params: { medicineId: item.id, profileId: CHILD } });
    await waitFor(() => expect(screen.getByLabelText('Shopping for')).toHaveValue(CHILD));
    const ask = new URL(screen.getByRole('link', { name: 'Ask a pharmacist about this' }).getAttribute('href')!, 'http://shop');
    expect(ask.pathname).toBe('/ask-pharmacist');
    expect(ask.searchParams.get('topic')).toBe('product');
    expect(ask.searchParams.get('topicId')).toBe(item.id);
    expect(ask.searchParams.get('message')).toBe(LINE.en);
  });

  it('say every other warning in full: codeine for a child', async () => {
    signIn();
    const item = medicine(3, { name: 'Codeine Phosphate 30mg Tablets (28)' });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    const message = { en: 'Codeine must not be given to children under 12.', pcm: 'No give codeine to pikin wey never reach 12 years.' };
    jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/medication-profiles') return { data: { items: [] }, status: 200 };
      if (url !== '/api/medication-safety/check') throw new Error(`Unexpected GET ${url}`);
      const alert = {
        id: 'a',
        severity: 'block',
        kind: 'age-limit',
        medicineIds: [item.id],
        ingredient: 'codeine',
        message,
        source: 'MHRA',
      };
      return {
        data: { profileId: null, healthData: true, alerts: [alert], blocking: true, acknowledgement: '', summary: [] },
        status: 200,
      };
    });
    renderPage(<MedicineDetailsPage />, at(item.id));
    expect(await screen.findByText(message.en)).toBeInTheDocument();
    expect(screen.getByText('A pharmacist must check this first')).toBeInTheDocument();
  });

  it('are not read for a shopper who is not signed in', async () => {
    const item = medicine(2, { name: 'Panadol' });
    mockGet({ [`/api/medicine/${item.id}`]: item });
    const get = jest.spyOn(apiClient, 'get');
    renderPage(<MedicineDetailsPage />, at(item.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Panadol' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Shopping for')).toBeNull();
    expect(get).not.toHaveBeenCalledWith('/api/medication-safety/check', expect.anything());
  });
});
