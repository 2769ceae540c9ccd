import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { authStore, clearSession, setNavigator } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
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
};

const renderProfile = () => renderPage(<ProfilePage />, { path: '/profile', url: '/profile' });

afterEach(() => {
  clearSession();
  setNavigator(null);
});

describe('profile', () => {
  it("shows 'Loading user profile...' and then the profile, and fills the user store", async () => {
    signIn(USER_ID);
    let answer: (value: unknown) => void = () => undefined;
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(new Promise((resolve) => (answer = resolve)) as never);
    renderProfile();
    expect(screen.getByText('Loading user profile...')).toBeInTheDocument();
    answer(ok(PROFILE));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith(`/api/user/user-profile/${USER_ID}`);
    expect(screen.getByText('Ada')).toBeInTheDocument();
    expect(screen.getByText('Obi')).toBeInTheDocument();
    expect(screen.getByText('ada.obi')).toBeInTheDocument();
    expect(authStore.getState().user).toMatchObject({ firstName: 'Ada', lastName: 'Obi', email: 'ada@example.com', userName: 'ada.obi' });
  });

  it('says so when the profile cannot be loaded, and tries again', async () => {
    const user = userEvent.setup();
    signIn(USER_ID);
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(500, { message: 'boom' }))
      .mockResolvedValueOnce(ok(PROFILE));
    renderProfile();
    expect(await screen.findByRole('alert')).toHaveTextContent('Your profile could not be loaded.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('ada@example.com')).toBeInTheDocument();
    expect(get.mock.calls.filter(([url]) => url === `/api/user/user-profile/${USER_ID}`)).toHaveLength(2);
  });

  it('edits the profile with validation, toasts success and updates the user store the header reads', async () => {
    const user = userEvent.setup();
    signIn(USER_ID);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(PROFILE));
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...PROFILE, firstName: 'Adaeze', message: 'Profile updated.' }));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));

    const first = screen.getByLabelText('First name');
    expect(first).toHaveValue('Ada');
    await user.clear(first);
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(screen.getByText('*FirstName is required')).toBeInTheDocument();
    expect(screen.getByText('*Email is invalid')).toBeInTheDocument();
    expect(put).not.toHaveBeenCalled();

    await user.type(first, 'Adaeze');
    await user.clear(screen.getByLabelText('Email'));
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText('Success: Profile updated.')).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith(
      '/api/user/edit-profile',
      { firstName: 'Adaeze', lastName: 'Obi', email: 'ada@example.com', userName: 'ada.obi' },
      { params: { userId: USER_ID } },
    );
    expect(screen.getByText('Adaeze')).toBeInTheDocument();
    expect(authStore.getState().user).toMatchObject({ firstName: 'Adaeze', lastName: 'Obi' });
  });

  it('a new email: says a link goes to the new address, and shows the current one until it is followed', async () => {
    const user = userEvent.setup();
    signIn(USER_ID);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(PROFILE));
    const message = 'Profile updated. We sent a link to confirm your new address; your email changes when you follow it.';
    const put = jest.spyOn(apiClient, 'put').mockResolvedValue(ok({ ...PROFILE, message }));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAccessibleDescription('We send a link to confirm your new address; your email changes when you follow it.');
    await user.clear(email);
    await user.type(email, 'ada.new@example.com');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));

    expect(await screen.findByText(`Success: ${message}`)).toBeInTheDocument();
    expect(put).toHaveBeenCalledWith('/api/user/edit-profile', expect.objectContaining({ email: 'ada.new@example.com' }), {
      params: { userId: USER_ID },
    });
    expect(screen.getByText('ada@example.com')).toBeInTheDocument();
    expect(authStore.getState().user).toMatchObject({ email: 'ada@example.com' });
  });

  it("shows the server's refusal on the field it names", async () => {
    const user = userEvent.setup();
    signIn(USER_ID);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(PROFILE));
    jest.spyOn(apiClient, 'put').mockRejectedValue(
      httpError(409, {
        message: 'This username is already taken.',
        errors: [{ field: 'userName', message: 'This username is already taken.' }],
      }),
    );
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Edit profile' }));
    await user.clear(screen.getByLabelText('Username'));
    await user.type(screen.getByLabelText('Username'), 'taken');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Error: This username is already taken.')).toBeInTheDocument();
    expect(screen.getByLabelText('Username')).toHaveAccessibleDescription('This username is already taken.');
  });

  it('logs out: ends the server session, clears the session and goes to login', async () => {
    const user = userEvent.setup();
    signIn(USER_ID);
    const navigate = jest.fn();
    setNavigator(navigate);
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok(PROFILE));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'Logged out.' }));
    renderProfile();
    await user.click(await screen.findByRole('button', { name: 'Log Out' }));
    await waitFor(() => expect(navigate).toHaveBeenCalledWith('/login'));
    expect(post).toHaveBeenCalledWith('/api/user/logout', { RefreshToken: 'refresh-1' }, { skipAuthRefresh: true });
    expect(window.localStorage.getItem('token')).toBeNull();
    expect(authStore.getState().token).toBeNull();
  });
});
