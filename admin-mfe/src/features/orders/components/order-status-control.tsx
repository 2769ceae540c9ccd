import { useState } from 'react';
import { apiErrorMessage, Button, normalizeOrderStatus, ORDER_STATUS_LABELS, type OrderStatus } from 'shared-kernel';
import { Select, useForm } from 'shared-kernel/ui/forms';
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
  const form = useForm({ initial: { choice: '' } });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choice = form.values.choice as OrderStatus | '';
  const selected = choice && options.includes(choice) ? choice : '';

  const change = async () => {
    if (!selected) return;
    setOutcome(null);
    try {
      const updated = await updateOrderStatus(orderId, selected);
      const now = updated?.status ? normalizeOrderStatus(updated.status) : selected;
      onChanged(now);
      form.reset();
      setOutcome({ kind: 'success', text: `Order status changed to ${ORDER_STATUS_LABELS[now]}.` });
    } catch (error) {
      setOutcome({
        kind: 'error',
        text: `Could not change the status: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}`,
      });
    }
  };

  if (options.length === 0) {
    return (
      <div>
        <p>This order is {ORDER_STATUS_LABELS[status]}; its status cannot change any more.</p>
        <OutcomeMessage outcome={outcome} />
      </div>
    );
  }

  return (
    <form className="admin-actions" onSubmit={form.handleSubmit(change)} aria-label="Change order status">
      <Select id="admin-order-next-status" label="Move to" className="admin-status-select" {...form.field('choice')} value={selected}>
        <option value="">Choose the next status</option>
        {options.map((option) => (
          <option key={option} value={option}>
            {ORDER_STATUS_LABELS[option]}
          </option>
        ))}
      </Select>
      <Button type="submit" disabled={!selected || form.busy}>
        {form.busy ? 'Updating...' : 'Update status'}
      </Button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
