import { useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, Button, cardClass, type StockBatch, useLoad } from 'shared-kernel';
import { type BatchAction, BatchActionForm } from './batch-actions';
import { RecallBatchForm } from './recalls';
import { TransferBatchForm } from './transfer-batch-form';
import { type FormModel, FormActions, Select, TextField, useForm } from 'shared-kernel/ui/forms';
import { getBatches } from '../api/get-batches';
import { getSuppliers } from '../api/get-suppliers';
import { receiveBatch } from '../api/receive-batch';
import { getLocations } from '../api/get-locations';

const initial = {
  entry: 'gs1',
  gs1: '',
  gtin: '',
  lotNumber: '',
  expiryDate: '',
  quantity: '',
  supplierId: '',
  supplierName: '',
  licenceNumber: '',
  note: '',
};
type Values = typeof initial;

const validate = (v: Values) => ({
  gs1: v.entry === 'gs1' && !v.gs1.trim() ? '*Paste or scan the GS1 code, e.g. (01)…(17)…(10)…' : undefined,
  gtin: v.entry === 'typed' && !/^\d{8,14}$/.test(v.gtin.trim()) ? '*Enter the GTIN (8 to 14 digits)' : undefined,
  lotNumber: v.entry === 'typed' && !v.lotNumber.trim() ? '*Enter the batch number' : undefined,
  expiryDate: v.entry === 'typed' && !/^\d{4}-\d{2}-\d{2}$/.test(v.expiryDate) ? '*Enter the expiry date' : undefined,
  quantity: /^\d+$/.test(v.quantity.trim()) && Number(v.quantity) > 0 ? undefined : '*Enter a whole number of units',
  supplierName: !v.supplierId && v.supplierName.trim().length < 2 ? '*Name the licensed distributor' : undefined,
  licenceNumber: !v.supplierId && v.licenceNumber.trim().length < 3 ? '*Enter its PCN or NAFDAC licence number' : undefined,
});

const STATUS_TEXT: Record<StockBatch['status'], string> = {
  sellable: 'Sellable',
  quarantined: 'Quarantined',
  recalled: 'Recalled',
  returned: 'Returned to supplier',
};

/** Receiving a batch (GS1 code or typed fields, quantity, distributor) and the medicine's batches. */
export function ReceiveBatchPanel({ medicineId, onChanged }: { medicineId: string; onChanged: () => void }) {
  const form = useForm({ initial, validate });
  const [version, setVersion] = useState(0);
  const batches = useLoad(() => getBatches(medicineId), [medicineId, version]);
  const suppliers = useLoad(() => getSuppliers(), [version]);
  const locations = useLoad(() => getLocations(), []);
  const [outcome, setOutcome] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const v = form.values;

  const send = async (values: Values) => {
    setOutcome(null);
    try {
      const batch = await receiveBatch(medicineId, {
        ...(values.entry === 'gs1'
          ? { gs1: values.gs1.trim() }
          : { gtin: values.gtin.trim(), lotNumber: values.lotNumber.trim(), expiryDate: values.expiryDate }),
        quantity: Number(values.quantity),
        ...(values.supplierId
          ? { supplierId: values.supplierId }
          : { supplier: { name: values.supplierName.trim(), licenceNumber: values.licenceNumber.trim() } }),
        ...(values.note.trim() ? { note: values.note.trim() } : {}),
      });
      setOutcome({
        tone: 'success',
        text: `Received batch ${batch.lotNumber} (expiry ${batch.expiryDate}): ${batch.quantity} units in it.`,
      });
      form.reset();
      setVersion((n) => n + 1);
      onChanged();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The batch could not be received.') });
    }
  };

  return (
    <section className={`admin-form ${cardClass}`} aria-labelledby="admin-batches-heading">
      <h2 id="admin-batches-heading">Batches</h2>
      <form onSubmit={form.handleSubmit(send)} noValidate aria-label="Receive a batch">
        <Select id="admin-batch-entry" label="How to enter it" {...form.field('entry')}>
          <option value="gs1">Scan or paste the GS1 code</option>
          <option value="typed">Type GTIN, batch and expiry</option>
        </Select>
        <BatchIdentity form={form} />
        <TextField id="admin-batch-quantity" label="Units received" inputMode="numeric" {...form.field('quantity')} />
        <Select id="admin-batch-supplier" label="Licensed distributor" {...form.field('supplierId')}>
          <option value="">A new distributor…</option>
          {suppliers.status === 'ready' &&
            suppliers.data.map((s) => (
              <option key={s.id} value={s.id}>
                {s.name} ({s.licenceNumber})
              </option>
            ))}
        </Select>
        {!v.supplierId && (
          <>
            <TextField id="admin-batch-supplier-name" label="Distributor's name" {...form.field('supplierName')} />
            <TextField id="admin-batch-licence" label="PCN or NAFDAC licence number" autoComplete="off" {...form.field('licenceNumber')} />
          </>
        )}
        <TextField id="admin-batch-note" label="Note" optional hint="Invoice or delivery note" {...form.field('note')} />
        <FormActions className="admin-actions" busy={form.busy} submitLabel="Receive batch" busyLabel="Saving..." />
      </form>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      {batches.status === 'ready' && (
        <BatchesTable
          batches={batches.data}
          locationName={(id) => (locations.status === 'ready' ? locations.data.find((l) => l.id === id)?.name : undefined) ?? '—'}
          onChanged={(message) => {
            if (message) setOutcome({ tone: 'success', text: message });
            setVersion((n) => n + 1);
            onChanged();
          }}
        />
      )}
    </section>
  );
}

