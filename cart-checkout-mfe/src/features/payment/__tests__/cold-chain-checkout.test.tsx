import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { cartMessages } from '../../../i18n';
import PaymentFormPage from '../../../pages/payment-form-page';
import { httpError, ok, renderAt, signIn, signOut } from '../../../test-utils/render';
import { deliveryZonesFixture, zoneQuoteFixture } from '../../../../../tooling/jest/fixtures/delivery';

// A fridge medicine (insulin, vaccines) to a state without same-day delivery: the checkout says so before
// payment, in the shopper's language with the server's words naming where to collect, and offers pickup.

const ZONES = deliveryZonesFixture();
const REFUSAL =
  'Actrapid 100 IU/ml Vial (10 ml) must stay cold (2–8 °C), so we deliver it only the same day from a pharmacy in your state, and no pharmacy of ours delivers the same day in Kano yet. Collect it at e-pharmacy Nassarawa GRA, Zoo Road, Kano: choose "Collect at a pharmacy". Or remove it from your cart to have the rest delivered.';

function mockApi() {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/delivery') return ok(ZONES);
    if (url === '/api/delivery/addresses') return ok([]);
    if (url === '/api/pickup-points') return ok([]);
    throw httpError(404, { message: 'not found' });
  });
  return jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const zone = (body as { zone?: string }).zone;
    if (url === '/api/checkout/quote' && zone === 'kano') throw httpError(409, { message: REFUSAL, code: 'cold-chain-not-delivered' });
    if (url === '/api/checkout/quote') return ok(zoneQuoteFixture(ZONES.zones.find((z) => z.code === zone)!, 11500));
    throw httpError(404, { message: 'not found' });
  });
}

beforeAll(() => cartMessages.ready('pcm'));

describe('a cold-chain item at checkout', () => {
  beforeEach(() => signIn());
  afterEach(() => {
    signOut();
    localeStore.setState({ locale: 'en' });
  });

  it('says before payment why it cannot go to this state and where to collect it; Pay stays off; one tap switches to pickup', async () => {
    const post = mockApi();
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=11500&paymentType=medicine');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('State'), 'kano');
    const alert = await screen.findByTestId('cold-chain-refusal');
    expect(alert).toHaveTextContent('A medicine in your cart must stay cold (2–8 °C): we cannot deliver it to this state.');
    expect(alert).toHaveTextContent('Collect it at e-pharmacy Nassarawa GRA, Zoo Road, Kano');
    expect(screen.queryByTestId('delivery-summary')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Pay N/ })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Collect at a pharmacy instead' }));
    expect(screen.getByRole('radio', { name: 'Collect at a pharmacy (no delivery fee)' })).toBeChecked();
    expect(screen.queryByText(/must stay cold/)).toBeNull();
    expect(post.mock.calls.filter(([url]) => url === '/api/payment/initiate')).toEqual([]);
  });

  it('a state with same-day delivery is quoted as usual', async () => {
    mockApi();
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=11500&paymentType=medicine');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('State'), 'lagos-island');
    expect(await screen.findByTestId('delivery-summary')).toBeInTheDocument();
    expect(screen.queryByText(/must stay cold/)).toBeNull();
  });

  it('speaks Pidgin', async () => {
    mockApi();
    setLocale('pcm');
    const user = userEvent.setup();
    renderAt(<PaymentFormPage />, '/payment-form?totalPrice=11500&paymentType=medicine');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Kano' })).toBeInTheDocument());
    await user.selectOptions(screen.getByLabelText('State'), 'kano');
    expect(await screen.findByTestId('cold-chain-refusal')).toHaveTextContent(
      'One medicine for your cart must stay cold (2–8 °C): we no fit deliver am reach this state.',
    );
    expect(screen.getByRole('button', { name: 'Make I collect am for pharmacy instead' })).toBeInTheDocument();
  });
});
