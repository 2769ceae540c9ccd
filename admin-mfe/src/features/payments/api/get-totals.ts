import { api } from 'shared-kernel';

export type DayTotals = { count: number; paidCount: number; paid: number; refunded: number; net: number };

/** GET /api/payment/totals for one Lagos day, or every day when none is given. */
export async function getTotals(day: string): Promise<DayTotals> {
  const { data } = await api.get('/api/payment/totals', { params: { query: day ? { from: day, to: day } : {} } });
  return { count: data.count ?? 0, paidCount: data.paidCount ?? 0, paid: data.paid ?? 0, refunded: data.refunded ?? 0, net: data.net ?? 0 };
}
