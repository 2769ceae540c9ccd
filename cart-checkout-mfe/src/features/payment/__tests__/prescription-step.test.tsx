import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import * as browserLocation from '../../../lib/browser-location';
import PaymentFormPage from '../../../pages/payment-form-page';
import { collect, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';
import { SAVED_KANO_ADDRESS } from '../../../test-utils/fixtures';
import { prescriptionsConsentFixture } from '../../../../../tooling/jest/fixtures/prescriptions';

const AUTH_URL = 'http://localhost:8390/checkout/rx';
const today = new Date().toISOString().slice(0, 10);
const ZONES = {
  freeDeliveryThreshold: 100000,
  zones: [{ code: 'kano', state: 'Kano', name: 'Kano', fee: 3000, minDays: 3, maxDays: 5, delivered: true, window: '3–5 working days' }],
};
const HOME = SAVED_KANO_ADDRESS;
const QUOTE = {
  zone: { code: 'kano', state: 'Kano', name: 'Kano' },
  itemsTotal: 8000,
  deliveryFee: 3000,
  zoneFee: 3000,
  total: 11000,
  freeDeliveryThreshold: 100000,
  window: { minDays: 3, maxDays: 5, earliest: '2026-01-05', latest: '2026-01-07', text: '3–5 working days' },
};
const rx = (id: string, prescriberName: string, usable = true) => ({
  id,
  fileName: `${id}.jpg`,
  contentType: 'image/jpeg',
  sizeBytes: 1000,
  prescriberName,
  writtenOn: usable ? today : '2025-01-01',
  notes: null,
  uploadedAt: `${today}T08:00:00.000Z`,
  usableUntil: usable ? '2099-01-01' : '2025-07-01',
  usable,
  orderNumbers: [],
});

function mockApi({
  consent = true,
  prescriptionRequired = true,
  saved = [rx('rx-good', 'Dr Funke Adeyemi'), rx('rx-old', 'Dr Old Hand', false)],
  initiate = async () => ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } }),
}: { consent?: boolean; prescriptionRequired?: boolean; saved?: unknown[]; initiate?: () => Promise<unknown> } = {}) {
  let consentGiven = consent;
  const get = jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/account/consents') return ok(prescriptionsConsentFixture(consentGiven));
    if (url === '/api/delivery') return ok(ZONES);
    if (url === '/api/delivery/addresses') return ok([HOME]);
    if (url === '/api/prescriptions') return ok({ items: saved });
    throw httpError(404, { message: 'not found' });
  });
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/checkout/quote')
      return ok({ ...QUOTE, prescriptionRequired, prescriptionItems: prescriptionRequired ? ['Amoxil 500mg capsules'] : [] });
    if (url === '/api/prescriptions') return { ...ok(rx('rx-new', 'Dr Chika Obi')), status: 201 };
    if (url === '/api/account/consents') {
      consentGiven = true;
      return ok(prescriptionsConsentFixture(true));
    }
    if (url === '/api/payment/initiate') return (await initiate()) as never;
    throw httpError(404, { message: 'not found' });
  });
  return { get, post };
}

const payButton = () => screen.getByRole('button', { name: /^Pay N11,000$/ });

async function ready() {
  renderAt(<PaymentFormPage />, '/payment-form?totalPrice=8000&paymentType=medicine');
  await screen.findByTestId('delivery-summary');
  await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng');
}

jest.setTimeout(30_000);

