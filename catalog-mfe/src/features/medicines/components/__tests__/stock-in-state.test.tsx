import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient, publicFetch } from 'shared-kernel/testing';
import { StockInState } from '../stock-in-state';
import { deliveryZonesFixture, zoneQuoteFixture } from '../../../../../../tooling/jest/fixtures/delivery';

const ZONES = deliveryZonesFixture();
const quoteFor = (zone: (typeof ZONES.zones)[number]) => zoneQuoteFixture(zone, 1500);

/** The API as a visitor (signed in or not) reaches it: zones, availability, and the quote for one of the medicine. */
function mockApi() {
  const answer = async (url: string, config?: { params?: { state?: string } }) => {
    if (url === '/api/delivery') return { data: ZONES, status: 200 };
    if (url === '/api/medicines/med-1/availability') return { data: { message: `In stock in ${config?.params?.state}` }, status: 200 };
    throw new Error(`Unexpected GET ${url}`);
  };
  jest.spyOn(publicFetch, 'get').mockImplementation(answer as never);
  jest.spyOn(apiClient, 'get').mockImplementation(answer as never);
  return jest.spyOn(apiClient, 'post').mockImplementation(async (url: string, body?: unknown) => {
    const { zone } = body as { zone: string };
    if (url !== '/api/checkout/quote') throw new Error(`Unexpected POST ${url}`);
    return { data: quoteFor(ZONES.zones.find((z) => z.code === zone)!), status: 200 } as never;
  });
}

describe('"Deliver to" on a medicine page', () => {
  afterEach(() => jest.restoreAllMocks());

  it('shows a visitor not signed in the delivery fee and expected date for the area chosen, as a signed-in shopper sees them', async () => {
    const post = mockApi();
    render(<StockInState medicineId="med-1" />);
    // Lagos first; the areas are listed (Lagos Island and Mainland differ in fee).
    expect(await screen.findByTestId('deliver-to-quote')).toHaveTextContent(
      'Delivery N2,000, expected 1–2 working days (Mon 5 Jan – Wed 7 Jan)',
    );
    expect(screen.getByRole('option', { name: 'Borno (not delivered yet)' })).toBeDisabled();
    await userEvent.selectOptions(screen.getByLabelText('Deliver to'), 'kano');
    await waitFor(() => expect(screen.getByTestId('deliver-to-quote')).toHaveTextContent('Delivery N3,000, expected 3–5 working days'));
    expect(screen.getByRole('status')).toHaveTextContent('In stock in Kano');
    expect(post).toHaveBeenLastCalledWith(
      '/api/checkout/quote',
      expect.objectContaining({ zone: 'kano', items: [{ medicineId: 'med-1', quantity: 1 }] }),
    );
    expect(localStorage.getItem('ep.shopper.state')).toBe('kano');
  });

  it('starts from the state kept before areas were listed', async () => {
    localStorage.setItem('ep.shopper.state', 'Kano');
    mockApi();
    render(<StockInState medicineId="med-1" />);
    expect(await screen.findByTestId('deliver-to-quote')).toHaveTextContent('Delivery N3,000');
    expect(screen.getByLabelText('Deliver to')).toHaveValue('kano');
  });

  it('says why a fridge medicine is not delivered to the area chosen, and where to collect it', async () => {
    localStorage.setItem('ep.shopper.state', 'kano');
    const post = mockApi();
    const why =
      'Actrapid Vial must stay cold (2–8 °C), so we deliver it only the same day from a pharmacy in your state, and no pharmacy of ours delivers the same day in Kano yet. Collect it at Kano Counter, 1 Main Road, Kano.';
    post.mockRejectedValue(
      Object.assign(new Error('Request failed with status code 409'), {
        isAxiosError: true,
        response: { status: 409, data: { code: 'cold-chain-not-delivered', message: why } },
      }),
    );
    render(<StockInState medicineId="med-1" />);
    expect(await screen.findByTestId('deliver-to-cold-chain')).toHaveTextContent(why);
    expect(screen.queryByTestId('deliver-to-quote')).toBeNull();
  });
});
