import { useState } from 'react';
import {
  apiErrorMessage,
  Button,
  nigerianMobile,
  normalizeOrderStatus,
  ORDER_STATUS_LABELS,
  type Order,
  type OrderStatus,
} from 'shared-kernel';
import { type FieldErrors, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { OutcomeMessage, type Outcome } from '../../../components/ui/outcome-message';
import { updateOrderStatus } from '../api/update-order-status';
import { nextStatuses } from '../order-transitions';

interface OrderStatusControlProps {
  orderId: string;
  status: OrderStatus;
  /** The order as the server answers it after the move (its status, and the rider when one was named). */
  onChanged: (order: Order | undefined, status: OrderStatus) => void;
}

type Values = { choice: string; riderName: string; riderPhone: string };

/** The rider is optional; once either field is filled, both are needed and the phone is a Nigerian mobile number. */
function validate(values: Values): FieldErrors<Values> {
  if (values.choice !== 'Shipped') return {};
  const name = values.riderName.trim();
  const phone = values.riderPhone.trim();
  if (!name && !phone) return {};
  const errors: FieldErrors<Values> = {};
  if (!name) errors.riderName = "*Give the rider's name, or leave both rider fields empty";
  if (!phone) errors.riderPhone = "*Give the rider's phone, or leave both rider fields empty";
  else if (!nigerianMobile(phone)) errors.riderPhone = '*Enter a Nigerian mobile number, like 0803 123 4567 or +234 803 123 4567';
  return errors;
}

/** Who carries a shipped order: shown only when the next status chosen is Shipped. */
function RiderFields({ field }: { field: ReturnType<typeof useForm<Values>>['field'] }) {
  return (
    <fieldset className="admin-fieldset admin-rider-fields">
      <legend>Rider (optional)</legend>
      <TextField id="admin-order-rider-name" label="Rider's name" autoComplete="off" maxLength={80} {...field('riderName')} />
      <TextField
        id="admin-order-rider-phone-input"
        label="Rider's phone"
        type="tel"
        inputMode="tel"
        autoComplete="off"
        hint="0803 123 4567 or +234 803 123 4567"
        {...field('riderPhone')}
      />
    </fieldset>
  );
}

/** Moves an order one allowed step on; the server's refusal is shown as it gives it. */
export function OrderStatusControl({ orderId, status, onChanged }: OrderStatusControlProps) {
  const options = nextStatuses(status);
  const form = useForm<Values>({ initial: { choice: '', riderName: '', riderPhone: '' }, validate });
  const [outcome, setOutcome] = useState<Outcome>(null);

  const choice = form.values.choice as OrderStatus | '';
  const selected = choice && options.includes(choice) ? choice : '';

  const change = async () => {
    if (!selected) return;
    setOutcome(null);
    const name = form.values.riderName.trim();
    const phone = form.values.riderPhone.trim();
    const rider = selected === 'Shipped' && name && phone ? { name, phone } : undefined;
    try {
      const updated = await updateOrderStatus(orderId, selected, rider);
      const now = updated?.status ? normalizeOrderStatus(updated.status) : selected;
      onChanged(updated, now);
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
      {selected === 'Shipped' ? <RiderFields field={form.field} /> : null}
      <Button type="submit" disabled={!selected || form.busy}>
        {form.busy ? 'Updating...' : 'Update status'}
      </Button>
      <OutcomeMessage outcome={outcome} />
    </form>
  );
}
