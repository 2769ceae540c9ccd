import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, setUserProfile } from 'shared-kernel';
import * as browserLocation from '../../../lib/browser-location';
import PaymentFormPage from '../../../pages/payment-form-page';
import { USER_ID, collect, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

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

async function fillValid(user = userEvent.setup()) {
  await user.clear(screen.getByLabelText('Email'));
  await user.type(screen.getByLabelText('Email'), 'ada@example.ng');
  await user.type(screen.getByLabelText('Shipping address'), '12 Allen Avenue, Ikeja, Lagos');
  await user.type(screen.getByLabelText('Billing address'), '4 Marina Road, Lagos Island');
  return user;
}

describe('payment form', () => {
  let toasts: ReturnType<typeof collect<'toast:show'>>;
  let leave: jest.SpyInstance;

  beforeEach(() => {
    signIn();
    toasts = collect('toast:show');
    leave = jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'get').mockRejectedValue(httpError(404, { message: 'not found' }));
  });
  afterEach(() => {
    toasts.stop();
    signOut();
  });

  it('shows the amount from the cart as money, not as a field, and no internal payment code', async () => {
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=7200&paymentType=medicine');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment');
    expect(screen.getByText('Amount to pay')).toBeInTheDocument();
    expect(screen.getByTestId('payment-amount')).toHaveTextContent(/^N7,200\.00$/);
    expect(screen.queryByRole('textbox', { name: /amount/i })).not.toBeInTheDocument();
    expect(document.querySelector('form input[value="medicine"]')).toBeNull();
    expect(screen.queryByText('Payment type')).not.toBeInTheDocument();
  });

  it('requires email, shipping and billing addresses, and sends nothing until they are valid', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));

    expect(screen.getByText('*Email is required')).toHaveAttribute('role', 'alert');
    expect(screen.getByText('*Shipping address is required')).toBeInTheDocument();
    expect(screen.getByText('*Billing address is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('*Email is required');
    expect(screen.getByLabelText('Email')).toHaveFocus();

    await userEvent.type(screen.getByLabelText('Email'), 'ada@example');
    expect(screen.getByText('*Email is invalid')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Email'), '.ng');
    expect(screen.queryByText('*Email is invalid')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('refuses an amount below 1, saying so at once', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=0&paymentType=medicine');
    expect(screen.getByText(/\*Amount must be at least N1/)).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('link', { name: 'Back to cart' })).toHaveAttribute('href', '/cart');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    expect(screen.getByText(/\*Amount must be at least N1/)).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('copies the shipping address when billing is the same', async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }));
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await userEvent.type(screen.getByLabelText('Shipping address'), '12 Allen Avenue, Ikeja');
    await userEvent.click(screen.getByLabelText('Billing address is the same as shipping'));
    expect(screen.getByLabelText('Billing address')).toHaveValue('12 Allen Avenue, Ikeja');
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    expect(post.mock.calls[0][1]).toMatchObject({ shippingAddress: '12 Allen Avenue, Ikeja', billingAddress: '12 Allen Avenue, Ikeja' });
  });

  it("sends the payment request and goes to the provider's page", async () => {
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }));
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=7499.37&paymentType=medicine');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));

    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', {
      amount: 7499.37,
      email: 'ada@example.ng',
      paymentType: 'medicine',
      shippingAddress: '12 Allen Avenue, Ikeja, Lagos',
      billingAddress: '4 Marina Road, Lagos Island',
      userId: USER_ID,
    });
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
  });

  it('ignores a second click while a payment is in progress and allows another try after a failure', async () => {
    const first = deferred<unknown>();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockReturnValueOnce(first.promise as never)
      .mockResolvedValueOnce(ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }));
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    const button = screen.getByRole('button', { name: 'Proceed to payment' });
    await user.click(button);
    await user.click(button);
    await user.keyboard('{Enter}');
    expect(post).toHaveBeenCalledTimes(1);
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
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('can be used again when the browser restores it after the provider page (Back button)', async () => {
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }));
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(leave).toHaveBeenCalledTimes(1));
    expect(screen.getByRole('button', { name: 'Processing payment…' })).toBeDisabled();
    const restored = new Event('pageshow') as PageTransitionEvent;
    Object.defineProperty(restored, 'persisted', { value: true });
    act(() => {
      window.dispatchEvent(restored);
    });
    expect(screen.getByRole('button', { name: 'Proceed to payment' })).toBeEnabled();
  });

  it('sends the shopper back to the cart when the server says the cart changed', async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(409, { message: 'Your cart changed: the total is now N8,000.' }));
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await fillValid();
    await userEvent.click(screen.getByRole('button', { name: 'Proceed to payment' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/cart'));
    expect(toasts.events).toEqual([
      expect.objectContaining({ type: 'warning', summary: 'Your cart changed', detail: 'Your cart changed: the total is now N8,000.' }),
    ]);
    expect(leave).not.toHaveBeenCalled();
  });

  it("prefills the email from the user's profile", async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(ok({ firstName: 'Ada', lastName: 'Obi', userName: 'ada', email: 'ada.obi@example.ng' }));
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveValue('ada.obi@example.ng'));
    expect(get).toHaveBeenCalledWith(`/api/user/user-profile/${USER_ID}`);
  });

  it('prefills the email from the profile another page already loaded', () => {
    setUserProfile({
      userId: 'u-1',
      createdAt: '2026-01-01T00:00:00.000Z',
      emailConfirmed: true,
      isAdmin: false,
      firstName: 'Ada',
      lastName: 'Obi',
      userName: 'ada',
      email: 'loaded@example.ng',
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    expect(screen.getByLabelText('Email')).toHaveValue('loaded@example.ng');
  });
});
