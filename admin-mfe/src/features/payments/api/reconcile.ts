import { api, type PaymentProviderStatus, type ReconcileReport } from 'shared-kernel';

/** POST /api/payment/reconcile: re-verify stuck payments, notice reversals, follow refunds (admin). */
export async function reconcilePayments(): Promise<ReconcileReport> {
  const { data } = await api.post('/api/payment/reconcile');
  return data;
}

/** GET /api/payment/provider-status: whether Paystack accepts our key (an alert after a 401). */
export async function getProviderStatus(): Promise<PaymentProviderStatus> {
  const { data } = await api.get('/api/payment/provider-status');
  return data;
}
