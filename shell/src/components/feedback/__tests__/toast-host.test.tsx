import { render, screen } from '@testing-library/react';
import { toast } from 'shared-kernel';
import { collectEarlyToasts, ToastHost } from '../toast-host';

it('shows a toast sent at start-up, before the app (and its toast host) is drawn', async () => {
  collectEarlyToasts();
  toast.warning('Session ended', 'Your session has ended. Please log in again to continue.');
  render(<ToastHost />);
  expect(await screen.findByText('Your session has ended. Please log in again to continue.')).toBeInTheDocument();
  // Later toasts still arrive, once each.
  toast.info('Saved', 'Your address was saved.');
  expect(await screen.findByText('Your address was saved.')).toBeInTheDocument();
  expect(screen.getAllByText('Your session has ended. Please log in again to continue.')).toHaveLength(1);
});
