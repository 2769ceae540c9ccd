import { api } from 'shared-kernel';

/** GET /api/pharmacist/safety-reports: side-effect and suspected-fake reports, oldest first. */
export async function getSafetyReports(which: 'open' | 'all' = 'open') {
  const { data } = await api.get('/api/pharmacist/safety-reports', { params: { query: { which } } });
  return data.items;
}
export type SafetyReportRow = Awaited<ReturnType<typeof getSafetyReports>>[number];
export type SafetyReportState = SafetyReportRow['state'];

/** Moves a report on (reviewing, sent to NAFDAC, closed) with a note. */
export async function triageSafetyReport(id: string, body: { state: SafetyReportState; note?: string }) {
  const { data } = await api.patch('/api/pharmacist/safety-reports/{id}', { params: { path: { id } }, body });
  return data;
}

/** GET /api/pharmacist/controlled-attempts: checkouts refused over a controlled medicine cap, newest first. */
export async function getControlledAttempts() {
  const { data } = await api.get('/api/pharmacist/controlled-attempts');
  return data.items;
}
export type ControlledAttemptRow = Awaited<ReturnType<typeof getControlledAttempts>>[number];
