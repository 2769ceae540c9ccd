import { useState, type FormEvent } from 'react';
import { Alert, apiErrorMessage, Button, type DeliveryOverview, formatNaira, Loading, toast, useLoad } from 'shared-kernel';
import { getDeliveryZones } from 'shared-kernel/delivery';
import { TextField } from 'shared-kernel/ui/forms';
import { moneyError, parseNaira } from '../../../utils/validation';
import { updateFreeThreshold } from '../api/update-free-threshold';
import { ZonesTable } from './zones-table';

function ThresholdForm({ value, onSaved }: { value: number; onSaved: (value: number) => void }) {
  const [text, setText] = useState(String(value));
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  async function save(event: FormEvent) {
    event.preventDefault();
    const problem = moneyError(text, 'The threshold');
    if (problem) return setError(problem);
    const amount = parseNaira(text);
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
        hint="The items' total in naira, before delivery. The footer promises free shipping over N100,000. 100000, 100,000 and ₦100,000 are the same."
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
      <ZonesTable zones={overview.zones} onSaved={(zones) => state.replace({ ...overview, zones })} />
    </>
  );
}
