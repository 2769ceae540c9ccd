import { useState } from 'react';
import { Alert, apiErrorMessage, Button, formatStaffDateTime, type ReconcileReport, useLoad } from 'shared-kernel';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { getProviderStatus } from '../api/get-provider-status';
import { reconcilePayments } from '../api/reconcile-payments';

function summary(r: ReconcileReport): string {
  const parts = [
    `${r.pendingChecked} pending checked`,
    `${r.nowPaid} found paid`,
    `${r.ordersPlaced} orders placed`,
    `${r.paidChecked} paid re-checked`,
    `${r.reversed} reversed`,
    `${r.refundsChanged} of ${r.refundsChecked} refunds updated`,
  ];
  return `Reconciled with the payment provider: ${parts.join(', ')}${r.errors ? `; ${r.errors} could not be checked (try again later)` : ''}.`;
}

/**
 * The provider's health (an alert when Paystack refuses our key) and the reconcile button: re-verify
 * payments stuck pending, notice paid ones later reversed, follow refunds. The API also does it on an interval.
 */
export function ReconcilePanel({ onReconciled }: { onReconciled: () => void }) {
  const provider = useLoad(getProviderStatus, []);
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const reconcile = async () => {
    setBusy(true);
    setOutcome(null);
    try {
      const report = await reconcilePayments();
      setOutcome({ kind: report.errors ? 'error' : 'success', text: summary(report) });
      onReconciled();
      provider.reload();
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error, 'Could not reconcile the payments. Please try again later.') });
    } finally {
      setBusy(false);
    }
  };

  const alert = provider.status === 'ready' ? provider.data.alert : null;
  return (
    <div className="admin-reconcile">
      {alert && (
        <Alert>
          The payment provider refused the secret key ({alert.httpStatus}: {alert.message}) at {formatStaffDateTime(alert.at)}. Payments
          cannot be confirmed until PAYSTACK_SECRET_KEY is corrected.
        </Alert>
      )}
      {provider.status === 'ready' && provider.data.sandbox && (
        <p className="admin-hint">Payments go to the local Paystack sandbox (no real money).</p>
      )}
      <Button variant="secondary" onClick={reconcile} disabled={busy}>
        {busy ? 'Reconciling...' : 'Reconcile with Paystack now'}
      </Button>
      <OutcomeMessage outcome={outcome} />
    </div>
  );
}
