import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from 'shared-kernel/testing';
import ContactPage from '../contact-page';
import { captureToasts, httpError, renderPage } from '../../testing/catalog-fixtures';

describe('contact page', () => {
  it('shows the store and warehouse information', () => {
    renderPage(<ContactPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our store' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Our warehouse' })).toBeInTheDocument();
  });

  it('names each missing or invalid field, linked to its input, and sends nothing', async () => {
    const post = jest.spyOn(apiClient, 'post');
    renderPage(<ContactPage />);
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    const alerts = screen.getAllByRole('alert').map((alert) => alert.textContent);
    expect(alerts).toEqual(['Please enter your name.', 'Please enter a valid email address.', 'Please enter your message.']);
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Please enter your name.');
    expect(screen.getByLabelText(/^Name/)).toHaveFocus();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();

    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(post).not.toHaveBeenCalled();
  });

  it("sends to /api/contact/send-email, toasts 'Email sent successfully.' and clears the form", async () => {
    const toasts = captureToasts();
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: { message: 'Email sent successfully.' } });
    renderPage(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada Obi');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Do you deliver to Ibadan?');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(post).toHaveBeenCalledWith('/api/contact/send-email', {
      name: 'Ada Obi',
      email: 'ada@example.com',
      message: 'Do you deliver to Ibadan?',
    });
    await waitFor(() => expect(toasts).toEqual([expect.objectContaining({ type: 'success', detail: 'Email sent successfully.' })]));
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('sends phone and subject when given', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue({ data: {} });
    renderPage(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Phone/), '+234 801 234 5678');
    await userEvent.type(screen.getByLabelText(/^Subject/), 'Delivery');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    expect(post).toHaveBeenCalledWith('/api/contact/send-email', {
      name: 'Ada',
      email: 'ada@example.com',
      phone: '+234 801 234 5678',
      subject: 'Delivery',
      message: 'Hello',
    });
  });

  it("toasts 'Failed to send email. Please try again later.' and keeps what was typed", async () => {
    const toasts = captureToasts();
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(500));
    renderPage(<ContactPage />);
    await userEvent.type(screen.getByLabelText(/^Name/), 'Ada');
    await userEvent.type(screen.getByLabelText(/^Email/), 'ada@example.com');
    await userEvent.type(screen.getByLabelText(/^Message/), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send message' }));
    await waitFor(() =>
      expect(toasts).toEqual([expect.objectContaining({ type: 'error', detail: 'Failed to send email. Please try again later.' })]),
    );
    expect(screen.getByLabelText(/^Message/)).toHaveValue('Hello');
    expect(logged).toHaveBeenCalled();
  });
});
