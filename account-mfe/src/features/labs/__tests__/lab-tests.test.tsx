import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import LabTestsPage from '../../../pages/lab-tests-page';
import { browser } from '../api/labs-api';
import { ok, renderPage, signIn } from '../../../testing/render-page';

const HOUR = 3_600_000;
const TEST = {
  id: '11111111-1111-4111-8111-111111111111',
  laboratoryId: '22222222-2222-4222-8222-222222222222',
  laboratoryName: 'Ikeja Diagnostic Laboratory',
  laboratoryLocation: 'Ikeja',
  name: 'Fasting blood sugar',
  price: 3500,
  sampleType: 'Blood',
  preparation: 'Fast for 8 to 12 hours',
  turnaroundHours: 24,
};
const SLOT = {
  id: '33333333-3333-4333-8333-333333333333',
  area: 'Yaba',
  startsAt: new Date(Date.now() + 48 * HOUR).toISOString(),
  placesLeft: 2,
  homeCollection: true,
  homeFee: 1500,
};
const booking = (over: object = {}) => ({
  id: '44444444-4444-4444-8444-444444444444',
  testName: TEST.name,
  startsAt: SLOT.startsAt,
  area: 'Yaba',
  mode: 'home',
  address: '4 Allen Avenue',
  testPrice: 3500,
  homeFee: 1500,
  total: 5000,
  status: 'booked',
  paid: true,
  refundDue: null,
  attendance: null,
  resultReady: false,
  ...over,
});

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

function serve(bookings: object[]) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/labs/tests') return ok([TEST]);
    if (url === `/api/labs/tests/${TEST.id}/slots`) return ok([SLOT]);
    if (url === '/api/labs/bookings') return ok(bookings);
    throw new Error(`unexpected ${url}`);
  });
}

describe('My lab tests', () => {
  it('books a home collection with the area fee in the total, then goes to Paystack to pay it', async () => {
    const user = userEvent.setup();
    serve([]);
    const leave = jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (url: string) =>
        url.endsWith('/pay')
          ? ok({ status: true, message: 'ok', data: { authorization_url: 'https://checkout.example/abc', reference: 'EPH-1' } })
          : ok(booking({ status: 'awaiting-payment', paid: false })),
      );
    renderPage(<LabTestsPage />, { path: '/account/lab-tests', url: '/account/lab-tests' });
    await user.click(await screen.findByRole('radio', { name: /At home/ }));
    await user.selectOptions(await screen.findByLabelText('Area and time'), SLOT.id);
    await user.type(screen.getByLabelText('Collection address'), '4 Allen Avenue');
    expect(screen.getByText(/Total/)).toHaveTextContent('5,000');
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(post).toHaveBeenCalledWith('/api/labs/bookings', { testId: TEST.id, slotId: SLOT.id, mode: 'home', address: '4 Allen Avenue' });
    expect(await screen.findByRole('listitem', { name: TEST.name })).toHaveTextContent('Awaiting payment');
    expect(post).toHaveBeenCalledWith(`/api/labs/bookings/${booking().id}/pay`);
    expect(await screen.findByRole('button', { name: /^Pay / })).toHaveTextContent('5,000');
    expect(leave).toHaveBeenCalledWith('https://checkout.example/abc');
  });

  it('offers Cancel only 4 hours or more before the slot, and Open result once it is ready', async () => {
    serve([
      booking(),
      booking({ id: '55555555-5555-4555-8555-555555555555', startsAt: new Date(Date.now() + 3 * HOUR).toISOString(), resultReady: true }),
    ]);
    renderPage(<LabTestsPage />, { path: '/account/lab-tests', url: '/account/lab-tests' });
    const [early, late] = await screen.findAllByRole('listitem', { name: TEST.name });
    expect(within(early).getByRole('button', { name: 'Cancel booking' })).toBeInTheDocument();
    expect(within(early).queryByRole('button', { name: 'Open result' })).not.toBeInTheDocument();
    expect(within(late).queryByRole('button', { name: 'Cancel booking' })).not.toBeInTheDocument();
    expect(within(late).getByRole('button', { name: 'Open result' })).toBeInTheDocument();
  });
});
