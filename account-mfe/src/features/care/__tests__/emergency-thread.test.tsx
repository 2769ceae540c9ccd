import { fireEvent, screen } from '@testing-library/react';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { conversationFixture, shopperMessageFixture } from '../../../../../tooling/jest/fixtures/care';
import ConversationPage from '../../../pages/conversation-page';
import EmergencyPage from '../../../pages/emergency-page';
import { healthConsents, ok, renderPage, signIn, withConsents } from '../../../testing/render-page';

const at = '2026-12-06T08:00:00.000Z';
const THREAD = conversationFixture({
  redFlag: true,
  expectedWait: { onDutyNow: true, nextOnDutyAt: at, usualResponseSeconds: 600, text: 'A pharmacist is on duty.' },
  messages: [shopperMessageFixture({ body: 'I took 30 tablets' })],
});

afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});
jest.setTimeout(30_000);

it('a thread that named an emergency keeps one banner in view, 112 first, also while another emergency is typed', async () => {
  signIn();
  jest.spyOn(apiClient, 'get').mockImplementation(withConsents(healthConsents('conversations', true), () => ok(THREAD)));
  renderPage(<ConversationPage />, { path: '/ask-pharmacist/:threadId', url: '/ask-pharmacist/t1' });
  const banner = await screen.findByRole('alert');
  expect(banner).toHaveClass('ep-emergency--sticky');
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('href', 'tel:112');
  expect(screen.getByRole('link', { name: 'Call 112' })).toHaveAttribute('data-emergency-primary');
  fireEvent.change(await screen.findByLabelText('Your message'), { target: { value: 'e don faint, e no dey respond' } });
  expect(screen.getAllByRole('alert')).toHaveLength(1);
  expect(screen.getAllByRole('link', { name: 'Call 112' })).toHaveLength(1);
});

it('signed out, the ambulance form says the link to follow the request is texted to the phone given; signed in, it does not', async () => {
  const view = renderPage(<EmergencyPage />, { path: '/emergency', url: '/emergency' });
  expect(await screen.findByText('We text the link to follow your request to this number (Nigerian mobiles).')).toBeInTheDocument();
  view.unmount();
  signIn();
  renderPage(<EmergencyPage />, { path: '/emergency', url: '/emergency' });
  expect(await screen.findByLabelText('Phone the crew can call')).toBeInTheDocument();
  expect(screen.queryByText(/We text the link/)).not.toBeInTheDocument();
});
