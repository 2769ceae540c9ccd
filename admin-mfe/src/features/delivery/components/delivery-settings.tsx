import { Alert, apiErrorMessage, Button, type DeliveryOverview, formatNaira, Loading, toast, useLoad } from 'shared-kernel';
import { getDeliveryZones } from 'delivery-kit';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { moneyError, parseNaira } from '../../../utils/validation';
import { updateFreeThreshold } from '../api/update-free-threshold';
import { ZonesTable } from './zones-table';

function ThresholdForm({ value, onSaved }: { value: number; onSaved: (value: number) => void }) {
  const form = useForm({
    initial: { threshold: String(value) },
    mode: 'onSubmit',
    validate: ({ threshold }) => {
      const problem = moneyError(threshold, 'The threshold');
      return problem ? { threshold: problem } : {};
    },
  });
  const { busy } = form;
  const save = async ({ threshold }: { threshold: string }) => {
    try {
      const saved = await updateFreeThreshold(parseNaira(threshold));
      onSaved(saved.freeDeliveryThreshold);
      toast.success('Saved', `Free delivery from ${formatNaira(saved.freeDeliveryThreshold)} of items.`);
    } catch (err) {
      form.setServerErrors({ threshold: apiErrorMessage(err, 'Could not save the threshold.') });
    }
  };
  return (
    <form className="admin-card" onSubmit={form.handleSubmit(save)} noValidate>
      <TextField
        id="delivery-free-threshold"
        label="Free delivery when the items cost at least (N)"
        hint="The items' total in naira, before delivery. The footer promises free shipping over N100,000. 100000, 100,000 and ₦100,000 are the same."
        inputMode="decimal"
        {...form.field('threshold')}
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