describe('checkout with prescription-only medicines', () => {
  let leave: jest.SpyInstance;
  let toasts: ReturnType<typeof collect<'toast:show'>>;
  beforeEach(() => {
    signIn();
    toasts = collect('toast:show');
    leave = jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
  });
  afterEach(() => {
    toasts.stop();
    signOut();
    jest.restoreAllMocks();
  });

  it('names the POM items and keeps Pay disabled until a usable saved prescription is chosen, then sends its id', async () => {
    const user = userEvent.setup();
    const { post } = mockApi();
    await ready();
    const step = screen.getByRole('group', { name: 'Prescription needed' });
    expect(step).toHaveTextContent('Amoxil 500mg capsules is prescription-only');
    expect(payButton()).toBeDisabled();
    expect(payButton()).toHaveAccessibleDescription('Attach a prescription to pay for this cart.');
    const choices = await within(step).findByRole('radiogroup', { name: 'Your prescriptions' });
    expect(within(choices).getAllByRole('radio')).toHaveLength(1);
    expect(within(choices).queryByText('Dr Old Hand')).not.toBeInTheDocument();
    await user.click(within(choices).getByRole('radio', { name: /Dr Funke Adeyemi/ }));
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ prescriptionId: 'rx-good', addressId: HOME.id }));
  });

  it('uploads one inline when none is usable, attaches it and lets the shopper pay', async () => {
    const user = userEvent.setup();
    const { post } = mockApi({ saved: [rx('rx-old', 'Dr Old Hand', false)] });
    await ready();
    const step = screen.getByRole('group', { name: 'Prescription needed' });
    expect(await within(step).findByText(/older than six months/)).toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.upload(within(step).getByLabelText('Choose a file'), new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' }));
    await user.type(within(step).getByLabelText("Prescriber's name"), 'Dr Chika Obi');
    await user.type(within(step).getByLabelText('Date written'), today);
    await user.click(within(step).getByRole('button', { name: 'Upload and attach' }));
    expect(await within(step).findByRole('radio', { name: /Dr Chika Obi/ })).toBeChecked();
    expect(payButton()).toBeEnabled();
    await user.click(payButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ prescriptionId: 'rx-new' }));
  });

  it('without the consent to keep prescriptions, the upload step asks for it (unticked) before the form, then uploads', async () => {
    const user = userEvent.setup();
    const { post } = mockApi({ consent: false, saved: [] });
    await ready();
    const step = screen.getByRole('group', { name: 'Prescription needed' });
    const tick = await within(step).findByRole('checkbox', { name: 'I agree to this' });
    expect(tick).not.toBeChecked();
    expect(within(step).queryByLabelText("Prescriber's name")).not.toBeInTheDocument();
    expect(payButton()).toBeDisabled();
    await user.click(tick);
    await user.click(within(step).getByRole('button', { name: 'Give consent' }));
    expect(post).toHaveBeenCalledWith(
      '/api/account/consents',
      expect.objectContaining({ channel: 'prescriptions', via: 'prescription-upload' }),
    );
    await user.upload(await within(step).findByLabelText('Choose a file'), new File(['%PDF-1.4'], 'rx.pdf', { type: 'application/pdf' }));
    await user.type(within(step).getByLabelText("Prescriber's name"), 'Dr Chika Obi');
    await user.type(within(step).getByLabelText('Date written'), today);
    await user.click(within(step).getByRole('button', { name: 'Upload and attach' }));
    expect(await within(step).findByRole('radio', { name: /Dr Chika Obi/ })).toBeChecked();
    expect(payButton()).toBeEnabled();
  });

  it.each([
    ['prescription-expired', /more than six months ago/],
    ['prescription-invalid', /can no longer be used \(it may have been deleted\)/],
  ])('says clearly when the payment call refuses the prescription (409 %s) and asks for another', async (code, text) => {
    const user = userEvent.setup();
    mockApi({ initiate: () => Promise.reject(httpError(409, { statusCode: 409, error: 'Conflict', message: 'Refused', code })) });
    await ready();
    await user.click(await screen.findByRole('radio', { name: /Dr Funke Adeyemi/ }));
    await user.click(payButton());
    const step = screen.getByRole('group', { name: 'Prescription needed' });
    expect(await within(step).findByRole('alert')).toHaveTextContent(text);
    expect(leave).not.toHaveBeenCalled();
    expect(payButton()).toBeDisabled();
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-form');
  });

  it('shows no prescription step for an over-the-counter cart and sends no prescription id', async () => {
    const user = userEvent.setup();
    const { post, get } = mockApi({ prescriptionRequired: false });
    await ready();
    expect(screen.queryByRole('group', { name: 'Prescription needed' })).not.toBeInTheDocument();
    expect(get).not.toHaveBeenCalledWith('/api/prescriptions');
    await user.click(payButton());
    await waitFor(() => expect(leave).toHaveBeenCalledWith(AUTH_URL));
    expect(post.mock.calls.find(([url]) => url === '/api/payment/initiate')![1]).not.toHaveProperty('prescriptionId');
  });
});
