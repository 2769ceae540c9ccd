import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormActions } from '../forms';

describe('FormActions', () => {
  it('submits the form with its label, and shows the busy label without taking a second click', async () => {
    const submit = jest.fn((event: { preventDefault: () => void }) => event.preventDefault());
    const { rerender } = render(
      <form onSubmit={submit}>
        <FormActions busy={false} submitLabel="Save changes" busyLabel="Saving..." />
      </form>,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(submit).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    rerender(
      <form onSubmit={submit}>
        <FormActions busy submitLabel="Save changes" busyLabel="Saving..." />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
  });

  it('keeps the submit off when told, offers Cancel and announces the error line', async () => {
    const cancel = jest.fn();
    render(
      <form>
        <FormActions
          busy={false}
          disabled
          submitLabel="Log in"
          busyLabel="Logging in..."
          onCancel={cancel}
          error="Wrong password."
          className="x-actions"
        />
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong password.');
    expect(screen.getByRole('button', { name: 'Log in' }).parentElement).toHaveClass('x-actions');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancel).toHaveBeenCalledTimes(1);
  });
});
