import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, localeStore, setLocale, setNavigator } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { accountMessages } from '../../../i18n';
import ProfilePage from '../../../pages/profile-page';
import { httpError, ok, renderPage, signIn } from '../../../testing/render-page';

const USER_ID = '11111111-1111-4111-8111-111111111111';
const PROFILE = {
  userId: USER_ID,
  firstName: 'Ada',
  lastName: 'Obi',
  email: 'ada@example.com',
  userName: 'ada.obi',
  isAdmin: false,
  emailConfirmed: true,
  phone: '+2348031234567',
};

afterEach(() => {
  clearSession();
  setNavigator(null);
  localeStore.setState({ locale: 'en' });
});

describe('profile phone, in Pidgin', () => {
  it('shows the phone, refuses a number that is not Nigerian, and sends only the changed phone', async () => {
    await accountMessages.ready('pcm');
    setLocale('pcm');
    const user = userEvent.setup();
    signIn(USER_ID);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(PROFILE));
    const put = jest
      .spyOn(apiClient, 'put')
      .mockRejectedValueOnce(
        httpError(400, { message: 'x', errors: [{ field: 'phone', message: 'Enter a Nigerian mobile number, like 0803 123 4567.' }] }),
      )
      .mockResolvedValueOnce(ok({ ...PROFILE, phone: '+2349050001111', message: 'Profile updated.' }));
    renderPage(<ProfilePage />, { path: '/profile', url: '/profile' });
    expect(await screen.findByText('0803 123 4567')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'My profile' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change your profile' }));
    const phone = screen.getByLabelText(/Phone number/);
    await user.clear(phone);
    await user.type(phone, '12345');
    expect(await screen.findByText('Put Nigerian phone number, like 0803 123 4567 or +234 803 123 4567.')).toBeInTheDocument();
    await user.clear(phone);
    await user.type(phone, '0905 000 1111');
    // The server has the last word: its field error shows on the phone.
    await user.click(screen.getByRole('button', { name: 'Save wetin you change' }));
    expect(await screen.findByText('Enter a Nigerian mobile number, like 0803 123 4567.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save wetin you change' }));
    expect(await screen.findByText('0905 000 1111')).toBeInTheDocument();
    expect(put).toHaveBeenLastCalledWith(
      '/api/user/edit-profile',
      { firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', userName: 'ada.obi', phone: '0905 000 1111' },
      { params: { userId: USER_ID } },
    );
  });
});
