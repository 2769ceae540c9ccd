import { api } from 'shared-kernel';
import { type SafetyReportRow } from './vigilance-types';

export type SafetyReportState = SafetyReportRow['state'];

/** Moves a report on (reviewing, sent to NAFDAC, closed) with a note. */
export async function triageSafetyReport(id: string, body: { state: SafetyReportState; note?: string }) {
  const { data } = await api.patch('/api/pharmacist/safety-reports/{id}', { params: { path: { id } }, body });
  return data;
}
