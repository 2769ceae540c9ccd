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

/** Hands a downloaded CSV to the browser as a file. */
export function save(blob: Blob, fileName: string) {
  const url = URL.createObjectURL(new Blob([blob], { type: 'text/csv' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
