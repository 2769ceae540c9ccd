import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient, publicFetch } from 'shared-kernel/testing';
import AskPharmacistPage from '../../../pages/ask-pharmacist-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';

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

it('signed out, a Pidgin emergency shows the banner at once, before sending: 112 and 767 as tel: links and our ambulances', async () => {
  open();
  expect(await screen.findByText(WAIT.text)).toBeInTheDocument();
  const box = screen.getByLabelText('What would you like to ask?');
  fireEvent.change(box, { target: { value: 'Abeg my mama no fit breathe' } });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveTextContent('trouble breathing');
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  expect(screen.getByRole('link', { name: 'Call 767' })).toHaveAttribute('href', 'tel:767');
  expect(await screen.findByText('e-pharmacy Rapid Response Lekki')).toBeInTheDocument();
  fireEvent.change(box, { target: { value: 'How many tablets a day?' } });
  await waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
  await userEvent.click(screen.getByRole('button', { name: 'Log in to send' }));
  expect(screen.getByTestId('location')).toHaveTextContent(/^\/login\?returnTo=%2Fask-pharmacist/);
});

it('signed in, the question is sent about the medicine and opens its thread', async () => {
  signIn();
  const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ thread: { id: 't1' }, redFlags: [], expectedWait: WAIT }));
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
  open();
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
