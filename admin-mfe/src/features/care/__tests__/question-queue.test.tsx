import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import type { QueueItem } from '../api/get-question-queue';
import QuestionQueuePage from '../../../pages/question-queue-page';
import { ok, renderAt } from '../../../testing/test-utils';

const AT = '2026-12-08T09:00:00.000Z';
const item = (overrides: Partial<QueueItem>): QueueItem => ({
  id: 'q1',
  subject: 'A question',
  topic: 'general',
  shopperFirstName: 'Ada',
  waitingSince: AT,
  waitingSeconds: 600,
  waitingWorkingSeconds: 600,
  redFlag: false,
  channel: 'shop',
  messages: 1,
  ...overrides,
});

afterEach(() => jest.restoreAllMocks());

it('marks a question asked in the WhatsApp chat, and not one asked in the shop', async () => {
  jest
    .spyOn(apiClient, 'get')
    .mockResolvedValue(
      ok([item({ id: 'q1', subject: 'Dose for my son', channel: 'whatsapp' }), item({ id: 'q2', subject: 'Can I take it with food' })]),
    );
  renderAt(<QuestionQueuePage />, { path: '/pharmacist/questions', route: '/pharmacist/questions' });
  const fromChat = await screen.findByRole('link', { name: /Dose for my son/ });
  expect(within(fromChat).getByText('WhatsApp')).toBeInTheDocument();
  expect(within(screen.getByRole('link', { name: /Can I take it with food/ })).queryByText('WhatsApp')).not.toBeInTheDocument();
});
