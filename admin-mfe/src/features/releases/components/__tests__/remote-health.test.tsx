import { screen, waitFor, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { ok, renderAt } from '../../../../testing/test-utils';
import RemoteHealthPage from '../../../../pages/remote-health-page';

const row = (version: string, values: Record<string, unknown>) => ({
  remote: 'catalog',
  version,
  canary: false,
  loads: 0,
  failures: 0,
  errors: 0,
  errorRate: 0,
  medianLoadMs: null,
  p95LoadMs: null,
  lastSeen: '2026-11-26T12:00:00Z',
  lastErrors: [],
  ...values,
});

describe('site releases', () => {
  it('shows load time and error rate per remote version, the canary marked, and the latest failures of one', async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok([
        row('1.0.0-cccccccccc', {
          canary: true,
          loads: 3,
          failures: 9,
          errorRate: 0.75,
          medianLoadMs: 1840,
          p95LoadMs: 2600,
          lastErrors: [{ stage: 'chunk', message: 'Loading chunk 797 failed.' }],
        }),
        row('1.0.0-bbbbbbbbbb', { loads: 1200, errorRate: 0.002, medianLoadMs: 420, p95LoadMs: 980 }),
      ]) as never,
    );
    const { user } = renderAt(<RemoteHealthPage />);
    const canary = await screen.findByRole('row', { name: /1\.0\.0-cccccccccc/ });
    expect(canary).toHaveTextContent('canary');
    expect(canary).toHaveTextContent('1.8 s');
    expect(canary).toHaveTextContent('75.0 %');
    const stable = screen.getByRole('row', { name: /1\.0\.0-bbbbbbbbbb/ });
    expect(stable).toHaveTextContent('1,200');
    expect(stable).toHaveTextContent('420 ms');
    expect(stable).toHaveTextContent('0.20 %');
    await user.click(within(canary).getByRole('button', { name: /Latest failures of catalog 1\.0\.0-cccccccccc/ }));
    expect(await screen.findByText(/Loading chunk 797 failed\./)).toBeInTheDocument();
    await user.selectOptions(screen.getByLabelText('Period'), '1');
    await waitFor(() =>
      expect(get).toHaveBeenLastCalledWith('/api/admin/telemetry/remotes', expect.objectContaining({ params: { hours: 1 } })),
    );
  });

  it('says so when no browser reported anything', async () => {
    jest.spyOn(apiClient, 'get').mockResolvedValue(ok([]) as never);
    renderAt(<RemoteHealthPage />);
    expect(await screen.findByText(/No reports from shoppers’ browsers/)).toBeInTheDocument();
  });
});
