import { useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, type StockBatch, useLoad } from 'shared-kernel';
import { FormActions, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { getLocations } from '../api/get-locations';
import { sendTransfer } from '../api/send-transfer';

/**
 * Sending units of a batch to another location (a pharmacy short of it, or back to the warehouse):
 * they leave this batch at once and arrive, same lot and expiry, when the other side receives them
 * (Transfers).
 */
export function TransferBatchForm({ batch, onDone }: { batch: StockBatch; onDone: (message: string) => void }) {
  const locations = useLoad(getLocations, [], 'the locations');
  const others = locations.status === 'ready' ? locations.data.filter((l) => l.id !== batch.locationId) : [];
  const form = useForm({
    initial: { quantity: '', toLocationId: '', note: '' },
    validate: (v) => ({
      quantity:
        /^\d+$/.test(v.quantity.trim()) && Number(v.quantity) >= 1 && Number(v.quantity) <= batch.quantity
          ? undefined
          : `*Enter a whole number from 1 to ${batch.quantity}`,
      toLocationId: v.toLocationId ? undefined : '*Choose where the units go',
    }),
  });
  const [problem, setProblem] = useState('');
  const send = async (v: { quantity: string; toLocationId: string; note: string }) => {
    setProblem('');
    try {
      await sendTransfer({
        fromLocationId: batch.locationId,
        toLocationId: v.toLocationId,
        batchId: batch.id,
        quantity: Number(v.quantity),
        note: v.note.trim() || undefined,
      });
      const to = others.find((l) => l.id === v.toLocationId)?.name ?? 'the other location';
      onDone(`Sent to ${to}: ${v.quantity} units of batch ${batch.lotNumber}, in transit until received.`);
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setProblem(apiErrorMessage(error, 'The units could not be sent.'));
    }
  };
  const label = `Send units of batch ${batch.lotNumber} to another location`;
  return (
    <form onSubmit={form.handleSubmit(send)} noValidate aria-label={label} className="admin-batch-action">
      <h3>{label}</h3>
      <TextField
        id={`batch-transfer-quantity-${batch.id}`}
        label="Units"
        inputMode="numeric"
        hint={`${batch.quantity} in the batch`}
        {...form.field('quantity')}
      />
      <Select id={`batch-transfer-to-${batch.id}`} label="To" {...form.field('toLocationId')}>
        <option value="">Choose a location</option>
        {others.map((l) => (
          <option key={l.id} value={l.id}>
            {l.name}
          </option>
        ))}
      </Select>
      <TextField id={`batch-transfer-note-${batch.id}`} label="Waybill or note" optional {...form.field('note')} />
      <FormActions className="admin-actions" busy={form.busy} submitLabel="Send" busyLabel="Sending..." />
      {problem && <Alert tone="error">{problem}</Alert>}
    </form>
  );
}
