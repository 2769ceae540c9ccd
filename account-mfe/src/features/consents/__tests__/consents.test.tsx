import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import ConsentsPage from '../../../pages/consents-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';

const KINDS = [
  ['order-updates', 'sms', 'Order updates by SMS', true],
  ['order-updates', 'whatsapp', 'Order updates on WhatsApp', true],
  ['offers', 'email', 'Offers by e-mail', false],
  ['offers', 'sms', 'Offers by SMS', true],
  ['health-data', 'prescriptions', 'Using my prescriptions', false],
  ['health-data', 'conversations', 'Using my conversations with a pharmacist', false],
] as const;

const consents = (given: Partial<Record<string, object>> = {}) =>
  KINDS.map(([purpose, channel, title, needsPhone]) => ({
    purpose,
    channel,
    title,
    wording: `Wording of ${title}.`,
    wordingVersion: '2026-11-26',
    needsPhone,
    given: given[`${purpose}:${channel}`] ?? null,
    withdrawn: null,
  }));

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('Consents', () => {
  it('shows every consent with nothing ticked, and gives one only after the shopper ticks it', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents() }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(
      ok({
        items: consents({
          'order-updates:sms': { at: '2026-11-26T10:00:00Z', via: 'account', wordingVersion: '2026-11-26', phone: '+2348031234567' },
        }),
      }),
    );
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(6);
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
    const sms = screen.getByRole('listitem', { name: 'Order updates by SMS' });
    const give = within(sms).getByRole('button', { name: 'Give consent' });
    expect(give).toBeDisabled();
    await user.type(within(sms).getByLabelText('Mobile number'), '0803 123 4567');
    await user.click(within(sms).getByRole('checkbox', { name: 'I agree to this' }));
    await user.click(give);
    expect(post).toHaveBeenCalledWith('/api/account/consents', {
      purpose: 'order-updates',
      channel: 'sms',
      wordingVersion: '2026-11-26',
      phone: '0803 123 4567',
      via: 'account',
    });
    expect(await within(screen.getByRole('listitem', { name: 'Order updates by SMS' })).findByText(/0803 123 4567/)).toBeInTheDocument();
  });

  it('refuses a number that is not a Nigerian mobile before asking the server', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents() }));
    const post = jest.spyOn(apiClient, 'post');
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const wa = await screen.findByRole('listitem', { name: 'Order updates on WhatsApp' });
    await user.type(within(wa).getByLabelText('Mobile number'), '12345');
    await user.click(within(wa).getByRole('checkbox', { name: 'I agree to this' }));
    await user.click(within(wa).getByRole('button', { name: 'Give consent' }));
    expect(within(wa).getByRole('alert')).toHaveTextContent('Nigerian mobile number');
    expect(post).not.toHaveBeenCalled();
  });

  it('withdraws a given consent in one tap', async () => {
    const user = userEvent.setup();
    const given = { 'offers:email': { at: '2026-11-20T10:00:00Z', via: 'sign-up', wordingVersion: '2026-11-26', phone: null } };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents(given) }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ items: consents() }));
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const offers = await screen.findByRole('listitem', { name: 'Offers by e-mail' });
    expect(offers).toHaveTextContent('when you signed up');
    await user.click(within(offers).getByRole('button', { name: 'Withdraw' }));
    expect(post).toHaveBeenCalledWith('/api/account/consents/withdraw', { purpose: 'offers', channel: 'email' });
    expect(await within(screen.getByRole('listitem', { name: 'Offers by e-mail' })).findByText('Not given')).toBeInTheDocument();
  });
});
