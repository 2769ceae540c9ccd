import { type AnswerOf, api } from 'shared-kernel';

export const REPORTS = [
  { name: 'orders', label: 'Orders' },
  { name: 'payments', label: 'Payments' },
  { name: 'refunds', label: 'Refunds' },
  { name: 'stock-movements', label: 'Stock movements' },
  { name: 'sales-by-medicine', label: 'Sales by medicine' },
  { name: 'sales-by-category', label: 'Sales by category' },
  { name: 'audit', label: 'Audit log' },
] as const;
export type ReportName = (typeof REPORTS)[number]['name'];
type ReportPath = `/api/admin/reports/${ReportName}.csv`;

export type ImportReport = AnswerOf<'/api/admin/catalogue/import', 'post'>;

/** Hands a downloaded CSV to the browser as a file. */
function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** GET /api/admin/reports/<name>.csv for the Lagos days from..to (both empty: all time), saved as a file. */
export async function downloadReport(name: ReportName, from: string, to: string): Promise<string> {
  const path = `/api/admin/reports/${name}.csv` as ReportPath;
  const query = from ? { from, ...(to ? { to } : {}) } : {};
  const { data } = await api.getFile(path, { params: { query } });
  const fileName = from ? `${name}-${from}-to-${to || from}.csv` : `${name}.csv`;
  save(data, fileName);
  return fileName;
}

/** GET /api/admin/catalogue.csv, saved as catalogue.csv. */
export async function downloadCatalogue(): Promise<void> {
  const { data } = await api.getFile('/api/admin/catalogue.csv');
  save(data, 'catalogue.csv');
}

/** POST /api/admin/catalogue/import: each row's result; `apply` makes the changes when none is refused. */
export async function importCatalogue(csv: string, apply: boolean): Promise<ImportReport> {
  const { data } = await api.post('/api/admin/catalogue/import', { body: { csv, apply } });
  return data;
}
