import { screen, waitFor, within } from '@testing-library/react';
import { clearSession, on, setTokens, type ToastMessage } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, makeToken, ok, renderAt } from '../../../testing/test-utils';
import { DeliveryBoard } from '../delivery-board';
import { MUSA, WAITING_PARCEL } from './rider-fixtures';

// The board's "Add a rider" form: staff add to their own pharmacy, an admin chooses the pharmacy;
// the server's refusal is shown as it says it; the rider added is listed and offered for parcels.

const BOARD = {
  waiting: [WAITING_PARCEL],
  out: [],
};
const PHARMACIES = [
  { pharmacyId: 'ph-1', name: 'Riders Kano' },
  { pharmacyId: 'ph-2', name: 'Riders Lekki' },
];

const signIn = (role: 'admin' | 'user') =>
  setTokens({ accessToken: makeToken({ name: 'Kemi Ade', role, UserId: 'u-1', pharmacyStaff: role === 'user' }), refreshToken: 'r' });
afterEach(() => {
  jest.restoreAllMocks();
  clearSession();
});

function serve(riders: unknown[] = [MUSA]) {
  return jest.spyOn(apiClient, 'get').mockImplementation(async (path: string) => {
    if (path === '/api/staff/deliveries') return ok(BOARD);
    if (path === '/api/staff/riders') return ok(riders);
    if (path === '/api/admin/pharmacies') return ok(PHARMACIES);
    throw new Error(`unexpected ${path}`);
  });
}

async function openForm() {
  const { user } = renderAt(<DeliveryBoard round={0} onDone={jest.fn()} />);
  const form = await screen.findByRole('form', { name: 'Add a rider' });
  return { user, form };
}

it('adds a rider to the staff member’s pharmacy: checks the phone first, then lists the rider and offers them for parcels', async () => {
  signIn('user');
  const get = serve();
  const toasts: ToastMessage[] = [];
  const off = on('toast:show', (shown) => toasts.push(shown));
  const post = jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue(ok({ userId: 'r-3', pharmacyId: 'ph-1', name: 'Aisha', phone: '+2348051234567' }));
  const { user: u, form } = await openForm();
  expect(within(form).queryByLabelText('Pharmacy')).toBeNull();

  await u.type(within(form).getByLabelText('E-mail'), 'aisha@example.ng');
  await u.type(within(form).getByLabelText('Phone'), '12345');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  expect(within(form).getByLabelText('Phone')).toHaveAccessibleDescription(/Enter a Nigerian mobile number/);
  expect(post).not.toHaveBeenCalled();

  await u.clear(within(form).getByLabelText('Phone'));
  await u.type(within(form).getByLabelText('Phone'), '0805 123 4567');
  await u.type(within(form).getByLabelText(/Name/), 'Aisha');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  expect(post.mock.calls[0]).toEqual(['/api/staff/riders', { email: 'aisha@example.ng', phone: '+2348051234567', name: 'Aisha' }]);

  const riders = await screen.findByRole('list', { name: 'Riders (2)' });
  expect(
    within(riders)
      .getAllByRole('listitem')
      .map((li) => li.textContent),
  ).toEqual(['Aisha · 0805 123 4567 · aisha@example.ng Remove', 'Musa · 0803 111 2222 · musa@example.ng Remove']);
  const picker = within(screen.getByRole('listitem', { name: 'Parcel EPH-000007' })).getByLabelText('Rider');
  expect(
    within(picker)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Aisha', 'Musa']);
  await waitFor(() => expect(toasts.map((t) => t.summary)).toContain('Rider added'));
  expect(toasts[0].detail).toMatch(/Aisha \(0805 123 4567\)/);
  expect(within(form).getByLabelText('E-mail')).toHaveValue('');
  expect(get.mock.calls.filter(([path]) => path === '/api/admin/pharmacies')).toEqual([]);
  off();
});

it('makes the first rider of a pharmacy with none the one parcels go to', async () => {
  signIn('user');
  serve([]);
  jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ userId: 'r-3', pharmacyId: 'ph-1', name: 'Aisha', phone: '+2348051234567' }));
  const { user: u, form } = await openForm();
  expect(screen.getByText('Add a rider to this pharmacy first.')).toBeInTheDocument();
  await u.type(within(form).getByLabelText('E-mail'), 'aisha@example.ng');
  await u.type(within(form).getByLabelText('Phone'), '+234 805 123 4567');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  const parcel = screen.getByRole('listitem', { name: 'Parcel EPH-000007' });
  expect(await within(parcel).findByLabelText('Rider')).toHaveValue('r-3');
  expect(within(parcel).getByRole('button', { name: 'Give to rider' })).toBeEnabled();
});

it.each([
  [
    400,
    {
      message: 'No account has this e-mail: the rider signs up first.',
      errors: [{ field: 'email', message: 'No account has this e-mail: the rider signs up first.' }],
    },
  ],
  [403, { message: "A pharmacy's staff add riders to their own pharmacy only." }],
  [404, { message: 'There is no such pharmacy.' }],
  [409, { message: "This account is another pharmacy's rider." }],
])('shows the server’s refusal (%i) as it says it, and adds no one', async (status, body) => {
  signIn('user');
  serve();
  jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(status, body));
  const { user: u, form } = await openForm();
  await u.type(within(form).getByLabelText('E-mail'), 'sani@example.ng');
  await u.type(within(form).getByLabelText('Phone'), '0803 555 6666');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  // A refusal about one field is shown at that field (and focus goes there); any other above the button.
  if (status === 400) {
    await waitFor(() => expect(within(form).getByLabelText('E-mail')).toHaveAccessibleDescription(body.message));
    expect(within(form).getByLabelText('E-mail')).toHaveAttribute('aria-invalid', 'true');
    expect(within(form).getByLabelText('E-mail')).toHaveFocus();
  } else expect(await within(form).findByRole('alert')).toHaveTextContent(body.message);
  expect(within(form).getByLabelText('E-mail')).toHaveValue('sani@example.ng');
  expect(screen.getByRole('list', { name: 'Riders (1)' })).toBeInTheDocument();
});

it('lets an admin choose the pharmacy, and asks for it before sending', async () => {
  signIn('admin');
  serve();
  const post = jest
    .spyOn(apiClient, 'post')
    .mockResolvedValue(ok({ userId: 'r-4', pharmacyId: 'ph-2', name: 'Tobi', phone: '+2348051234567' }));
  const { user: u, form } = await openForm();
  const pharmacy = await within(form).findByLabelText('Pharmacy');
  expect(
    within(pharmacy)
      .getAllByRole('option')
      .map((o) => o.textContent),
  ).toEqual(['Choose a pharmacy', 'Riders Kano', 'Riders Lekki']);
  await u.type(within(form).getByLabelText('E-mail'), 'tobi@example.ng');
  await u.type(within(form).getByLabelText('Phone'), '08051234567');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  expect(pharmacy).toHaveAccessibleDescription('Choose the pharmacy the rider works for.');
  expect(post).not.toHaveBeenCalled();
  await u.selectOptions(pharmacy, 'ph-2');
  await u.click(within(form).getByRole('button', { name: 'Add rider' }));
  expect(post.mock.calls[0]).toEqual(['/api/staff/riders', { email: 'tobi@example.ng', phone: '+2348051234567', pharmacyId: 'ph-2' }]);
  expect(await screen.findByRole('list', { name: 'Riders (2)' })).toHaveTextContent('Tobi · 0805 123 4567 · tobi@example.ng');
});
