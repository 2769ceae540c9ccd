import { screen } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { deferred, httpError, ok, renderAt } from '../../../../testing/test-utils';
import AmbulancesPage from '../../../../pages/ambulances-page';
import LaboratoriesPage from '../../../../pages/laboratories-page';

describe('ambulance list', () => {
  it('shows loading, then the ambulances with their availability', async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<AmbulancesPage />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading ambulances...');
    expect(get).toHaveBeenCalledWith('/api/ambulance/ambulances');
    pending.resolve(
      ok([
        { id: 'a1', name: 'Unit 1', location: 'Ikeja', availability: true },
        { id: 'a2', name: 'Unit 2', location: 'Yaba', availability: false },
      ]),
    );
    expect(await screen.findByRole('heading', { name: 'Unit 1' })).toBeInTheDocument();
    expect(screen.getByText('Available')).toBeInTheDocument();
    expect(screen.getByText('Not available')).toBeInTheDocument();
    expect(screen.getByText('Location: Yaba')).toBeInTheDocument();
  });

  it('shows the empty state with a link to add one', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    renderAt(<AmbulancesPage />);
    expect(await screen.findByText('No ambulances yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add an ambulance' })).toHaveAttribute('href', '/add-ambulance');
  });

  it("shows the server's reason when loading fails, and loads again on Try again", async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(500, { message: 'Something went wrong on our side. Please try again later.' }))
      .mockResolvedValueOnce(ok([{ id: 'a1', name: 'Unit 1', location: 'Ikeja', availability: true }]));
    const { user } = renderAt(<AmbulancesPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong on our side. Please try again later.');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Unit 1' })).toBeInTheDocument();
    expect(get).toHaveBeenCalledTimes(2);
  });
});

describe('laboratory list', () => {
  it('shows loading, then the laboratories', async () => {
    const pending = deferred<unknown>();
    const get = jest.spyOn(apiClient, 'get').mockReturnValue(pending.promise as never);
    renderAt(<LaboratoriesPage />);
    expect(screen.getByText('Loading laboratories...')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/laboratories/laboratories');
    pending.resolve(ok([{ id: 'l1', name: 'Synlab', location: 'Victoria Island', description: 'Blood tests' }]));
    expect(await screen.findByRole('heading', { name: 'Synlab' })).toBeInTheDocument();
    expect(screen.getByText('Blood tests')).toBeInTheDocument();
  });

  it('shows the empty state', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]));
    renderAt(<LaboratoriesPage />);
    expect(await screen.findByText('No laboratories yet.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Add a laboratory' })).toHaveAttribute('href', '/add-laboratory');
  });
});
