// The clinical checks at checkout: for whom, the major warnings read and ticked, a sale a pharmacist
// must check first, a refusal. Only the HTTP boundary is stubbed, answering as the API does.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import * as browserLocation from '../../../lib/browser-location';
import PaymentFormPage from '../../../pages/payment-form-page';
import { USER_ID, httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';
import { deliveryZonesFixture, zoneQuoteFixture } from '../../../../../tooling/jest/fixtures/delivery';

const ZONES = deliveryZonesFixture();
const CHILD = '7b1c2d3e-0000-4000-8000-000000000002';
const AUTH_URL = 'http://localhost:8390/checkout/abc123';
const PEOPLE = [
  { id: 'self-id', label: 'Ada', relationship: 'self' },
  { id: CHILD, label: 'Chidi', relationship: 'child' },
];

const CODEINE = 'Codeine is not for children under 12: it can slow or stop their breathing. | Codeine no be for pikin wey never reach 12.';
const TWO_PARACETAMOL = 'You have 2 medicines with paracetamol: together they go over the daily limit. | Two medicine get paracetamol.';

/** The 409s of the checks as the API writes them. */
const stop = (code: string, message: string, errors: { field: string; message: string }[]) =>
  httpError(409, { statusCode: 409, error: 'Conflict', code, message, errors });

function mockApi(initiate: (body: Record<string, unknown>) => Promise<unknown>) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery') return ok(ZONES);
    if (url === '/api/delivery/addresses') return ok([]);
    if (url === '/api/medication-profiles') return ok({ items: PEOPLE });
    throw httpError(404, { message: `not found ${url}` });
  });
  return jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown) => {
    if (url === '/api/checkout/quote') return ok(zoneQuoteFixture(ZONES.zones.find((z) => z.code === 'kano')!, 5000));
    if (url === '/api/delivery/addresses') return { ...ok({ ...(body as object), id: 'new-address-id' }), status: 201 };
    if (url === '/api/payment/initiate') return initiate(body as Record<string, unknown>) as never;
    throw httpError(404, { message: `not found ${url}` });
  });
}

async function fillValid() {
  const user = userEvent.setup();
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

describe('the clinical checks at checkout', () => {
  beforeEach(() => {
    signIn();
    jest.spyOn(browserLocation, 'leaveSiteFor').mockImplementation(() => undefined);
  });
  afterEach(() => {
    signOut();
    window.localStorage.clear();
  });

  it('sends the person chosen on the cart, and says a pharmacist must check the order first, nothing charged, and why', async () => {
    window.localStorage.setItem(`shopping-for:${USER_ID}`, CHILD);
    const post = mockApi(async () => {
      throw stop(
        'safety-review-required',
        'A pharmacist must check this order before it can be sold: something in it is not safe for the person it is for. Nothing was charged; we will email you when the pharmacist has decided. | Pharmacist go first check this order.',
        [
          { field: 'safetyHoldId', message: 'hold-1' },
          { field: 'safety.age-limit:codeine', message: CODEINE },
        ],
      );
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    await waitFor(() => expect(screen.getByLabelText('Shopping for')).toHaveValue(CHILD));
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: /^Pay N/ }));

    const shown = await screen.findByTestId('safety-stop');
    expect(shown).toHaveTextContent('A pharmacist must check this order first');
    expect(shown).toHaveTextContent('Nothing was charged');
    expect(shown).toHaveTextContent('Codeine is not for children under 12: it can slow or stop their breathing.');
    expect(shown).not.toHaveTextContent('Codeine no be for pikin');
    expect(screen.getByTestId('location')).toHaveTextContent('/payment-form');
    expect(post).toHaveBeenCalledWith('/api/payment/initiate', expect.objectContaining({ profileId: CHILD }));
  });

  it('shows major warnings with a tick, and pays with the acknowledgement the check answered once ticked', async () => {
    const bodies: Record<string, unknown>[] = [];
    mockApi(async (body) => {
      bodies.push(body);
      if (body.safetyAcknowledged !== 'ack-123')
        throw stop(
          'safety-acknowledgement-required',
          'Please read these warnings and confirm you have read them before paying. | Abeg read.',
          [
            { field: 'safetyAcknowledged', message: 'ack-123' },
            { field: 'safety.duplicate:paracetamol', message: TWO_PARACETAMOL },
          ],
        );
      return ok({ status: true, message: 'ok', data: { authorization_url: AUTH_URL } });
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: /^Pay N/ }));

    const shown = await screen.findByTestId('safety-stop');
    expect(shown).toHaveTextContent('Please read these warnings before you pay');
    expect(shown).toHaveTextContent('You have 2 medicines with paracetamol');
    expect(bodies[0]).not.toHaveProperty('profileId');
    // Not ticked: nothing sent again.
    await user.click(screen.getByRole('button', { name: /^Pay N/ }));
    expect(await screen.findByText('Tick “I have read these warnings” to go on.')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);

    await user.click(screen.getByLabelText('I have read these warnings'));
    await user.click(screen.getByRole('button', { name: /^Pay N/ }));
    await waitFor(() => expect(browserLocation.leaveSiteFor).toHaveBeenCalledWith(AUTH_URL));
    expect(bodies[1]).toMatchObject({ safetyAcknowledged: 'ack-123' });
  });

  it("says a pharmacist refused the order and the pharmacist's reason", async () => {
    mockApi(async () => {
      throw stop(
        'safety-refused',
        'A pharmacist has refused this medicine for the person it is for: Not for a 6-year-old | Pharmacist don refuse',
        [{ field: 'safetyHoldId', message: 'hold-1' }],
      );
    });
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=5000&paymentType=medicine');
    const user = await fillValid();
    await user.click(screen.getByRole('button', { name: /^Pay N/ }));
    const shown = await screen.findByTestId('safety-stop');
    expect(shown).toHaveTextContent('A pharmacist has refused this order');
    expect(shown).toHaveTextContent('Not for a 6-year-old');
  });
});
