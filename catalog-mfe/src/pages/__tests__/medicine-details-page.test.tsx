import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queuedCartChanges } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import MedicineDetailsPage from '../medicine-details-page';
import { FRESH_EVERY_MS } from '../../features/medicines/hooks/use-fresh-medicine';
import { captureToasts, httpError, medicine, mockGet, pending, renderPage, SHOPPER_ID, signIn } from '../../testing/catalog-fixtures';

const at = (id: string) => ({ path: '/medicines/:id', url: `/medicines/${id}` });

describe('medicine details page', () => {
  it('shows image, name, description, price (no On Sale without an old price), dosage and side effects', async () => {
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
    expect(screen.getAllByText('N12,500').length).toBeGreaterThanOrEqual(1);
    expect(screen.queryByText('On Sale')).toBeNull();
    expect(screen.getByText('1 capsule every 8 hours')).toBeInTheDocument();
    expect(screen.getByText('Nausea')).toBeInTheDocument();
  });

  it('a fridge medicine says "Keep in a fridge (2–8 °C)" and how it travels; a room-temperature one says nothing of it', async () => {
    const insulin = medicine(4, {
      name: 'Actrapid 100 IU/ml Vial (10 ml)',
      medicineClass: 'pom',
      prescriptionRequired: true,
      coldChain: { maxMinutesOut: 240 },
    });
    const tablets = medicine(5, { name: 'Paracetamol 500mg' });
    mockGet({ [`/api/medicine/${insulin.id}`]: insulin, [`/api/medicine/${tablets.id}`]: tablets });
    const { unmount } = renderPage(<MedicineDetailsPage />, at(insulin.id));
    expect(await screen.findByRole('note')).toHaveTextContent(
      /^Keep in a fridge \(2–8 °C\) We deliver it the same day in a cold box, or you collect it at our pharmacy/,
    );
    unmount();
    renderPage(<MedicineDetailsPage />, at(tablets.id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Paracetamol 500mg' })).toBeInTheDocument();
    expect(screen.queryByText('Keep in a fridge (2–8 °C)')).toBeNull();
  });

  it('has an Add to Cart that adds', async () => {
    signIn();
    const toasts = captureToasts();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    const item = medicine(1, { name: 'Paracetamol 500mg' });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    renderPage(<MedicineDetailsPage />, at(item.id));
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart/ }));
    expect(post).toHaveBeenCalledWith('/api/carts/add', { medicineId: item.id, quantity: 1, userId: SHOPPER_ID });
    await waitFor(() => expect(toasts[0]).toMatchObject({ type: 'success', detail: 'Medicine "Paracetamol 500mg" added to cart!' }));
  });

  it('an open page learns within seconds that the medicine was taken off sale: on focus, and by asking again while visible', async () => {
    const item = medicine(7, { name: 'Amlovar 5mg Tablets (30)', price: 2800 });
    let onSale = true;
    const get = mockGet({ [`/api/medicine/${item.id}`]: async () => (onSale ? item : Promise.reject(httpError(404))) });
    renderPage(<MedicineDetailsPage />, at(item.id));
    expect((await screen.findAllByRole('button', { name: /^Add to cart/ }))[0]).toBeInTheDocument();
    onSale = false;
    window.dispatchEvent(new Event('focus'));
    expect(await screen.findByRole('alert')).toHaveTextContent('This medicine is no longer available: it has been taken off sale.');
    expect(screen.getByRole('heading', { level: 1, name: 'Amlovar 5mg Tablets (30)' })).toBeInTheDocument();
    expect(screen.queryAllByRole('button', { name: /^Add to cart/ })).toHaveLength(0);
    const calls = get.mock.calls.length;
    window.dispatchEvent(new Event('focus'));
    expect(get.mock.calls.length).toBe(calls);
  });

  it('asks again every few seconds while the tab is open, and quietly shows the new price', async () => {
    jest.useFakeTimers();
    try {
      let item = medicine(8, { name: 'Lisinopril 10mg', price: 1500 });
      mockGet({ [`/api/medicine/${item.id}`]: async () => item });
      renderPage(<MedicineDetailsPage />, at(item.id));
      expect((await screen.findAllByText('N1,500')).length).toBeGreaterThan(0);
      item = { ...item, price: 1750 };
      await act(async () => {
        jest.advanceTimersByTime(FRESH_EVERY_MS);
      });
      expect((await screen.findAllByText('N1,750')).length).toBeGreaterThan(0);
    } finally {
      jest.useRealTimers();
    }
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

  it('shows the product facts, the class, a Prescription required badge for a POM, and the stock', async () => {
    const augmentin = medicine(4, {
      name: 'Augmentin 625mg',
      activeIngredients: 'Amoxicillin, clavulanic acid',
      strength: '500 mg / 125 mg',
      dosageForm: 'tablet',
      packSize: '14 tablets',
      manufacturer: 'GlaxoSmithKline',
      nafdacNumber: 'A4-0237',
      medicineClass: 'pom',
      prescriptionRequired: true,
      stockStatus: 'low-stock',
      stockLeft: 2,
    });
    mockGet({ [`/api/medicine/${augmentin.id}`]: augmentin });
    renderPage(<MedicineDetailsPage />, at(augmentin.id));
    expect(await screen.findByText('Amoxicillin, clavulanic acid')).toBeInTheDocument();
    for (const text of [
      '500 mg / 125 mg',
      'tablet',
      '14 tablets',
      'GlaxoSmithKline',
      'A4-0237',
      'Prescription only (POM)',
      'NAFDAC reg. no.',
    ]) {
      expect(screen.getByText(text)).toBeInTheDocument();
    }
    expect(screen.getByText('Prescription required')).toBeInTheDocument();
    expect(screen.getByText('Only 2 left')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeEnabled();
  });

  it('an out-of-stock medicine says so and cannot be added', async () => {
    const gone = medicine(5, { name: 'Sold Out Syrup', stockStatus: 'out-of-stock', stockLeft: 0 });
    mockGet({ [`/api/medicine/${gone.id}`]: gone });
    renderPage(<MedicineDetailsPage />, at(gone.id));
    expect(await screen.findByText('Out of stock')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /^Add to cart/ })).toBeDisabled();
    expect(screen.queryByText('Prescription required')).not.toBeInTheDocument();
  });

  it("an out-of-stock medicine offers to tell a visitor by e-mail, or a signed-in shopper at the account's address, when it is back", async () => {
    const gone = medicine(7, { name: 'Sold Out Syrup', stockStatus: 'out-of-stock', stockLeft: 0 });
    mockGet({ [`/api/medicine/${gone.id}`]: gone });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { medicineId: gone.id, email: 'ada@example.ng' }, status: 201 } as never);
    renderPage(<MedicineDetailsPage />, at(gone.id));
    const form = await screen.findByRole('form', { name: "Tell me when it's back" });
    await userEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Enter your e-mail address.');
    expect(post).not.toHaveBeenCalled();
    await userEvent.type(screen.getByLabelText('Your e-mail address'), 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: "Tell me when it's back" }));
    expect(await screen.findByText('We will e-mail ada@example.ng once when Sold Out Syrup is back.')).toBeInTheDocument();
    expect(form).not.toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/medicine/${gone.id}/back-in-stock`, { email: 'ada@example.ng' });
  });

  it('a signed-in shopper is told at the account address without typing it', async () => {
    signIn();
    const gone = medicine(8, { name: 'Sold Out Syrup', stockStatus: 'out-of-stock', stockLeft: 0 });
    mockGet({ [`/api/medicine/${gone.id}`]: gone, '/api/carts/getcartitems': [] });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue({ data: { medicineId: gone.id, email: 'me@example.ng' }, status: 201 } as never);
    renderPage(<MedicineDetailsPage />, at(gone.id));
    await userEvent.click(await screen.findByRole('button', { name: "Tell me when it's back" }));
    expect(screen.queryByLabelText('Your e-mail address')).not.toBeInTheDocument();
    expect(await screen.findByText('We will e-mail me@example.ng once when Sold Out Syrup is back.')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith(`/api/medicine/${gone.id}/back-in-stock`, { email: '' });
  });

  it('when the cart refuses more than is in stock, the toast says why', async () => {
    signIn();
    const toasts = captureToasts();
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      Object.assign(new Error('HTTP 400'), {
        isAxiosError: true,
        response: { status: 400, data: { message: 'Only 2 of "Ventolin" are in stock; you already have 2 in your cart.' } },
      }),
    );
    const item = medicine(6, { name: 'Ventolin', stockStatus: 'low-stock', stockLeft: 2 });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    renderPage(<MedicineDetailsPage />, at(item.id));
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart/ }));
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({ type: 'error', detail: 'Only 2 of "Ventolin" are in stock; you already have 2 in your cart.' }),
    );
  });

  it('without a connection, keeps the add on this device to send later and says so', async () => {
    signIn();
    const toasts = captureToasts();
    jest.spyOn(apiClient, 'post').mockRejectedValue(Object.assign(new Error('Network Error'), { isAxiosError: true }));
    const item = medicine(7, { name: 'Amoxil 500mg' });
    mockGet({ [`/api/medicine/${item.id}`]: item, '/api/carts/getcartitems': [] });
    renderPage(<MedicineDetailsPage />, at(item.id));
    await userEvent.click(await screen.findByRole('button', { name: /^Add to cart/ }));
    await waitFor(() =>
      expect(toasts[0]).toMatchObject({ type: 'info', detail: '"Amoxil 500mg" will be added to your cart when you are back online.' }),
    );
    expect(queuedCartChanges()).toEqual([{ kind: 'add', medicineId: item.id, quantity: 1, name: 'Amoxil 500mg' }]);
  });
  it('offers a signed-in shopper a refill plan for the medicine, never to a visitor', async () => {
    const item = medicine(8, { name: 'Amlodipine 5mg Tablets (28)', prescriptionRequired: false });
    mockGet({ [`/api/medicine/${item.id}`]: item, [`/api/medicine/${item.id}/equivalents`]: [] });
    const { unmount } = renderPage(<MedicineDetailsPage />, at(item.id));
    await screen.findByRole('heading', { level: 1, name: item.name });
    expect(screen.queryByRole('link', { name: `Refill ${item.name} regularly` })).toBeNull();
    unmount();

    signIn();
    renderPage(<MedicineDetailsPage />, at(item.id));
    const link = await screen.findByRole('link', { name: `Refill ${item.name} regularly` });
    expect(link).toHaveAttribute('href', `/account/refills?medicineId=${item.id}&name=${encodeURIComponent(item.name)}`);
  });

  it("offers a prescription-only medicine's refill plan against a prescription, saying a pharmacist checks it", async () => {
    signIn();
    const item = medicine(9, { name: 'Augmentin 625mg', prescriptionRequired: true });
    mockGet({ [`/api/medicine/${item.id}`]: item, [`/api/medicine/${item.id}/equivalents`]: [] });
    renderPage(<MedicineDetailsPage />, at(item.id));
    const link = await screen.findByRole('link', { name: `Refill ${item.name} regularly` });
    expect(link).toHaveAttribute('href', `/account/refills?medicineId=${item.id}&name=${encodeURIComponent(item.name)}&rx=1`);
    expect(screen.getByText(/dispensed against your prescription/)).toBeInTheDocument();
  });
});
