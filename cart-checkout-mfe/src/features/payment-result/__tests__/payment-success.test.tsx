import { screen } from '@testing-library/react';
import { AxiosError } from 'axios';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import { orderFixture, orderLineFixture } from '../../../../../tooling/jest/fixtures/orders';
import PaymentSuccessPage from '../../../pages/payment-success-page';
import { USER_ID, collect, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';

const REF = 'EP-5f2a9c7d1b';
const RETURN_URL = `/payment-success?trxref=${REF}&reference=${REF}&paymentType=medicine`;
const ORDER = orderFixture();

/** The API's answer to GET /api/payment/verify/{ref}. */
function verifyAnswer(status: string, gateway: string | null) {
  return ok({
    status: true,
    message: status === 'success' ? 'Payment verified.' : `Payment ${status}.`,
    data: {
      reference: REF,
      status,
      paid: status === 'success',
      amount: 7499.37,
      currency: 'NGN',
      gatewayResponse: gateway,
      paymentType: 'medicine',
      orderId: null,
    },
  });
}

describe('payment success', () => {
  let cartEvents: ReturnType<typeof collect<'cart:changed'>>;
  let errors: jest.SpyInstance;

  beforeEach(() => {
    signIn();
    cartEvents = collect('cart:changed');
    errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    cartEvents.stop();
    signOut();
  });

  it('verifies the payment, places the order and shows its id with a way to track it', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(ORDER));
    renderAt(<PaymentSuccessPage />, RETURN_URL);

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Confirming your payment…');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/api/payment/verify/${REF}`);
    expect(post).toHaveBeenCalledWith('/api/Order/place', { userId: USER_ID, reference: REF });
    expect(screen.getByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(screen.getByText(/for N7,499\.37/)).toBeInTheDocument();
    // The receipt: lines, items, delivery fee, total, address and the delivery window.
    expect(screen.getByText('3 × Amoxil 500mg')).toBeInTheDocument();
    expect(screen.getByTestId('order-delivery-fee')).toHaveTextContent('N899.40');
    expect(screen.getByTestId('order-total')).toHaveTextContent('N7,499.37');
    expect(screen.getByText(/4 Zoo Road, Kano Municipal, Kano State, 0803 123 4567/)).toBeInTheDocument();
    expect(screen.getByTestId('order-window')).toHaveTextContent('3–5 working days');
    expect(screen.getByRole('link', { name: 'Track your order' })).toHaveAttribute('href', `/track/${ORDER.orderId}`);
    expect(screen.getByRole('link', { name: 'View all your orders' })).toHaveAttribute('href', '/user-orders');
    expect(cartEvents.events).toEqual([{ reason: 'order', items: undefined }]);
    expect(screen.queryByTestId('awaiting-review')).not.toBeInTheDocument();
  });

  it('names each line’s batch and its expiry on the receipt', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const line = orderLineFixture({ batches: [{ lotNumber: 'AMX2401', expiryDate: '2027-05-31', quantity: 3 }] });
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...ORDER, orderItems: [line] }));
    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByTestId('line-batch')).toHaveTextContent('Batch AMX2401, expiry 31 May 2027');
  });

  it('says an order with prescription-only medicine waits for a pharmacist', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ ...ORDER, status: 'AwaitingReview' }));
    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByTestId('awaiting-review')).toHaveTextContent(/Awaiting pharmacist review\. .*checks your prescription/);
  });

  it('shows a declined card plainly and places nothing', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('failed', 'Declined'));
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentSuccessPage />, RETURN_URL);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: Declined');
    expect(screen.getByRole('alert')).toHaveTextContent('Your card was declined. No money was taken.');
    expect(screen.getByRole('link', { name: 'Back to your cart' })).toHaveAttribute('href', '/cart');
    expect(screen.queryByText('Payment Successful!')).not.toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
    expect(cartEvents.events).toEqual([]);
  });

  it('shows an abandoned payment plainly and places nothing', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('abandoned', 'The transaction was not completed'));
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentSuccessPage />, RETURN_URL);

    expect(await screen.findByRole('heading', { level: 1, name: 'Payment was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Reason: The transaction was not completed');
    expect(screen.getByRole('alert')).toHaveTextContent('cancelled before it was finished');
    expect(post).not.toHaveBeenCalled();
  });

  it("can't tell while the provider can't be reached: says not to pay again, offers My orders, and checks again", async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(502, { message: 'The payment provider could not be reached.' }))
      .mockResolvedValueOnce(verifyAnswer('success', 'Successful'));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(ORDER));
    renderAt(<PaymentSuccessPage />, RETURN_URL);

    expect(await screen.findByRole('heading', { level: 1, name: "We're confirming your payment" })).toBeInTheDocument();
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent("Please don't pay again.");
    expect(screen.getByTestId('payment-confirming')).toHaveTextContent('Last check: The payment provider could not be reached.');
    expect(screen.queryByText(/No order was placed/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Back to your cart' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'My orders' })).toHaveAttribute('href', '/user-orders');
    expect(post).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Check now' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('asks again by itself when the browser comes back online, and shows the order', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(new AxiosError('Network Error', AxiosError.ERR_NETWORK))
      .mockResolvedValueOnce(verifyAnswer('pending', null))
      .mockResolvedValueOnce(verifyAnswer('success', 'Successful'));
    jest.spyOn(apiClient, 'post').mockResolvedValue(ok(ORDER));
    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByRole('heading', { level: 1, name: "We're confirming your payment" })).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText('Last check: The payment provider has not confirmed this payment yet.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: "We're confirming your payment" })).toBeInTheDocument();

    window.dispatchEvent(new Event('online'));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(get).toHaveBeenCalledTimes(3);
  });

  it('places nothing without a reference', async () => {
    const get = jest.spyOn(apiClient, 'get');
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentSuccessPage />, '/payment-success?paymentType=medicine');
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment was not completed' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No payment reference was given.');
    expect(get).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('shows the same single order when the page is loaded again (the API answers the same order per reference)', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(ORDER));
    const first = renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000123');
    first.unmount();

    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(post).toHaveBeenCalledTimes(2);
    expect(post.mock.calls.map((call) => call[1])).toEqual([
      { userId: USER_ID, reference: REF },
      { userId: USER_ID, reference: REF },
    ]);
  });

  it('asks once even when effects run twice (StrictMode)', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(ORDER));
    renderAt(<PaymentSuccessPage />, RETURN_URL, { strict: true });
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(get).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledTimes(1);
  });

  it('only logs a refused placement (status 400) and still confirms the payment', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(400, { message: 'This payment already has an order.' }));
    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View your orders' })).toHaveAttribute('href', '/user-orders');
    expect(errors).toHaveBeenCalledWith('Order placement was refused', { message: 'This payment already has an order.' });
  });

  it('offers to try the placement again when the server fails, without paying again', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const post = jest
      .spyOn(apiClient, 'post')
      .mockRejectedValueOnce(httpError(503, { message: 'Service unavailable' }))
      .mockResolvedValueOnce(ok(ORDER));
    renderAt(<PaymentSuccessPage />, RETURN_URL);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your payment went through, but we could not confirm your order yet. Service unavailable',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('order-number')).toHaveTextContent('EPH-000123');
    expect(post).toHaveBeenCalledTimes(2);
  });

  it('places no order for a payment that is not for medicine', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(verifyAnswer('success', 'Successful'));
    const post = jest.spyOn(apiClient, 'post');
    renderAt(<PaymentSuccessPage />, `/payment-success?reference=${REF}&paymentType=consultation`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Payment Successful!' })).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });
});
