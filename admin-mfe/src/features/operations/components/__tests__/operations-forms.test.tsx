import { screen, waitFor } from '@testing-library/react';
import { NEW_ID } from 'shared-kernel';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import AddAmbulancePage from '../../../../pages/add-ambulance-page';
import AddLaboratoryPage from '../../../../pages/add-laboratory-page';

describe('add ambulance', () => {
  const renderPage = () => renderAt(<AddAmbulancePage />, { path: '/add-ambulance', route: '/add-ambulance' });

  it('requires a name and a location', async () => {
    const post = jest.spyOn(apiClient, 'post');
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add ambulance' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('*Name is required');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('*Location is required');
    expect(post).not.toHaveBeenCalled();
    await user.type(screen.getByLabelText('Name'), 'Unit 9');
    await user.click(screen.getByRole('button', { name: 'Add ambulance' }));
    await waitFor(() => expect(screen.getByLabelText('Location')).toHaveFocus());
  });

  it('sends the availability switch and says Added successfully', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({}));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'LASAMBUS Unit 7');
    await user.type(screen.getByLabelText('Location'), 'Ikeja, Lagos');
    const availability = screen.getByRole('switch', { name: 'Available' });
    expect(availability).toHaveAttribute('aria-checked', 'true');
    await user.click(availability);
    expect(availability).toHaveAttribute('aria-checked', 'false');
    await user.click(screen.getByRole('button', { name: 'Add ambulance' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    expect(post).toHaveBeenCalledWith('/api/ambulance/addAmbulance', {
      id: NEW_ID,
      name: 'LASAMBUS Unit 7',
      location: 'Ikeja, Lagos',
      availability: false,
    });
    expect(screen.getByLabelText('Name')).toHaveValue('');
  });

  it("shows 'Failed to add ambulance' with the server's reason and field error", async () => {
    jest
      .spyOn(apiClient, 'post')
      .mockRejectedValue(
        httpError(400, { message: 'Location is required.', errors: [{ field: 'location', message: 'location is required' }] }),
      );
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'Unit 8');
    await user.type(screen.getByLabelText('Location'), '   x');
    await user.click(screen.getByRole('button', { name: 'Add ambulance' }));
    expect(await screen.findByText('Failed to add ambulance: Location is required.')).toHaveAttribute('role', 'alert');
    expect(screen.getByLabelText('Location')).toHaveAccessibleDescription('location is required');
  });
});

describe('add laboratory', () => {
  const renderPage = () => renderAt(<AddLaboratoryPage />, { path: '/add-laboratory', route: '/add-laboratory' });

  it('requires a name and a location, but not a description', async () => {
    const { user } = renderPage();
    await user.click(screen.getByRole('button', { name: 'Add laboratory' }));
    expect(screen.getByText('*Name is required')).toBeInTheDocument();
    expect(screen.getByText('*Location is required')).toBeInTheDocument();
    expect(screen.getByLabelText('Description')).not.toHaveAccessibleDescription();
  });

  it('adds a laboratory', async () => {
    const post = jest.spyOn(apiClient, 'post').mockResolvedValue(ok({}));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'Synlab Victoria Island');
    await user.type(screen.getByLabelText('Location'), 'Victoria Island, Lagos');
    await user.type(screen.getByLabelText('Description'), 'Blood tests and imaging');
    await user.click(screen.getByRole('button', { name: 'Add laboratory' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Added successfully');
    expect(post).toHaveBeenCalledWith('/api/laboratory/addLaboratory', {
      id: NEW_ID,
      name: 'Synlab Victoria Island',
      location: 'Victoria Island, Lagos',
      description: 'Blood tests and imaging',
    });
  });

  it("shows 'Failed to add laboratory' with the server's reason", async () => {
    jest.spyOn(apiClient, 'post').mockRejectedValue(httpError(403, { message: 'Admins only.' }));
    const { user } = renderPage();
    await user.type(screen.getByLabelText('Name'), 'Lab');
    await user.type(screen.getByLabelText('Location'), 'Abuja');
    await user.click(screen.getByRole('button', { name: 'Add laboratory' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to add laboratory: Admins only.');
  });
});
