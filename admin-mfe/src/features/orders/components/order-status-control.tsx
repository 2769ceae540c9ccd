import { useState, type FormEvent } from 'react';
import { apiErrorMessage, normalizeOrderStatus, type OrderStatus } from 'shared-kernel';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { updateOrderStatus } from '../api/update-order-status';
import { nextStatuses } from '../order-transitions';

interface OrderStatusControlProps {
  orderId: string;
  status: OrderStatus;
  onChanged: (status: OrderStatus) => void;
}

/** Moves an order one allowed step on; the server's refusal is shown as it gives it. */
export function OrderStatusControl({ orderId, status, onChanged }: OrderStatusControlProps) {
  const options = nextStatuses(status);
  const [choice, setChoice] = useState<OrderStatus | ''>('');
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome>(null);

  const selected = choice && options.includes(choice) ? choice : '';

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!selected) return;
    setBusy(true);
    setOutcome(null);
    try {
      const updated = await updateOrderStatus(orderId, selected);
      const now = updated?.status ? normalizeOrderStatus(updated.status) : selected;
      onChanged(now);
      setChoice('');
      setOutcome({ kind: 'success', text: `Order status changed to ${now}.` });
    } catch (error) {
      setOutcome({ kind: 'error', text: `Could not change the status: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}` });
    } finally {
      setBusy(false);
    }
  };

  if (options.length === 0) {
    return (
      <div>
        <p>This order is {status}; its status cannot change any more.</p>
        <OutcomeMessage outcome={outcome} />
      </div>
    );
  }

  return (
    <form className="admin-actions" onSubmit={onSubmit} aria-label="Change order status">
      <label htmlFor="admin-order-next-status">Move to</label>
      <select id="admin-order-next-status" className="admin-input" style={{ width: 'auto' }} value={selected} onChange={(e) => setChoice(e.target.value as OrderStatus)}>
        <option value="">Choose the next status</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {option}
          </option>
        ))}
      </select>
      <button type="submit" className="shell-button" disabled={!selected || busy}>
        {busy ? 'Updating...' : 'Update status'}
      </button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
