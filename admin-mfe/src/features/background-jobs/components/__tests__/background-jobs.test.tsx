import { screen, within } from '@testing-library/react';
import { apiClient } from 'shared-kernel/testing';
import { httpError, ok, renderAt } from '../../../../testing/test-utils';
import BackgroundJobsPage from '../../../../pages/background-jobs-page';
import { every } from '../background-jobs';

const job = (name: string, values: Record<string, unknown>) => ({
  name,
  everySeconds: 3600,
  lastRun: null,
  nextRunAt: null,
  backlog: { queued: 0, retrying: 0 },
  deadLettered: 0,
  recentFailures: [],
  ...values,
});

describe('background jobs', () => {
  it("shows each job's last run, next run, backlog and dead-lettered runs, and a failing job's errors", async () => {
    const get = jest.spyOn(apiClient, 'get').mockResolvedValue(
      ok([
        job('reconcile-payments', {
          everySeconds: 300,
          lastRun: { startedAt: '2026-12-06T23:30:00Z', endedAt: null, outcome: 'failed', trigger: 'schedule', retries: 1 },
          nextRunAt: '2026-12-06T23:35:00Z',
          backlog: { queued: 1, retrying: 1 },
          deadLettered: 2,
          recentFailures: [{ at: '2026-12-06T23:30:04Z', message: 'Paystack answered 502', trigger: 'schedule' }],
        }),
        job('refill-run', {
          lastRun: {
            startedAt: '2026-12-06T22:00:00Z',
            endedAt: '2026-12-06T22:00:03Z',
            outcome: 'succeeded',
            trigger: 'run-now',
            retries: 0,
          },
        }),
        job('privacy-retention', { everySeconds: 0 }),
      ]) as never,
    );
    const { user } = renderAt(<BackgroundJobsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Background jobs' })).toBeInTheDocument();
    const failing = await screen.findByRole('row', { name: /Payment reconciliation/ });
    expect(failing).toHaveTextContent('Every 5 minutes');
    expect(failing).toHaveTextContent('Failed, will retry');
    expect(failing).toHaveTextContent('07/12/2026 00:30, on schedule, after 1 retry');
    expect(failing).toHaveTextContent('07/12/2026 00:35');
    expect(failing).toHaveTextContent('1 queued, 1 retrying');
    expect(within(failing).getByText('2')).toBeInTheDocument();
    const refills = screen.getByRole('row', { name: /Refill plans/ });
    expect(refills).toHaveTextContent('Succeeded');
    expect(refills).toHaveTextContent('06/12/2026 23:00–23:00, run by hand');
    expect(screen.getByRole('row', { name: /Data retention/ })).toHaveTextContent('Not run yet');
    await user.click(within(failing).getByRole('button', { name: 'Details of Payment reconciliation: recent failures' }));
    expect(await screen.findByText(/Paystack answered 502/)).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('/api/admin/jobs');
  });

  it('says so when the jobs cannot be read, and reads them again on Retry', async () => {
    const get = jest
      .spyOn(apiClient, 'get')
      .mockRejectedValueOnce(httpError(500, {}))
      .mockResolvedValue(ok([job('refill-run', {})]) as never);
    const { user } = renderAt(<BackgroundJobsPage />);
    expect(await screen.findByText('Could not load the background jobs.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('row', { name: /Refill plans/ })).toHaveTextContent('Not run yet');
    expect(get).toHaveBeenCalledTimes(2);
  });

  it('names a schedule in words', () => {
    expect(every(0)).toBe('Only when run by hand');
    expect(every(60)).toBe('Every minute');
    expect(every(86_400)).toBe('Daily');
    expect(every(7200)).toBe('Every 2 hours');
    expect(every(45)).toBe('Every 45 s');
  });
});
