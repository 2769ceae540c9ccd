import fs from 'node:fs';
import path from 'node:path';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, localeStore, setLocale } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { moreMessages } from '../more';
import { SavedAddresses } from '../../features/addresses/components/saved-addresses';
import { SocialLinks } from '../../features/auth/components/social-links';
import ConfirmEmailPage from '../../pages/confirm-email-page';
import ReactivatePage from '../../pages/reactivate-page';
import ResetPasswordPage from '../../pages/reset-password-page';
import { ok, renderPage, signIn } from '../../testing/render-page';

const KANO = {
  id: '33333333-3333-4333-8333-333333333333',
  label: 'Home',
  zone: 'kano',
  zoneName: 'Kano',
  city: 'Nassarawa',
  street: '3 Bompai Road',
  landmark: 'Opposite Kano Zoo',
  phone: '+2348031234567',
  isDefault: true,
};

async function speakPidgin() {
  await act(async () => {
    await moreMessages.ready('pcm');
    setLocale('pcm');
  });
}

afterEach(() => {
  clearSession();
  window.localStorage.clear();
  localeStore.setState({ locale: 'en' });
});

describe('sign-in helpers and saved addresses, in Pidgin', () => {
  it('has every English message of these screens in Pidgin', () => {
    const read = (locale: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'more', `${locale}.json`), 'utf8')) as object;
    expect(Object.keys(read('pcm')).sort()).toEqual(Object.keys(read('en')).sort());
  });

  it('tells the shopper in Pidgin that a confirmation link is incomplete', async () => {
    await speakPidgin();
    renderPage(<ConfirmEmailPage />, { path: '/confirm-email', url: '/confirm-email' });
    expect(screen.getByRole('heading', { name: 'Confirm your email' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('This confirmation link no complete.');
    expect(screen.getByRole('link', { name: 'Ask for new confirmation link' })).toBeInTheDocument();
  });

  it('asks for the new password in Pidgin and checks the two match', async () => {
    await speakPidgin();
    const user = userEvent.setup();
    renderPage(<ResetPasswordPage />, { path: '/reset-password', url: '/reset-password?email=ada%40example.com&code=abc' });
    expect(screen.getByText('ada@example.com').closest('p')).toHaveTextContent('Choose new password for ada@example.com.');
    await user.type(screen.getByLabelText(/^New password/), 'Str0ng-pass!');
    await user.type(screen.getByLabelText(/^Type the password again/), 'other');
    expect(await screen.findByText('*The two passwords no match*')).toBeInTheDocument();
  });

  it('offers a new confirmation link and the social links in Pidgin', async () => {
    await speakPidgin();
    renderPage(
      <>
        <ReactivatePage />
        <SocialLinks />
      </>,
      { path: '/reactivate', url: '/reactivate' },
    );
    expect(screen.getByRole('heading', { name: 'Send confirmation email again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go back to Login' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'e-pharmacy for Facebook' })).toBeInTheDocument();
  });

  it('lists the saved addresses and opens the address form in Pidgin', async () => {
    await speakPidgin();
    signIn();
    jest.spyOn(apiClient, 'get').mockImplementation((url: string) =>
      Promise.resolve(
        url === '/api/delivery'
          ? ok({
              zones: [
                { code: 'kano', name: 'Kano', delivered: true },
                { code: 'borno', name: 'Borno', delivered: false },
              ],
            })
          : ok([KANO]),
      ),
    );
    renderPage(<SavedAddresses />, { path: '/profile', url: '/profile' });
    const list = await screen.findByRole('list', { name: 'Delivery addresses wey you save' });
    expect(within(list).getByText('Main one')).toBeInTheDocument();
    await userEvent.click(within(list).getByRole('button', { name: 'Change Home' }));
    expect(await screen.findByLabelText(/Phone number wey rider go call/)).toBeInTheDocument();
    expect(await screen.findByRole('option', { name: 'Borno (we never dey deliver there)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save address' })).toBeInTheDocument();
  });
});
