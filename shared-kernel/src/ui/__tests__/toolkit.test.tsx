import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { Alert, Pagination, useLoad } from '../primitives';
import { Checkbox, Select, TextField, useForm } from '../forms';
import { DataTable } from '../data-table';

type Values = { email: string; password: string; plan: string; agree: boolean };
const initial: Values = { email: '', password: '', plan: '', agree: false };
const validate = (values: Values) => ({
  email: values.email.includes('@') ? undefined : '*Email is invalid',
  password: values.password ? undefined : '*Password is required',
  plan: values.plan ? undefined : '*Plan is required',
});

function SignUp({ onSave, mode }: { onSave: (values: Values) => Promise<void>; mode?: 'onBlur' | 'onChange' | 'onSubmit' }) {
  const form = useForm({ initial, validate, mode });
  return (
    <form
      aria-label="Sign up"
      noValidate
      onSubmit={form.handleSubmit(async (values) => {
        await onSave(values).catch(() => form.setServerErrors({ email: 'That email is taken' }));
      })}
    >
      <TextField label="Email" hint="We never share it." {...form.field('email')} />
      <TextField label="Password" type="password" revealable {...form.field('password')} />
      <Select label="Plan" {...form.field('plan')}>
        <option value="">Choose</option>
        <option value="basic">Basic</option>
      </Select>
      <Checkbox label="I agree" {...form.checkbox('agree')} />
      <button type="submit" disabled={form.busy}>
        {form.busy ? 'Saving...' : 'Save'}
      </button>
    </form>
  );
}

describe('useForm with the toolkit fields', () => {
  it('shows a field check once the field is left, and links it to the field', async () => {
    render(<SignUp onSave={jest.fn()} />);
    const email = screen.getByLabelText('Email');
    await userEvent.type(email, 'ada');
    expect(screen.queryByText('*Email is invalid')).not.toBeInTheDocument();
    await userEvent.tab();
    expect(screen.getByRole('alert')).toHaveTextContent('*Email is invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('We never share it. *Email is invalid');
  });

  it('in onChange mode shows the check while typing; in onSubmit mode only after a submit', async () => {
    const { unmount } = render(<SignUp onSave={jest.fn()} mode="onChange" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    expect(screen.getByText('*Email is invalid')).toBeInTheDocument();
    unmount();
    render(<SignUp onSave={jest.fn()} mode="onSubmit" />);
    await userEvent.type(screen.getByLabelText('Email'), 'a');
    await userEvent.tab();
    expect(screen.queryByText('*Email is invalid')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByText('*Email is invalid')).toBeInTheDocument();
  });

  it('refuses an invalid submit, marks every problem and focuses the first', async () => {
    const onSave = jest.fn();
    render(<SignUp onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).not.toHaveBeenCalled();
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['*Email is invalid', '*Plan is required']);
    expect(screen.getByLabelText('Email')).toHaveFocus();
  });

  it('sends the values once, busy meanwhile, and shows a server error until the field changes', async () => {
    let finish: (ok: boolean) => void = () => undefined;
    const onSave = jest.fn(() => new Promise<void>((resolve, reject) => (finish = (ok) => (ok ? resolve() : reject(new Error('taken'))))));
    render(<SignUp onSave={onSave} />);
    await userEvent.type(screen.getByLabelText('Email'), 'ada@example.ng');
    await userEvent.type(screen.getByLabelText('Password'), 'secret');
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'basic');
    await userEvent.click(screen.getByLabelText('I agree'));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ email: 'ada@example.ng', password: 'secret', plan: 'basic', agree: true });
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    finish(false);
    expect(await screen.findByText('That email is taken')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    await userEvent.type(screen.getByLabelText('Email'), 'x');
    expect(screen.queryByText('That email is taken')).not.toBeInTheDocument();
  });

  it('shows and hides a password', async () => {
    render(<SignUp onSave={jest.fn()} />);
    const password = screen.getByLabelText('Password');
    expect(password).toHaveAttribute('type', 'password');
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(password).toHaveAttribute('type', 'text');
    await userEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});

function Loaded({ loader }: { loader: () => Promise<string> }) {
  const state = useLoad(loader, []);
  if (state.status === 'loading') return <p>Loading</p>;
  if (state.status === 'error') return <Alert onRetry={state.reload}>Could not load</Alert>;
  return <p>Got {state.data}</p>;
}

describe('useLoad', () => {
  it('loads, reports a failure with a retry, and loads again', async () => {
    const loader = jest.fn().mockRejectedValueOnce(new Error('down')).mockResolvedValueOnce('aspirin');
    render(<Loaded loader={loader} />);
    expect(screen.getByText('Loading')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Got aspirin')).toBeInTheDocument();
  });
});

describe('Pagination and DataTable', () => {
  it('pages with Previous and Next, disabled at the ends', async () => {
    function Pager() {
      const [page, setPage] = useState(1);
      return <Pagination page={page} pages={2} onPage={setPage} label="medicines" />;
    }
    render(<Pager />);
    expect(screen.getByRole('navigation', { name: 'medicines pages' })).toHaveTextContent('Page 1 of 2');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByText('Page 2 of 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('labels each cell with its column (for the stacked phone layout) and sorts by a header', async () => {
    const onSort = jest.fn();
    render(
      <DataTable
        caption="Orders"
        columns={[
          { key: 'id', header: 'Order', render: (row: { id: string; total: number }) => row.id, sortKey: 'id' },
          { key: 'total', header: 'Total', render: (row) => row.total, numeric: true },
        ]}
        rows={[{ id: 'A1', total: 500 }]}
        rowKey={(row) => row.id}
        sort={{ key: 'id', direction: 'ascending' }}
        onSort={onSort}
        paging={{ page: 1, totalPages: 1, totalRows: 1, onPage: jest.fn() }}
      />,
    );
    expect(screen.getByRole('table', { name: 'Orders' })).toHaveClass('ep-table--stack');
    expect(screen.getByRole('cell', { name: '500' })).toHaveAttribute('data-label', 'Total');
    expect(screen.getByRole('columnheader', { name: /Order/ })).toHaveAttribute('aria-sort', 'ascending');
    await userEvent.click(screen.getByRole('button', { name: /Order/ }));
    expect(onSort).toHaveBeenCalledWith({ key: 'id', direction: 'descending' });
    expect(screen.getByRole('navigation', { name: 'Orders pages' })).toHaveTextContent('1 row');
  });
});
