import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import SignupPage from '../../../pages/signup-page';
import { httpError, ok, renderPage } from '../../../testing/render-page';

const renderSignup = () => renderPage(<SignupPage />, { path: '/signup', url: '/signup' });

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText('First name'), 'Ada');
  await user.type(screen.getByLabelText('Last name'), 'Obi');
  await user.type(screen.getByLabelText('Email'), 'ada@example.com');
  await user.type(screen.getByLabelText('Username'), 'ada.obi');
  await user.type(screen.getByLabelText('Password'), 'Kola-nut-2026');
}

describe('signup', () => {
  it("says 'Invalid Form' and names every missing field on an empty submit", async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post');
    renderSignup();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(screen.getByText('Invalid Form')).toHaveAttribute('role', 'alert');
    for (const message of [
      '*FirstName is required',
      '*LastName is required',
      '*Email is required',
      '*Username is required',
      '*Password is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(post).not.toHaveBeenCalled();
  });

  it('shows a field error once the field is touched', async () => {
    const user = userEvent.setup();
    renderSignup();
    await user.click(screen.getByLabelText('First name'));
    await user.tab();
    expect(screen.getByLabelText('First name')).toHaveAccessibleDescription('*FirstName is required');
    expect(screen.queryByText('*LastName is required')).not.toBeInTheDocument();
  });

  it('registers, toasts the server message and goes to login', async () => {
    const user = userEvent.setup();
    const post = jest
      .spyOn(apiClient, 'post')
      .mockResolvedValue(ok({ message: 'Registration successful. Check your email to confirm your account.' }));
    renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Arrived at /login')).toBeInTheDocument();
    expect(post).toHaveBeenCalledWith('/api/user/register', {
      firstName: 'Ada',
      lastName: 'Obi',
      email: 'ada@example.com',
      userName: 'ada.obi',
      password: 'Kola-nut-2026',
      isAdmin: false,
    });
    expect(screen.getByText('Success: Registration successful. Check your email to confirm your account.')).toBeInTheDocument();
  });

  it("toasts the server's message and marks the fields it names", async () => {
    const user = userEvent.setup();
    jest.spyOn(apiClient, 'post').mockRejectedValue(
      httpError(409, {
        message: 'An account with this email already exists.',
        errors: [{ field: 'email', message: 'An account with this email already exists.' }],
      }),
    );
    renderSignup();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));
    expect(await screen.findByText('Error: An account with this email already exists.')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('An account with this email already exists.');
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
    await user.type(screen.getByLabelText('Email'), 'x');
    expect(screen.getByLabelText('Email')).not.toHaveAccessibleDescription('An account with this email already exists.');
  });

  describe('order updates by SMS', () => {
    const wording = {
      purpose: 'order-updates',
      channel: 'sms',
      title: 'Order updates by SMS',
      wording:
        'Send me a text when my order is received, checked, shipped or refunded. Texts never name a medicine. Reply STOP to end them.',
      wordingVersion: '2026-11-26',
      needsPhone: true,
    };
    const withWording = () => jest.spyOn(apiClient, 'get').mockResolvedValue(ok({ items: [wording] }));

    it('shows the consent words with the box not ticked, and sends nothing about SMS unless ticked', async () => {
      const user = userEvent.setup();
      withWording();
      const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'ok' }));
      renderSignup();
      expect(await screen.findByText(wording.wording)).toBeInTheDocument();
      expect(screen.getByLabelText("Yes, text me about my orders, refills and a pharmacist's answers")).not.toBeChecked();
      expect(screen.queryByLabelText('Mobile number')).not.toBeInTheDocument();
      await fill(user);
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await screen.findByText('Arrived at /login');
      expect(post.mock.calls[0][1]).not.toHaveProperty('smsUpdates');
    });

    it('sends the number and the version of the words read when ticked; a number that is not Nigerian is refused first', async () => {
      const user = userEvent.setup();
      withWording();
      const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({ message: 'ok' }));
      renderSignup();
      await user.click(await screen.findByLabelText("Yes, text me about my orders, refills and a pharmacist's answers"));
      await fill(user);
      await user.type(screen.getByLabelText('Mobile number'), '+44 7700 900123');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      expect(screen.getByLabelText('Mobile number')).toHaveAccessibleDescription(/Enter a Nigerian mobile number/);
      expect(post).not.toHaveBeenCalled();
      await user.clear(screen.getByLabelText('Mobile number'));
      await user.type(screen.getByLabelText('Mobile number'), '0803 555 0101');
      await user.click(screen.getByRole('button', { name: 'Sign Up' }));
      await screen.findByText('Arrived at /login');
      expect(post.mock.calls[0][1]).toMatchObject({ smsUpdates: { phone: '0803 555 0101', wordingVersion: '2026-11-26' } });
    });
  });
});
