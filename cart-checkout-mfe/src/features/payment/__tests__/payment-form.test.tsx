import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setUserProfile } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import * as browserLocation from '../../../lib/browser-location';
import PaymentFormPage from '../../../pages/payment-form-page';
import { PAY_OFFLINE } from '../hooks/use-pay';
import { USER_ID, collect, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';
import { SAVED_KANO_ADDRESS } from '../../../test-utils/fixtures';
import { deliveryZonesFixture, zoneQuoteFixture } from '../../../../../tooling/jest/fixtures/delivery';

const AUTH_URL = 'http://localhost:8390/checkout/abc123';

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

const ZONES = deliveryZonesFixture();
const HOME = SAVED_KANO_ADDRESS;
const quoteFor = (itemsTotal: number, zone: (typeof ZONES.zones)[number]) => zoneQuoteFixture(zone, itemsTotal);

/** The API as the form sees it: zones, saved addresses, quotes; `initiate` answers the payment. */
function mockApi(options: { saved?: unknown[]; itemsTotal?: number; initiate?: () => Promise<unknown> } = {}) {
  const itemsTotal = options.itemsTotal ?? 5000;
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery') return ok(ZONES);
    if (url === '/api/delivery/addresses') return ok(options.saved ?? []);
    throw httpError(404, { message: 'not found' });
  });
  return jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const b = body as { zone?: string; addressId?: string };
    if (url === '/api/checkout/quote') return ok(quoteFor(itemsTotal, ZONES.zones.find((z) => z.code === (b.zone ?? 'kano'))!));
    if (url === '/api/delivery/addresses') return { ...ok({ ...HOME, ...(body as object), id: 'new-address-id' }), status: 201 };
    if (url === '/api/payment/initiate')
      return (options.initiate ?? (async () => ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } })))() as never;
    throw httpError(404, { message: 'not found' });
  });
}

async function fillValid(user = userEvent.setup()) {
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
  await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
  await user.selectOptions(screen.getByLabelText('State'), 'kano');
  await user.type(screen.getByLabelText('City or LGA'), 'Kano Municipal');
  await user.type(screen.getByLabelText(/^Street address/), '4 Zoo Road');
  await user.type(screen.getByLabelText(/^Phone number for the rider/), '0803 123 4567');
  await screen.findByTestId('delivery-summary');
  return user;
}

