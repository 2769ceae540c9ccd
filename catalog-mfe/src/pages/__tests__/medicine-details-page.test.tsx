import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel';
import MedicineDetailsPage from '../medicine-details-page';
import { captureToasts, httpError, medicine, mockGet, pending, renderPage, SHOPPER_ID, signIn } from '../../testing/catalog-fixtures';

const at = (id: string) => ({ path: '/medicines/:id', url: `/medicines/${id}` });

describe('medicine details page', () => {
  it('shows image, name, description, price, On Sale, dosage and side effects', async () => {
    const amoxil = medicine(3, {
      name: 'Amoxicillin 500mg',
      price: 12500,
      description: 'Antibiotic capsules',
      dosage: '1 capsule every 8 hours',
      sideEffects: 'Nausea',
    });
    mockGet({ [`/api/medicine/${amoxil.id}`]: amoxil });
    renderPage(<MedicineDetailsPage />, at(amoxil.id));
    expect(screen.getByRole('status')).toHaveTextContent('Loading the medicine…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Amoxicillin 500mg' })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Amoxicillin 500mg' })).toHaveAttribute('src', amoxil.imageUrl);
    expect(screen.getByText('Antibiotic capsules')).toBeInTheDocument();
    expect(screen.getByText('N12,500')).toBeInTheDocument();
    expect(screen.getByText('On Sale')).toBeInTheDocument();
    expect(screen.getByText('1 capsule every 8 hours')).toBeInTheDocument();
    expect(screen.getByText('Nausea')).toBeInTheDocument();
  });

  it('has an Add to Cart that adds', async () => {
    signIn();
    const toasts = captureToasts();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const item = medicine(1, { name: 'Paracetamol 500mg' });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    renderPage(<MedicineDetailsPage />, at(item.id));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(post).toHaveBeenCalledWith('/api/carts/add', { medicineId: item.id, quantity: 1, userId: SHOPPER_ID });
    await waitFor(() => expect(toasts[0]).toMatchObject({ type: 'success', detail: 'Medicine "Paracetamol 500mg" added to cart!' }));
  });

  it('says when the medicine does not exist, and when loading fails', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    mockGet({ '/api/medicine/gone': httpError(404), '/api/medicine/broken': httpError(500) });
    const { unmount } = renderPage(<MedicineDetailsPage />, at('gone'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Medicine not found' })).toBeInTheDocument();
    unmount();
    renderPage(<MedicineDetailsPage />, at('broken'));
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this medicine right now');
    expect(logged).toHaveBeenCalled();
  });

  it('waits with a loading state', () => {
    mockGet({ '/api/medicine/slow': pending });
    renderPage(<MedicineDetailsPage />, at('slow'));
    expect(screen.getByRole('heading', { level: 1, name: 'Medicine details' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toBeInTheDocument();
  });
});
