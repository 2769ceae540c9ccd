import { useState, type FormEvent } from 'react';
import {
  Alert,
  apiErrorMessage,
  Button,
  type DeliveryOverview,
  type DeliveryZone,
  formatNaira,
  getDeliveryZones,
  Loading,
  toast,
  useLoad,
} from 'shared-kernel';
import { Checkbox, TextField } from 'shared-kernel/ui/forms';
import { updateFreeThreshold, updateZone } from '../api/delivery-admin';

const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);
const naira = (text: string) => (/^\d+(\.\d{1,2})?$/.test(text.trim()) ? Number(text) : Number.NaN);

/** One zone: fee, window and "delivered yet", saved on its own. */
function ZoneForm({ zone, onSaved }: { zone: DeliveryZone; onSaved: (zone: DeliveryZone) => void }) {
  const [fee, setFee] = useState(String(zone.fee));
  const [minDays, setMinDays] = useState(String(zone.minDays));
  const [maxDays, setMaxDays] = useState(String(zone.maxDays));
  const [delivered, setDelivered] = useState(zone.delivered);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const id = `zone-${zone.code}`;
  const problem = Number.isNaN(naira(fee))
    ? 'Fee must be in naira, e.g. 2500'
    : Number.isNaN(wholeNumber(minDays)) || Number.isNaN(wholeNumber(maxDays))
      ? 'Days must be whole numbers'
      : wholeNumber(maxDays) < wholeNumber(minDays)
        ? 'The latest day must not be before the earliest'
        : '';

  async function save(event: FormEvent) {
    event.preventDefault();
    if (problem) return setError(problem);
    setBusy(true);
    setError('');
    try {
      const saved = await updateZone(zone.code, {
        fee: naira(fee),
        minDays: wholeNumber(minDays),
        maxDays: wholeNumber(maxDays),
        delivered,
      });
      onSaved(saved);
      toast.success('Saved', `${zone.name}: ${saved.delivered ? `${formatNaira(saved.fee)}, ${saved.window}` : 'not delivered yet'}.`);
    } catch (err) {
      setError(apiErrorMessage(err, 'Could not save the zone.'));
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="admin-card admin-zone" aria-labelledby={`${id}-name`} onSubmit={save} noValidate>
      <h3 id={`${id}-name`}>{zone.name}</h3>
      <div className="admin-zone__fields">
        <TextField id={`${id}-fee`} label="Fee (N)" inputMode="decimal" value={fee} onChange={(e) => setFee(e.target.value)} />
        <TextField
          id={`${id}-min`}
          label="From (working days)"
          inputMode="numeric"
          value={minDays}
          onChange={(e) => setMinDays(e.target.value)}
        />
        <TextField
          id={`${id}-max`}
          label="To (working days)"
          inputMode="numeric"
          value={maxDays}
          onChange={(e) => setMaxDays(e.target.value)}
        />
      </div>
      <Checkbox
        id={`${id}-delivered`}
        label="Delivered (untick: not delivered yet)"
        checked={delivered}
        onChange={(e) => setDelivered(e.target.checked)}
      />
      {error ? <Alert>{error}</Alert> : null}
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : `Save ${zone.name}`}
      </Button>
    </form>
  );
}

function ThresholdForm({ value, onSaved }: { value: number; onSaved: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    const amount = naira(text);
    if (Number.isNaN(amount)) return setError('Enter an amount in naira, e.g. 100000');
    setBusy(true);
    setError('');
    try {
      const saved = await updateFreeThreshold(amount);
      onSaved(saved.freeDeliveryThreshold);
      toast.success('Saved', `Free delivery from ${formatNaira(saved.freeDeliveryThreshold)} of items.`);
    } catch (err) {
      setError(apiErrorMessage(err, 'Could not save the threshold.'));
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="admin-card" onSubmit={save} noValidate>
      <TextField
        id="delivery-free-threshold"
        label="Free delivery when the items cost at least (N)"
        hint="The items' total in naira, before delivery. The footer promises free shipping over N100,000."
        inputMode="decimal"
        value={text}
        error={error || undefined}
        onChange={(e) => setText(e.target.value)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? 'Saving…' : 'Save threshold'}
      </Button>
    </form>
  );
}

/** The admin's delivery settings: the free-delivery threshold and every zone's fee and window. */
export function DeliverySettings() {
  const state = useLoad<DeliveryOverview>(() => getDeliveryZones(), []);
  if (state.status === 'loading') return <Loading label="Loading delivery zones..." />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load the delivery zones.')}</Alert>;
  const overview = state.data;
  return (
    <>
      <ThresholdForm
        value={overview.freeDeliveryThreshold}
        onSaved={(value) => state.replace({ ...overview, freeDeliveryThreshold: value })}
      />
      <h2>Zones</h2>
      <div className="admin-zones">
        {overview.zones.map((zone) => (
          <ZoneForm
            key={zone.code}
            zone={zone}
            onSaved={(saved) => state.replace({ ...overview, zones: overview.zones.map((z) => (z.code === saved.code ? saved : z)) })}
          />
        ))}
      </div>
    </>
  );
}