/**
 * The medicine's batches, soonest expiry first, each with its location (one lot held at several
 * locations is one row per location) and what can be done with it.
 */
function BatchesTable({
  batches,
  locationName,
  onChanged,
}: {
  batches: StockBatch[];
  locationName: (locationId: string) => string;
  onChanged: (message?: string) => void;
}) {
  const [selected, setSelected] = useState<{ batch: StockBatch; action: BatchChoice } | null>(null);
  if (batches.length === 0) return null;
  const open = (batch: StockBatch, action: BatchChoice) => setSelected({ batch, action });
  return (
    <>
      <div className="ep-table-box" role="region" aria-label="Batches of this medicine" tabIndex={0}>
        <table className="ep-table" data-testid="admin-batches">
          <caption>Batches, soonest expiry first</caption>
          <thead>
            <tr>
              <th scope="col">Batch</th>
              <th scope="col">Location</th>
              <th scope="col">Expiry</th>
              <th scope="col">Units</th>
              <th scope="col">Status</th>
              <th scope="col">Distributor</th>
              <th scope="col">Actions</th>
            </tr>
          </thead>
          <tbody>
            {batches.map((b) => (
              <tr key={b.id}>
                <td>{b.openingBalance ? 'Opening balance' : b.lotNumber}</td>
                <td>{locationName(b.locationId)}</td>
                <td>{b.expiryDate ?? 'Unknown'}</td>
                <td>{b.quantity}</td>
                <td>{STATUS_TEXT[b.status]}</td>
                <td>{b.supplier ? `${b.supplier.name} (${b.supplier.licenceNumber})` : '—'}</td>
                <td>
                  <BatchButtons batch={b} open={open} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {selected && <SelectedBatchForm selected={selected} onChanged={onChanged} onClose={() => setSelected(null)} />}
    </>
  );
}

type BatchChoice = BatchAction | 'recall' | 'transfer';
const batchName = (b: StockBatch) => (b.openingBalance ? 'the opening balance' : `batch ${b.lotNumber}`);

/** What can be done with a batch: write off, return to its distributor, send to another location, recall. */
function BatchButtons({ batch: b, open }: { batch: StockBatch; open: (batch: StockBatch, action: BatchChoice) => void }) {
  return (
    <div className="admin-batch-buttons">
      {b.quantity > 0 && (
        <Button variant="secondary" onClick={() => open(b, 'write-off')} aria-label={`Write off units of ${batchName(b)}`}>
          Write off…
        </Button>
      )}
      {b.quantity > 0 && b.supplier && (
        <Button variant="secondary" onClick={() => open(b, 'return')} aria-label={`Return ${batchName(b)} to its distributor`}>
          Return…
        </Button>
      )}
      {b.quantity > 0 && b.status === 'sellable' && (
        <Button variant="secondary" onClick={() => open(b, 'transfer')} aria-label={`Send units of ${batchName(b)} to another location`}>
          Send…
        </Button>
      )}
      {b.status === 'recalled' || b.openingBalance ? null : (
        <Button variant="secondary" onClick={() => open(b, 'recall')}>
          Recall…
        </Button>
      )}
    </div>
  );
}

/** The form of the action chosen for a batch. */
function SelectedBatchForm({
  selected,
  onChanged,
  onClose,
}: {
  selected: { batch: StockBatch; action: BatchChoice };
  onChanged: (message?: string) => void;
  onClose: () => void;
}) {
  return (
    <>
      {selected.action === 'recall' && (
        <RecallBatchForm
          key={selected.batch.id}
          batchId={selected.batch.id}
          lotNumber={selected.batch.lotNumber}
          onDone={() => onChanged()}
        />
      )}
      {selected.action === 'transfer' && (
        <TransferBatchForm
          key={`transfer-${selected.batch.id}`}
          batch={selected.batch}
          onDone={(message) => {
            onClose();
            onChanged(message);
          }}
        />
      )}
      {selected.action !== 'recall' && selected.action !== 'transfer' && (
        <BatchActionForm
          key={`${selected.action}-${selected.batch.id}`}
          batch={selected.batch}
          action={selected.action}
          onDone={(message) => {
            onClose();
            onChanged(message);
          }}
        />
      )}
    </>
  );
}

/** The batch's GS1 code, or its GTIN, lot and expiry typed. */
function BatchIdentity({ form }: { form: FormModel<Values> }) {
  return form.values.entry === 'gs1' ? (
    <TextField
      id="admin-batch-gs1"
      label="GS1 code"
      hint="As printed under the pack's barcode, e.g. (01)06151100012340(17)270531(10)AB1234"
      autoComplete="off"
      {...form.field('gs1')}
    />
  ) : (
    <>
      <TextField id="admin-batch-gtin" label="GTIN" inputMode="numeric" autoComplete="off" {...form.field('gtin')} />
      <TextField id="admin-batch-lot" label="Batch (lot) number" autoComplete="off" {...form.field('lotNumber')} />
      <TextField id="admin-batch-expiry" label="Expiry date" type="date" {...form.field('expiryDate')} />
    </>
  );
}
