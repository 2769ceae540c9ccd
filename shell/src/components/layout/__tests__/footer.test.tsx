import { act, fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { on, type ToastMessage } from 'shared-kernel';
import { apiClient, publicFetch } from 'shared-kernel/testing';
import { resetPharmacyIdentity } from 'legal-kit';
import { KANTA_PHARMACY } from '../../../../../tooling/jest/pharmacy-identity';
import { renderSite } from '../../../app/__tests__/test-utils';

describe('footer', () => {
  afterEach(() => {
    jest.restoreAllMocks();
    resetPharmacyIdentity();
  });

  it('promises free shipping over N100,000 and returns, and links the useful pages', () => {
    renderSite('/dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByText('Free shipping on orders over N100,000')).toBeInTheDocument();
    expect(within(footer).getByText('Returns: cancellation after 1 day')).toBeInTheDocument();
    const links = within(footer).getByRole('navigation', { name: 'Useful links' });
    expect(within(links).getByRole('link', { name: 'Categories' })).toHaveAttribute('href', '/categories');
    expect(within(links).getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(within(links).getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/faq');
    expect(within(links).getByRole('link', { name: 'Legal and registration' })).toHaveAttribute('href', '/legal');
    expect(within(links).getByRole('link', { name: 'Terms of service' })).toHaveAttribute('href', '/terms');
    expect(within(links).getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
  });

  it('names the registered pharmacy, its PCN licence and superintendent pharmacist, as the API is configured', async () => {
    const get = jest.spyOn(publicFetch, 'get').mockImplementation(async (path: string) => {
      if (path !== '/api/pharmacy-identity') throw new Error(`Unexpected GET ${path}`);
      return {
        status: 200,
        data: { ...KANTA_PHARMACY, fictional: true },
      };
    });
    renderSite('/dashboard');
    const block = await screen.findByRole('region', { name: 'Registered pharmacy' });
    expect(await within(block).findByText('Kanta Pharmacy Ltd')).toBeInTheDocument();
    expect(within(block).getByText('PCN/PREM/LAG/12345')).toBeInTheDocument();
    expect(within(block).getByText('Pharm. Musa Bello')).toBeInTheDocument();
    expect(within(block).getByText('PCN/REG/045678')).toBeInTheDocument();
    expect(within(block).getByRole('note')).toHaveTextContent('Development details: these name no real pharmacy, licence or pharmacist.');
    expect(get).toHaveBeenCalledTimes(1);
  });

  it('makes the phone, WhatsApp and email tappable', () => {
    renderSite('/dashboard');
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('link', { name: '+234 800 374 2797' })).toHaveAttribute('href', 'tel:+2348003742797');
    expect(within(footer).getByRole('link', { name: 'chat with a pharmacist' })).toHaveAttribute('href', 'https://wa.me/2348003742797');
    expect(within(footer).getByRole('link', { name: 'care@e-pharmacy.ng' })).toHaveAttribute('href', 'mailto:care@e-pharmacy.ng');
  });

  it('shows back-to-top only after 300 px of scroll', () => {
    renderSite('/dashboard');
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 300, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.queryByRole('button', { name: 'Back to top' })).not.toBeInTheDocument();
    act(() => {
      Object.defineProperty(window, 'scrollY', { value: 301, configurable: true });
      fireEvent.scroll(window);
    });
    expect(screen.getByRole('button', { name: 'Back to top' })).toBeInTheDocument();
  });

  it('checks the newsletter email, subscribes through the API and toasts the outcome', async () => {
    const toasts: ToastMessage[] = [];
    const off = on('toast:show', (toast) => toasts.push(toast));
    const post = jest.spyOn(apiClient, 'post').mockResolvedValueOnce({ data: { message: 'Subscribed: ada@example.ng' } });
    renderSite('/dashboard');
    const input = await screen.findByLabelText(/Newsletter/);
    await userEvent.type(input, 'not-an-email');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address.');
    expect(post).not.toHaveBeenCalled();
    await userEvent.clear(input);
    await userEvent.type(input, 'ada@example.ng');
    await userEvent.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(post).toHaveBeenCalledWith('/api/newsletter/subscribe', { email: 'ada@example.ng' });
    expect(toasts).toContainEqual(expect.objectContaining({ type: 'success', detail: 'Subscribed: ada@example.ng' }));
    off();
  });
});

describe('toasts', () => {
  it('renders a toast sent on the event bus, with its summary and detail', async () => {
    const { toast } = await import('shared-kernel');
    renderSite('/dashboard');
    act(() => toast.error('Error', 'Failed to send email. Please try again later.'));
    expect(await screen.findByText('Failed to send email. Please try again later.')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
  });
});
