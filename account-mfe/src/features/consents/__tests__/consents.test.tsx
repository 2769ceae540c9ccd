import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import ConsentsPage from '../../../pages/consents-page';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

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
          'order-updates:sms': {
            at: '2026-11-26T10:00:00Z',
            via: 'account',
            wordingVersion: '2026-11-26',
            phone: '+2348031234567',
            phoneVerified: true,
          },
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
    const given = {
      'offers:email': { at: '2026-11-20T10:00:00Z', via: 'sign-up', wordingVersion: '2026-11-26', phone: null, phoneVerified: true },
    };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents(given) }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ items: consents() }));
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const offers = await screen.findByRole('listitem', { name: 'Offers by e-mail' });
    expect(offers).toHaveTextContent('when you signed up');
    await user.click(within(offers).getByRole('button', { name: 'Withdraw' }));
    expect(post).toHaveBeenCalledWith('/api/account/consents/withdraw', { purpose: 'offers', channel: 'email' });
    expect(await within(screen.getByRole('listitem', { name: 'Offers by e-mail' })).findByText('Not given')).toBeInTheDocument();
  });

  it('asks for a code before texting a number ticked at sign-up, and shows it confirmed after', async () => {
    const user = userEvent.setup();
    const unproved = { at: '2026-11-20T10:00:00Z', via: 'sign-up', wordingVersion: '2026-11-26', phone: '+2348035550142' };
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValueOnce(ok({ items: consents({ 'order-updates:sms': { ...unproved, phoneVerified: false } }) }))
      .mockResolvedValue(ok({ items: consents({ 'order-updates:sms': { ...unproved, phoneVerified: true } }) }));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({}));
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const sms = await screen.findByRole('listitem', { name: 'Order updates by SMS' });
    const confirm = within(sms).getByRole('group', { name: 'Confirm your number.' });
    expect(confirm).toHaveTextContent('We text nothing to 0803 555 0142 until you show it is yours');
    await user.click(within(confirm).getByRole('button', { name: 'Text me a code' }));
    expect(post).toHaveBeenCalledWith('/api/account/phone-verification', { phone: '+2348035550142' });
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }));
    expect(within(confirm).getByRole('alert')).toHaveTextContent('six digits');
    await user.type(within(confirm).getByLabelText('Code from the text'), '123456');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }));
    expect(post).toHaveBeenCalledWith('/api/account/phone-verification/confirm', { phone: '+2348035550142', code: '123456' });
    await within(screen.getByRole('listitem', { name: 'Order updates by SMS' })).findByRole('button', { name: 'Withdraw' });
    expect(screen.queryByRole('group', { name: 'Confirm your number.' })).not.toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('a wrong code is said under the field and the number stays unconfirmed', async () => {
    const user = userEvent.setup();
    const unproved = {
      at: '2026-11-20T10:00:00Z',
      via: 'sign-up',
      wordingVersion: '2026-11-26',
      phone: '+2348035550142',
      phoneVerified: false,
    };
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents({ 'order-updates:sms': unproved }) }));
    jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/account/phone-verification/confirm') throw httpError(400, { message: 'That code is not right.' });
      return ok({});
    });
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const confirm = await screen.findByRole('group', { name: 'Confirm your number.' });
    await user.click(within(confirm).getByRole('button', { name: 'Text me a code' }));
    await user.type(within(confirm).getByLabelText('Code from the text'), '000000');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }));
    expect(await within(confirm).findByRole('alert')).toHaveTextContent('That code is not right.');
    expect(screen.getByRole('group', { name: 'Confirm your number.' })).toBeInTheDocument();
  });

  it('giving a consent to a number not proved asks for its code first, then gives it', async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: consents() }));
    let proved = false;
    const post = jest.spyOn(apiClient, 'post').mockImplementation(async (url: string) => {
      if (url === '/api/account/phone-verification/confirm') proved = true;
      if (url !== '/api/account/consents') return ok({});
      if (!proved) throw httpError(409, { code: 'phone-not-verified', message: 'Confirm this number first.' });
      return ok({
        items: consents({
          'offers:sms': {
            at: '2026-11-26T10:00:00Z',
            via: 'account',
            wordingVersion: '2026-11-26',
            phone: '+2348031234567',
            phoneVerified: true,
          },
        }),
      });
    });
    renderPage(<ConsentsPage />, { path: '/account/consents', url: '/account/consents' });
    const offers = await screen.findByRole('listitem', { name: 'Offers by SMS' });
    await user.type(within(offers).getByLabelText('Mobile number'), '0803 123 4567');
    await user.click(within(offers).getByRole('checkbox', { name: 'I agree to this' }));
    await user.click(within(offers).getByRole('button', { name: 'Give consent' }));
    const confirm = await within(offers).findByRole('group', { name: 'Confirm your number.' });
    await user.click(within(confirm).getByRole('button', { name: 'Text me a code' }));
    await user.type(within(confirm).getByLabelText('Code from the text'), '654321');
    await user.click(within(confirm).getByRole('button', { name: 'Confirm number' }));
    expect(
      await within(screen.getByRole('listitem', { name: 'Offers by SMS' })).findByRole('button', { name: 'Withdraw' }),
    ).toBeInTheDocument();
    expect(post.mock.calls.map(([url]) => url)).toEqual([
      '/api/account/consents',
      '/api/account/phone-verification',
      '/api/account/phone-verification/confirm',
      '/api/account/consents',
    ]);
  });
});
