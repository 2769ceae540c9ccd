import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import LabTestsPage from '../../../pages/lab-tests-page';
import { browser } from '../api/labs-shared';
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

const ADDRESS = {
  id: '99999999-9999-4999-8999-999999999999',
  label: 'Home',
  recipient: 'Ada Obi',
  street: '4 Allen Avenue',
  landmark: '',
  city: 'Ikeja',
  state: 'Lagos',
  zone: 'lagos-mainland',
  phone: '+2348031234567',
};

function serve(bookings: object[], { tests = [TEST], addresses }: { tests?: object[]; addresses?: object[] } = {}) {
  jest.spyOn(apiClient, 'get').mockImplementation(async (url: string) => {
    if (url === '/api/labs/tests') return ok(tests);
    if (url === '/api/delivery/addresses' && addresses) return ok(addresses);
    if (url.startsWith('/api/labs/tests/')) return ok([SLOT]);
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

  it('groups the tests by sample and lists the laboratories of the chosen one, in the kit’s fields', async () => {
    const user = userEvent.setup();
    const OTHER_LAB = {
      ...TEST,
      id: '66666666-6666-4666-8666-666666666666',
      laboratoryId: '77777777-7777-4777-8777-777777777777',
      laboratoryName: 'Wuse Medical Laboratory',
      laboratoryLocation: 'Abuja',
      price: 3000,
    };
    const URINE = {
      ...TEST,
      id: '88888888-8888-4888-8888-888888888888',
      name: 'Urinalysis',
      sampleType: 'Urine',
      price: 2000,
      preparation: '',
    };
    serve([], { tests: [TEST, OTHER_LAB, URINE], addresses: [] });
    renderPage(<LabTestsPage />, { path: '/account/lab-tests', url: '/account/lab-tests' });
    const test = await screen.findByRole('combobox', { name: 'Test' });
    expect(test).toHaveClass('ep-input');
    const groups = within(test).getAllByRole('group');
    expect(groups.map((g) => g.getAttribute('label'))).toEqual(['Blood tests', 'Urine tests']);
    expect(
      within(groups[0])
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Fasting blood sugar · from N3,000']);
    const lab = screen.getByRole('combobox', { name: 'Laboratory' });
    expect(lab).toHaveClass('ep-input');
    expect(
      within(lab)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Ikeja Diagnostic Laboratory, Ikeja · N3,500', 'Wuse Medical Laboratory, Abuja · N3,000']);
    await user.selectOptions(test, 'Urinalysis');
    expect(within(screen.getByRole('combobox', { name: 'Laboratory' })).getAllByRole('option')).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Area and time' })).toHaveClass('ep-input');
  });

  it('offers the shopper’s saved address for a home collection, and another one typed', async () => {
    const user = userEvent.setup();
    serve([], { addresses: [ADDRESS] });
    const post = jest
      .spyOn(apiClient, 'post')
      .mockImplementation(async (url: string) =>
        url.endsWith('/pay')
          ? ok({ status: true, message: 'ok', data: { authorization_url: 'https://checkout.example/abc', reference: 'EPH-1' } })
          : ok(booking()),
      );
    jest.spyOn(browser, 'leaveFor').mockImplementation(() => undefined);
    renderPage(<LabTestsPage />, { path: '/account/lab-tests', url: '/account/lab-tests' });
    await user.click(await screen.findByRole('radio', { name: /At home/ }));
    const from = screen.getByRole('combobox', { name: 'Collect from' });
    expect(from).toHaveDisplayValue(/^Home: Ada Obi, 4 Allen Avenue/);
    expect(screen.queryByLabelText('Collection address')).not.toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Area and time' }), SLOT.id);
    await user.click(screen.getByRole('button', { name: 'Book and pay' }));
    expect(post).toHaveBeenCalledWith('/api/labs/bookings', {
      testId: TEST.id,
      slotId: SLOT.id,
      mode: 'home',
      address: expect.stringMatching(/^Ada Obi, 4 Allen Avenue, .*Ikeja, Lagos State/),
    });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Collect from' }), 'Another address');
    expect(screen.getByLabelText('Collection address')).toHaveClass('ep-input');
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
