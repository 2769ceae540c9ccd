import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import ReactivatePage from '../../../pages/reactivate-page';
import { httpError, ok, renderPage } from '../../../testing/render-page';

const renderReactivate = () => renderPage(<ReactivatePage />, { path: '/reactivate', url: '/reactivate' });

describe('reactivate', () => {
  it('requires a valid email', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get');
    renderReactivate();
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(screen.getByText('*Email is required')).toBeInTheDocument();
    await user.type(screen.getByLabelText('Email'), 'ada@');
    expect(screen.getByText('*Email is invalid')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(get).not.toHaveBeenCalled();
  });

  it("asks for a new link and says 'Reactivation email sent successfully!'", async () => {
    const user = userEvent.setup();
    const get = jest
      .spyOn(apiClient, 'get')
      .mockResolvedValue(
        ok({ message: 'If an account with that email is waiting for confirmation, we have sent a new confirmation link.' }),
      );
    renderReactivate();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Reactivation email sent successfully!');
    expect(get).toHaveBeenCalledWith('/api/user/reactivation-email', { params: { email: 'ada@example.com' } });
  });

  it('explains a refusal', async () => {
    const user = userEvent.setup();
    jest
      .spyOn(apiClient, 'get')
      .mockRejectedValue(httpError(429, { message: 'Too many email requests for this address. Try again in 5 minute(s).' }));
    renderReactivate();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Send confirmation link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many email requests for this address. Try again in 5 minute(s).');
    expect(screen.queryByText('Reactivation email sent successfully!')).not.toBeInTheDocument();
  });
});
