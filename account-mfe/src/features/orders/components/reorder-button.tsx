import { useState } from 'react';
import { announceCartChange, apiErrorMessage, Button, toast, useNavigate } from 'shared-kernel';
import { reorder } from '../api/reorder';

/** Reorder: the lines still sold go back in the cart at today's prices; the others are named. */
export function ReorderButton({ orderId, label = 'Reorder' }: { orderId: string; label?: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      const answer = await reorder(orderId);
      announceCartChange('add');
      const missing = answer.unavailable.map((l) => `${l.medicineName} (${l.reason})`).join('; ');
      if (answer.added.length > 0)
        toast.success('Added to your cart', missing ? `${answer.message} Not available: ${missing}` : answer.message);
      else toast.warning('Nothing added', missing ? `${answer.message} ${missing}` : answer.message);
      if (answer.added.length > 0) navigate('/cart');
    } catch (error) {
      toast.error('Reorder failed', apiErrorMessage(error, 'We could not put this order back in your cart.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <Button variant="secondary" disabled={busy} onClick={run}>
      {busy ? 'Adding…' : label}
    </Button>
  );
}
