import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, setLocale } from 'shared-kernel';
import { apiClient, publicFetch } from 'shared-kernel/testing';
import AskPharmacistPage from '../../../pages/ask-pharmacist-page';
import { careMessages } from '../../../i18n/care';
import { healthConsents, httpError, ok, renderPage, signIn, withConsents } from '../../../testing/render-page';

const WAIT = {
  onDutyNow: true,
  nextOnDutyAt: '2026-11-26T10:00:00.000Z',
  usualResponseSeconds: 600,
  text: 'A pharmacist is on duty until 20:00 and usually answers within 10 minutes.',
};
const AMBULANCES = [{ id: 'a1', name: 'e-pharmacy Rapid Response Lekki', location: 'Lekki, Lagos', availability: true }];

beforeEach(() => {
  jest
    .spyOn(publicFetch, 'get')
    .mockImplementation(async (url: string) => ({ data: url.includes('expected-wait') ? WAIT : AMBULANCES, status: 200 }) as never);
});
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});
jest.setTimeout(30_000);

const open = () =>
  renderPage(<AskPharmacistPage />, {
    path: '/ask-pharmacist',
    url: '/ask-pharmacist?topic=product&topicId=m1&subject=Paracetamol%20500mg',
  });

it('signed out, a Pidgin emergency shows the banner at once, before sending: 112 first, 767, kept beside the text box, no list of ambulances', async () => {
  open();
  expect(await screen.findByText(WAIT.text)).toBeInTheDocument();
  const box = screen.getByLabelText('What would you like to ask?');
  fireEvent.change(box, { target: { value: 'Abeg my mama no fit breathe' } });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('trouble breathing');
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  expect(screen.getByRole('link', { name: 'Call 767 (Lagos)' })).toHaveAttribute('href', 'tel:767');
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('data-emergency-primary');
  expect(banner).toHaveClass('ep-emergency--sticky');
  expect(screen.queryByText('e-pharmacy Rapid Response Lekki')).not.toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'How many tablets a day?' } });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Log in to send' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=%2Fask-pharmacist/);
});

it('signed in, the question is sent about the medicine and opens its thread', async () => {
  signIn();
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ thread: { id: 't1' }, redFlags: [], expectedWait: WAIT }));
  jest.spyOn(apiClient, 'get').mockImplementation(withConsents(healthConsents('conversations', true), () => ok([])));
  open();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send to a pharmacist' })).toBeEnabled());
  fireEvent.change(screen.getByLabelText('What would you like to ask?'), { target: { value: 'Is it safe with Amoxil?' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send to a pharmacist' }));
  await waitFor(() => expect(post).toHaveBeenCalled());
  expect(post.mock.calls[0][0]).toBe('/api/conversations');
  expect(post.mock.calls[0][1]).toEqual({
    topic: 'product',
    topicId: 'm1',
    subject: 'Paracetamol 500mg',
    message: 'Is it safe with Amoxil?',
  });
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ask-pharmacist/t1'));
});

it('signed in without the consent to keep conversations, asks for it first (unticked), gives it from here, then sends', async () => {
  signIn();
  let consents = healthConsents('conversations', false);
  jest.spyOn(apiClient, 'get').mockImplementation(withConsents(consents, () => ok([])));
  const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
    if (url === '/api/account/consents') {
      consents = healthConsents('conversations', true);
      return ok(consents) as never;
    }
    return ok({ thread: { id: 't2' }, redFlags: [], expectedWait: WAIT }) as never;
  });
  open();
  const tick = await screen.findByRole('checkbox', { name: 'I agree to this' });
  expect(screen.getByText('Keep what I write to a pharmacist.')).toBeInTheDocument();
  expect(tick).not.toBeChecked();
  expect(screen.queryByLabelText('What would you like to ask?')).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Give consent' })).toBeDisabled();
  await userEvent.click(tick);
  await userEvent.click(screen.getByRole('button', { name: 'Give consent' }));
  expect(post).toHaveBeenCalledWith('/api/account/consents', {
    purpose: 'health-data',
    channel: 'conversations',
    wordingVersion: '2026-11-26',
    via: 'ask-pharmacist',
  });
  fireEvent.change(await screen.findByLabelText('What would you like to ask?'), { target: { value: 'Is it safe?' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send to a pharmacist' }));
  await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent('/ask-pharmacist/t2'));
});

it("the server's consent-required answer (withdrawn in another tab) brings the consent back instead of an error", async () => {
  signIn();
  let consents = healthConsents('conversations', true);
  jest
    .spyOn(apiClient, 'get')
    .mockImplementation(async (url: string) => (url === '/api/account/consents' ? ok(consents) : ok([])) as never);
  jest.spyOn(apiClient, 'post').mockImplementation(async () => {
    consents = healthConsents('conversations', false);
    throw httpError(409, { statusCode: 409, message: 'Your consent is needed first', code: 'consent-required' });
  });
  open();
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send to a pharmacist' })).toBeEnabled());
  fireEvent.change(screen.getByLabelText('What would you like to ask?'), { target: { value: 'Is it safe?' } });
  await userEvent.click(screen.getByRole('button', { name: 'Send to a pharmacist' }));
  expect(await screen.findByRole('checkbox', { name: 'I agree to this' })).not.toBeChecked();
});

it('speaks Pidgin: the page and the consent it asks for', async () => {
  await careMessages.ready('pcm');
  setLocale('pcm');
  try {
    signIn();
    jest.spyOn(apiClient, 'get').mockImplementation(withConsents(healthConsents('conversations', false), () => ok([])));
    open();
    expect(await screen.findByRole('heading', { name: 'Ask pharmacist' })).toBeInTheDocument();
    expect(await screen.findByRole('checkbox', { name: 'I gree to this' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Give permission' })).toBeDisabled();
    expect(screen.getByRole('heading', { name: 'About Paracetamol 500mg' })).toBeInTheDocument();
  } finally {
    setLocale('en');
  }
});

it('opened from a safety warning, the question is already written with the warning, and sent as it is', async () => {
  signIn();
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ thread: { id: 't2' }, redFlags: [], expectedWait: WAIT }));
  jest.spyOn(apiClient, 'get').mockImplementation(withConsents(healthConsents('conversations', true), () => ok([])));
  const warning = 'Codeine is not for children under 12.';
  renderPage(<AskPharmacistPage />, {
    path: '/ask-pharmacist',
    url: `/ask-pharmacist?topic=general&subject=${encodeURIComponent('A medicine safety warning')}&message=${encodeURIComponent(warning)}`,
  });
  await waitFor(() => expect(screen.getByRole('button', { name: 'Send to a pharmacist' })).toBeEnabled());
  expect(screen.getByLabelText('What would you like to ask?')).toHaveValue(warning);
  await userEvent.click(screen.getByRole('button', { name: 'Send to a pharmacist' }));
  await waitFor(() =>
    expect(post).toHaveBeenCalledWith(
      '/api/conversations',
      expect.objectContaining({ topic: 'general', subject: 'A medicine safety warning', message: warning }),
    ),
  );
});