describe('payment form', () => {
  let toasts: ReturnType<typeof collect<'toast:show'>>;
  let leave: jest.SpyInstance;

  beforeEach(() => {
    signIn();
    toasts = collect('toast:show');
    leave = jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toasts.stop();
    signOut();
  });

  it('shows the amount from the cart as money, not as a field, and no internal payment code', async () => {
    mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=7200&paymentType=medicine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment');
    expect(screen.getByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent(/^N7,200$/);
    expect(screen.queryByRole('textbox', { name: /amount/i })).not.toBeInTheDocument();
    expect(document.querySelector('form input[value="medicine"]')).toBeNull();
    expect(screen.queryByText('Payment type')).not.toBeInTheDocument();
  });

  it('requires email and a delivery address with a Nigerian phone for the rider, and sends nothing until they are valid', async () => {
    const post = mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));

    expect(screen.getByText('*Email is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('*Choose your state')).toBeInTheDocument();
    expect(screen.getByText('*City or LGA is required')).toBeInTheDocument();
    expect(screen.getByText('*Street address is required')).toBeInTheDocument();
    expect(screen.getByText("*The rider's phone number is required")).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText(/^Phone number for the rider/), '555 1234');
    expect(screen.getByText(/Enter a Nigerian mobile number/)).toBeInTheDocument();
    await userEvent.clear(screen.getByLabelText(/^Phone number for the rider/));
    await userEvent.type(screen.getByLabelText(/^Phone number for the rider/), '+234 803 123 4567');
    expect(screen.queryByText(/Enter a Nigerian mobile number/)).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/api/payment/initiate', expect.anything());
  });

  it('lists the zones not delivered yet without letting them be picked', async () => {
    mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    expect(await screen.findByRole('option', { name: 'Borno (not delivered yet)' })).toBeDisabled();
    expect(screen.getByRole('option', { name: 'Lagos (Island)' })).toBeEnabled();
  });

  it('refuses an amount below 1, saying so at once', async () => {
    const post = mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=0&paymentType=medicine');
    expect(screen.getByText(/\*Amount must be at least N1/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(screen.getByText(/\*Amount must be at least N1/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalledWith('/api/payment/initiate', expect.anything());
  });

  it('shows the delivery fee, the total and the window for the chosen state before paying, and pays that total', async () => {
    const post = mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    expect(screen.getByTestId('delivery-fee')).toHaveTextContent('N3,000');
    expect(screen.getByTestId('payment-total')).toHaveTextContent('N8,000');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('N8,000');
    expect(screen.getByTestId('delivery-window')).toHaveTextContent('Expected delivery: 3–5 working days (Mon 5 Jan – Wed 7 Jan)');
    expect(post).toHaveBeenCalledWith('/api/checkout/quote', { zone: 'kano' });

    // Saving is ticked by default: the address is saved, then the payment uses it.
    await user.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/delivery/addresses', {
      zone: 'kano',
      city: 'Kano Municipal',
      street: '4 Zoo Road',
      landmark: '',
      phone: '0803 123 4567',
      label: '',
    });
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', {
      amount: 8000,
      email: 'ada@example.ng',
      paymentType: 'medicine',
      addressId: 'new-address-id',
      userId: USER_ID,
    });
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
  });

  it('never attempts a payment offline, and says nothing was charged', async () => {
    const post = mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    const onLine = jest.spyOn(window.navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      await user.click(screen.getByRole('button', { name: 'Pay N8,000' }));
      expect(await screen.findByText(PAY_OFFLINE)).toBeInTheDocument();
      expect(post).not.toHaveBeenCalledWith('/api/payment/initiate', expect.anything());
      expect(post).not.toHaveBeenCalledWith('/api/delivery/addresses', expect.anything());
      expect(leave).not.toHaveBeenCalled();
    } finally {
      onLine.mockRestore();
    }
  });

  it('sends a new address as typed when it is not to be saved, and asks for no billing address', async () => {
    const post = mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    await user.click(screen.getByLabelText('Save this address in my profile'));
    expect(screen.queryByLabelText(/Billing address/)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).not.toHaveBeenCalledWith('/api/delivery/addresses', expect.anything());
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', {
      amount: 8000,
      email: 'ada@example.ng',
      paymentType: 'medicine',
      deliveryAddress: { zone: 'kano', city: 'Kano Municipal', street: '4 Zoo Road', landmark: '', phone: '0803 123 4567' },
      userId: USER_ID,
    });
  });

  it('starts with the state chosen in the cart', async () => {
    sessionStorage.setItem('ep.cart.deliveryZone', 'kano');
    try {
      mockApi();
      renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
      await waitFor(() => expect(screen.getByLabelText('State')).toHaveValue('kano'));
    } finally {
      sessionStorage.clear();
    }
  });

  it('picks the saved address, quotes it and pays with it', async () => {
    const post = mockApi({ saved: [HOME] });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng');
    expect(await screen.findByRole('radio', { name: /Home/ })).toBeChecked();
    expect(screen.getByText(/4 Zoo Road, Opposite Kano Zoo, Kano Municipal, Kano State, 0803 123 4567/)).toBeInTheDocument();
    expect(screen.queryByLabelText('State')).not.toBeInTheDocument();
    expect(await screen.findByTestId('delivery-fee')).toHaveTextContent('N3,000');
    expect(post).toHaveBeenCalledWith('/api/checkout/quote', { addressId: HOME.id });
    await userEvent.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ amount: 8000, addressId: HOME.id }));
    await userEvent.click(screen.getByRole('radio', { name: 'A new address' }));
  });

  it('saves the card only when the shopper ticks the box, and says nothing of it otherwise', async () => {
    const post = mockApi({ saved: [HOME] });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng');
    const consent = await screen.findByRole('checkbox', { name: 'Save the card I pay with now for my refill plans' });
    expect(consent).not.toBeChecked();
    await screen.findByTestId('delivery-fee');
    await userEvent.click(consent);
    await userEvent.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ saveCard: true }));
  });

  it("shows the server's field error on the field it names", async () => {
    mockApi({
      initiate: async () => {
        throw httpError(400, {
          message: 'Enter a Nigerian mobile number for the rider.',
          errors: [{ field: 'deliveryAddress.phone', message: 'Enter a Nigerian mobile number for the rider.' }],
        });
      },
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    await user.click(screen.getByLabelText('Save this address in my profile'));
    await user.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(screen.getByLabelText(/^Phone number for the rider/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByLabelText(/^Phone number for the rider/)).toHaveAccessibleDescription(
      expect.stringContaining('Enter a Nigerian mobile number for the rider.'),
    );
    expect(leave).not.toHaveBeenCalled();
  });

  it('ignores a second click while a payment is in progress and allows another try after a failure', async () => {
    const first = deferred<unknown>();
    let calls = 0;
    mockApi({
      initiate: () => {
        calls++;
        return calls === 1 ? first.promise : Promise.resolve(ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }));
      },
    });
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    await user.click(screen.getByLabelText('Save this address in my profile'));
    const button = screen.getByRole('button', { name: 'Pay N8,000' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(calls).toBe(1);
    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Processing payment…');

    first.reject(httpError(502, { message: 'The payment provider is unavailable.' }));
    await waitFor(() => expect(button).toBeEnabled());
    expect(toasts.events).toEqual([
      expect.objectContaining({ type: 'error', detail: 'Failed to initiate payment. Please try again later.' }),
    ]);
    expect(screen.getByText('The payment provider is unavailable.')).toHaveAttribute('role', 'alert');
    expect(leave).not.toHaveBeenCalled();

    await user.click(button);
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(calls).toBe(2);
  });

  it('can be used again when the browser restores it after the provider page (Back button)', async () => {
    mockApi();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect(screen.getByRole('button', { name: 'Pay N8,000' })).toBeEnabled();
  });

  it('sends the shopper back to the cart when the server says the cart (or its delivery fee) changed', async () => {
    mockApi({
      initiate: async () => {
        throw httpError(409, { message: 'Your cart changed: the total is now N8,000.' });
      },
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Pay N8,000' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(toasts.events).toEqual([
      expect.objectContaining({ type: 'warning', summary: 'Your cart changed', detail: 'Your cart changed: the total is now N8,000.' }),
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("prefills the email from the user's profile", async () => {
    mockApi();
    const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
      if (url === '/api/delivery') return ok(ZONES);
      if (url === '/api/delivery/addresses') return ok([]);
      return ok({ firstName: 'Ada', lastName: 'Obi', userName: 'ada', email: 'ada.obi@example.ng' });
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada.obi@example.ng'));
    expect(get).toHaveBeenCalledWith(`/api/user/user-profile/${USER_ID}`);
  });

  it('prefills the email from the profile another page already loaded', () => {
    mockApi();
    setUserProfile({
      userId: 'u-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      phone: null,
      emailConfirmed: true,
      isAdmin: false,
      isPharmacist: false,
      pharmacistRegistration: null,
      pharmacistDisplayName: null,
      firstName: 'Ada',
      lastName: 'Obi',
      userName: 'ada',
      email: 'loaded@example.ng',
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    expect(screen.getByLabelText('Email')).toHaveValue('loaded@example.ng');
  });

  describe('with nothing to pay', () => {
    const withState = (state: unknown, itemsTotal = 5000) => {
      mockApi({ itemsTotal });
      const get = jest.mocked(apiClient.get).getMockImplementation()!;
      jest
        .spyOn(apiClient, 'get')
        .mockImplementation(async (url: string, config?: unknown) =>
          url === '/api/checkout/state' ? ok(state) : get(url, config as never),
        );
    };

    it('says a paid cart is paid, with the order to track, and offers no Pay (Back after paying)', async () => {
      withState({ cartEmpty: true, paid: { reference: 'EPH-REF-1', amount: 8000, orderId: 'order-1', orderNumber: 'EPH-000123' } });
      renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
      expect(await screen.findByRole('heading', { level: 1, name: 'You have already paid for EPH-000123' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Track it' })).toHaveAttribute('href', '/track/order-1');
      expect(screen.queryByRole('button', { name: /^Pay|Proceed to payment/ })).not.toBeInTheDocument();
    });

    it('never offers Pay for an empty cart', async () => {
      withState({ cartEmpty: true, paid: null });
      renderAt(<PaymentFormPage />, '/payment-form?totalPrice=0&paymentType=medicine');
      expect(await screen.findByRole('heading', { level: 1, name: 'Your cart is empty' })).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: /^Pay|Proceed to payment/ })).not.toBeInTheDocument();
    });

    it('disables Pay when the quote has no items, even if the state could not be read', async () => {
      mockApi({ itemsTotal: 0 });
      renderAt(<PaymentFormPage />, '/payment-form?totalPrice=0&paymentType=medicine');
      await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
      await userEvent.selectOptions(screen.getByLabelText('State'), 'kano');
      expect(await screen.findByRole('button', { name: 'Nothing to pay' })).toBeDisabled();
    });
  });
});
