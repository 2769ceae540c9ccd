import { cleanup, screen } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import type { ConversationDetail } from 'care-kit';
import { conversationFixture } from '../../../../../tooling/jest/fixtures/care';
import QuestionPage from '../../../pages/question-page';
import { ok, renderAt } from '../../../testing/test-utils';

const open = (data: ConversationDetail) => {
  jest.spyOn(apiClient, 'get').mockResolvedValue(ok(data));
  renderAt(<QuestionPage />, { path: '/pharmacist/questions/t1', route: '/pharmacist/questions/:threadId' });
};

afterEach(() => jest.restoreAllMocks());

it("an emergency thread puts the asker's phone first, as a link that dials it", async () => {
  open(conversationFixture({ redFlag: true, shopperPhone: '+2348031234567' }));
  const call = await screen.findByRole('link', { name: 'Call 0803 123 4567' });
  expect(call).toHaveAttribute('href', 'tel:+2348031234567');
  expect(screen.getByRole('alert')).toHaveTextContent('Emergency words: call the shopper now');
});

it('an emergency thread without a phone on the account says so; an ordinary thread shows no call box', async () => {
  open(conversationFixture({ redFlag: true, shopperPhone: null }));
  expect(await screen.findByText('The shopper has no phone on their account.')).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: /^Call / })).not.toBeInTheDocument();
  jest.restoreAllMocks();
  cleanup();
  open(conversationFixture({ subject: 'Dose question' }));
  expect(await screen.findByRole('heading', { name: 'Dose question' })).toBeInTheDocument();
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
});

it('a question asked on WhatsApp says where the answer goes; one asked in the shop does not', async () => {
  open(conversationFixture({ channel: 'whatsapp', subject: 'Asked on WhatsApp' }));
  expect(await screen.findByTestId('question-channel')).toHaveTextContent(
    'Asked in the shop’s WhatsApp chat. Your answer goes back there with your name and PCN number',
  );
  jest.restoreAllMocks();
  cleanup();
  open(conversationFixture({ subject: 'Asked in the shop' }));
  expect(await screen.findByRole('heading', { name: 'Asked in the shop' })).toBeInTheDocument();
  expect(screen.queryByTestId('question-channel')).not.toBeInTheDocument();
});
