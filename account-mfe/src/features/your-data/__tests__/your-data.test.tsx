import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearSession, isLoggedIn } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import YourDataPage from '../../../pages/your-data-page';
import { ok, renderPage, signIn } from '../../../testing/render-page';

beforeEach(() => signIn());
afterEach(() => {
  clearSession();
  jest.restoreAllMocks();
});

describe('Your data', () => {
  it('downloads the archive as a zip file', async () => {
    const user = userEvent.setup();
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(ok(new Blob(['PK'], { type: 'application/zip' })));
    URL.createObjectURL = jest.fn(() => 'blob:my-data');
    URL.revokeObjectURL = jest.fn();
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    renderPage(<YourDataPage />, { path: '/account/your-data', url: '/account/your-data' });
    await user.click(screen.getByRole('button', { name: 'Download my data' }));
    expect(get).toHaveBeenCalledWith('/api/account/data-export', expect.objectContaining({ responseType: 'blob' }));
    expect(click).toHaveBeenCalled();
  });

  it('erases only after the shopper ticks that they understand and gives the password, then signs out', async () => {
    const user = userEvent.setup();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok(null));
    renderPage(<YourDataPage />, { path: '/account/your-data', url: '/account/your-data' });
    const erase = screen.getByRole('button', { name: 'Erase my account' });
    const understood = screen.getByRole('checkbox', { name: 'I understand my account will be erased for good' });
    expect(understood).not.toBeChecked();
    expect(erase).toBeDisabled();
    await user.click(understood);
    expect(erase).toBeDisabled();
    await user.type(screen.getByLabelText('Your password'), 'Kola-nut#Ikeja2026');
    await user.click(erase);
    expect(post).toHaveBeenCalledWith('/api/account/erase', { password: 'Kola-nut#Ikeja2026', confirm: 'erase' });
    // Signed out, the visitor lands on the shop's home with the news in a toast.
    expect(await screen.findByText('Arrived at /dashboard')).toBeInTheDocument();
    expect(screen.getByText(/Your account is erased and you are signed out\./)).toBeInTheDocument();
    expect(isLoggedIn()).toBe(false);
  });
});
