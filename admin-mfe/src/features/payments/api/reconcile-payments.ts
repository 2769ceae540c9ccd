import { api, type ReconcileReport } from 'shared-kernel';

/** POST /api/payment/reconcile: re-verify stuck payments, notice reversals, follow refunds (admin). */
export async function reconcilePayments(): Promise<ReconcileReport> {
  const { data } = await api.post('/api/payment/reconcile');
  return data;
}
