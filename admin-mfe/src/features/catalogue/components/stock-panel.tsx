import { useState } from 'react';
import {
  type AdminMedicine,
  Alert,
  apiErrorMessage,
  apiFieldErrors,
  Badge,
  cardClass,
  formatStaffDateTime,
  stockLabel,
  type StockMovement,
  useLoad,
} from 'shared-kernel';
import { FormActions, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { adjustStock } from '../api/adjust-stock';
import { getStockByLocation } from '../api/get-stock-by-location';
import { getStockMovements } from '../api/get-stock-movements';
import { StockByLocation } from './stock-by-location';

const REASONS = {
  received: 'Received (adds)',
  damaged: 'Damaged (takes away)',
  expired: 'Expired (takes away)',
  'count-correction': 'Count correction (sets the counted number)',
} as const;
type Reason = keyof typeof REASONS;

const MOVEMENT_TEXT: Record<StockMovement['reason'], string> = {
  received: 'Received',
  damaged: 'Damaged',
  expired: 'Expired',
  'count-correction': 'Count correction',
  sold: 'Sold',
  'order-canceled': 'Order cancelled',
  'review-rejected': 'Prescription refused',
  quarantined: 'Quarantined (expiry margin)',
  recalled: 'Recalled',
  'returned-to-supplier': 'Returned to distributor',
  'written-off': 'Written off',
  reserved: 'Held for a refill',
  'reservation-released': 'Refill hold released',
  rerouted: 'Order re-routed (moved between locations)',
  'transfer-sent': 'Sent to another location',
  'transfer-received': 'Received from another location',
};

const initial = { reason: 'received' as string, quantity: '', note: '', locationId: '' };
const validate = (v: typeof initial) => ({
  quantity: /^\d+$/.test(v.quantity.trim())
    ? v.reason !== 'count-correction' && Number(v.quantity) === 0
      ? 'Enter at least 1'
      : undefined
    : '*Enter a whole number of units',
});

/** Units on hand, an adjustment with its reason, and the history of movements. */
export function StockPanel({ medicine, onChanged }: { medicine: AdminMedicine; onChanged: () => void }) {
  const form = useForm({ initial, validate });
  const movements = useLoad(() => getStockMovements(medicine.id), [medicine.id, medicine.stockQuantity]);
  const places = useLoad(() => getStockByLocation(medicine.id), [medicine.id, medicine.stockQuantity]);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);

  const send = async (v: typeof initial) => {
    setOutcome(null);
    try {
      const result = await adjustStock(medicine.id, {
        reason: v.reason as Reason,
        quantity: Number(v.quantity),
        note: v.note.trim(),
        ...(v.locationId ? { locationId: v.locationId } : {}),
      });
      setOutcome({ tone: 'success', text: `Stock is now ${result.stockQuantity}.` });
      form.reset();
      onChanged();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The stock could not be adjusted.') });
    }
  };

  return (
    <section className={`admin-form ${cardClass}`} aria-labelledby="admin-stock-heading">
      <h2 id="admin-stock-heading">Stock</h2>
      <p data-testid="admin-stock-on-hand">
        On hand: <strong>{medicine.stockQuantity}</strong> <Badge className="admin-badge">{stockLabel(medicine)}</Badge>
      </p>
      {places.status === 'ready' && <StockByLocation places={places.data} />}
      <form onSubmit={form.handleSubmit(send)} noValidate aria-label="Adjust stock">
        <Select id="admin-stock-location" label="Location" hint="Where the units are counted or adjusted" {...form.field('locationId')}>
          {places.status === 'ready' ? (
            places.data.map((l) => (
              <option key={l.id} value={l.kind === 'warehouse' ? '' : l.id}>
                {l.name}
              </option>
            ))
          ) : (
            <option value="">Central warehouse</option>
          )}
        </Select>
        <Select id="admin-stock-reason" label="Reason" {...form.field('reason')}>
          {(Object.keys(REASONS) as Reason[]).map((r) => (
            <option key={r} value={r}>
              {REASONS[r]}
            </option>
          ))}
        </Select>
        <TextField
          id="admin-stock-quantity"
          label={form.values.reason === 'count-correction' ? 'Units counted' : 'Units'}
          inputMode="numeric"
          {...form.field('quantity')}
        />
        <TextField id="admin-stock-note" label="Note" optional hint="Invoice, batch or why" {...form.field('note')} />
        <FormActions className="admin-actions" busy={form.busy} submitLabel="Adjust stock" busyLabel="Saving..." />
      </form>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {movements.status === 'ready' && movements.data.length > 0 && <StockHistory movements={movements.data} />}
    </section>
  );
}

function StockHistory({ movements }: { movements: readonly StockMovement[] }) {
  return (
    <div className="ep-table-box" role="region" aria-label="Stock history" tabIndex={0}>
      <table className="ep-table">
        <caption>Stock history</caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">What</th>
            <th scope="col">Change</th>
            <th scope="col">After</th>
            <th scope="col">Note</th>
          </tr>
        </thead>
        <tbody>
          {movements.slice(0, 20).map((m) => (
            <tr key={m.id}>
              <td>{formatStaffDateTime(m.at)}</td>
              <td>{MOVEMENT_TEXT[m.reason] ?? m.reason}</td>
              <td>{m.change > 0 ? `+${m.change}` : m.change}</td>
              <td>{m.quantityAfter}</td>
              <td>{m.note}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
