import { useState } from 'react';
import { announceCartChange, apiErrorMessage, Button, toast, useNavigate } from 'shared-kernel';
import { reorder } from '../api/reorder';
import { useAccountText } from '../../../i18n';

/** Reorder: the lines still sold go back in the cart at today's prices; the others are named. */
export function ReorderButton({ orderId, label }: { orderId: string; label?: string }) {
  const t = useAccountText();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const answer = await reorder(orderId);
      announceCartChange('add');
      const missing = answer.unavailable.map((l) => `${l.medicineName} (${l.reason})`).join('; ');
      if (answer.added.length > 0)
        toast.success(
          t('orders.reorder.addedTitle'),
          missing ? t('orders.reorder.notAvailable', { message: answer.message, missing }) : answer.message,
        );
      else toast.warning(t('orders.reorder.nothingTitle'), missing ? `${answer.message} ${missing}` : answer.message);
      if (answer.added.length > 0) navigate('/cart');
    } catch (error) {
      toast.error(t('orders.reorder.failedTitle'), apiErrorMessage(error, t('orders.reorder.failed')));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={run}>
      {busy ? t('orders.reorder.adding') : (label ?? t('orders.reorder'))}
    </Button>
  );
}
