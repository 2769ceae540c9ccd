import { useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, type StockBatch } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { returnBatch } from '../api/return-batch';
import { writeOffBatch } from '../api/write-off-batch';

export type BatchAction = 'write-off' | 'return';

const units = (value: string, max: number) =>
  /^\d+$/.test(value.trim()) && Number(value) >= 1 && Number(value) <= max ? undefined : `*Enter a whole number from 1 to ${max}`;

/**
 * Writing off units of a batch (with the reason, required) or returning them to its distributor.
 * The units the admin saw are sent along, so a form sent twice takes the units out once.
 */
export function BatchActionForm({ batch, action, onDone }: { batch: StockBatch; action: BatchAction; onDone: (message: string) => void }) {
  const name = batch.openingBalance ? 'the opening balance' : `batch ${batch.lotNumber}`;
  const form = useForm({
    initial: { quantity: action === 'return' ? String(batch.quantity) : '', reason: '' },
    validate: (v) => ({
      quantity: units(v.quantity, batch.quantity),
      reason: action === 'write-off' && v.reason.trim().length < 3 ? '*Give the reason for the write-off' : undefined,
    }),
  });
  const [outcome, setOutcome] = useState<{ tone: 'error'; text: string } | null>(null);
  const send = async (v: { quantity: string; reason: string }) => {
    setOutcome(null);
    try {
      const body = { quantity: Number(v.quantity), expectedQuantity: batch.quantity };
      const answer =
        action === 'write-off'
          ? await writeOffBatch(batch.id, { ...body, reason: v.reason.trim() })
          : await returnBatch(batch.id, { ...body, ...(v.reason.trim() ? { note: v.reason.trim() } : {}) });
      onDone(
        `${action === 'write-off' ? 'Written off' : 'Returned to the distributor'}: ${v.quantity} units of ${name}; ${answer.quantity} left in it.`,
      );
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The units could not be taken out of the batch.') });
    }
  };
  const label = action === 'write-off' ? `Write off units of ${name}` : `Return ${name} to ${batch.supplier?.name ?? 'its distributor'}`;
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-label={label} className="admin-batch-action">
      <h3>{label}</h3>
      <TextField
        id={`batch-${action}-quantity-${batch.id}`}
        label="Units"
        inputMode="numeric"
        hint={`${batch.quantity} in the batch`}
        {...form.field('quantity')}
      />
      {action === 'write-off' ? (
        <TextField
          id={`batch-write-off-reason-${batch.id}`}
          label="Reason"
          hint="Broken, expired on the shelf, lost in a count…"
          {...form.field('reason')}
        />
      ) : (
        <TextField id={`batch-return-note-${batch.id}`} label="Credit note or waybill" optional {...form.field('reason')} />
      )}
      <FormActions
        className="admin-actions"
        busy={form.busy}
        submitLabel={action === 'write-off' ? 'Write off' : 'Return to distributor'}
        busyLabel="Saving..."
      />
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </form>
  );
}
