import { api } from 'shared-kernel';
import { save, type ReportName } from './reports-shared';

type ReportPath = `/api/admin/reports/${ReportName}.csv`;

/** GET /api/admin/reports/<name>.csv for the Lagos days from..to (both empty: all time), saved as a file. */
export async function downloadReport(name: ReportName, from: string, to: string): Promise<string> {
  const path = `/api/admin/reports/${name}.csv` as ReportPath;
  const query = from ? { from, ...(to ? { to } : {}) } : {};
  const { data } = await api.getFile(path, { params: { query } });
  const fileName = from ? `${name}-${from}-to-${to || from}.csv` : `${name}.csv`;
  save(data, fileName);
  return fileName;
}
