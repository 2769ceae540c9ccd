import { useMemo, useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, Button, type DeliveryZone, toast } from 'shared-kernel';
import { moneyError, parseNaira } from '../../../utils/validation';
import { useForm } from 'shared-kernel/ui/forms';
import { type ZoneChange, updateZones } from '../api/update-zones';

/** A zone's row as typed: text for the numbers, so "2,800" and "₦2,800" can be read. */
type Draft = { fee: string; minDays: string; maxDays: string; delivered: boolean };

const draftOf = (z: DeliveryZone): Draft => ({
  fee: String(z.fee),
  minDays: String(z.minDays),
  maxDays: String(z.maxDays),
  delivered: z.delivered,
});
const wholeNumber = (text: string) => (/^\d+$/.test(text.trim()) ? Number(text) : Number.NaN);

/** The row as the API takes it, or what is wrong with it. */
function checkRow(draft: Draft): { change?: Omit<ZoneChange, 'code'>; problem?: string } {
  const feeProblem = moneyError(draft.fee, 'Fee');
  if (feeProblem) return { problem: feeProblem };
  const fee = parseNaira(draft.fee);
  const [minDays, maxDays] = [wholeNumber(draft.minDays), wholeNumber(draft.maxDays)];
  if (Number.isNaN(minDays) || Number.isNaN(maxDays)) return { problem: 'Days must be whole numbers' };
  if (maxDays < minDays) return { problem: 'The latest day must not be before the earliest' };
  return { change: { fee, minDays, maxDays, delivered: draft.delivered } };
}

const isChanged = (zone: DeliveryZone, change: Omit<ZoneChange, 'code'>) =>
  zone.fee !== change.fee || zone.minDays !== change.minDays || zone.maxDays !== change.maxDays || zone.delivered !== change.delivered;

function ZoneRow({ zone, draft, problem, onChange }: { zone: DeliveryZone; draft: Draft; problem?: string; onChange: (d: Draft) => void }) {
  const id = `zone-${zone.code}`;
  const set = (field: keyof Draft) => (e: { target: { value: string; checked: boolean } }) =>
    onChange({ ...draft, [field]: field === 'delivered' ? e.target.checked : e.target.value });
  const invalid = problem ? true : undefined;
  return (
    <tr aria-invalid={invalid}>
      <th scope="row" id={`${id}-name`}>
        {zone.name}
        {problem ? (
          <span className="admin-zones-table__problem" id={`${id}-problem`} role="alert">
            {problem}
          </span>
        ) : null}
      </th>
      <td data-label="Fee (N)">
        <input
          id={`${id}-fee`}
          className="ep-input"
          inputMode="decimal"
          aria-label={`Fee (N), ${zone.name}`}
          value={draft.fee}
          onChange={set('fee')}
        />
      </td>
      <td data-label="From">
        <input
          id={`${id}-min`}
          className="ep-input"
          inputMode="numeric"
          aria-label={`From (working days), ${zone.name}`}
          value={draft.minDays}
          onChange={set('minDays')}
        />
      </td>
      <td data-label="To">
        <input
          id={`${id}-max`}
          className="ep-input"
          inputMode="numeric"
          aria-label={`To (working days), ${zone.name}`}
          value={draft.maxDays}
          onChange={set('maxDays')}
        />
      </td>
      <td data-label="Delivered">
        <input
          id={`${id}-delivered`}
          type="checkbox"
          aria-label={`Delivered, ${zone.name}`}
          checked={draft.delivered}
          onChange={set('delivered')}
        />
      </td>
    </tr>
  );
}

/**
 * Every zone in one table with one Save: the rows that changed go in one request, the server
 * applies them in one transaction and names the zones it changed; the page then says "Saved".
 */
export function ZonesTable({ zones, onSaved }: { zones: DeliveryZone[]; onSaved: (zones: DeliveryZone[]) => void }) {
  const [initial] = useState<Record<string, Draft>>(() => Object.fromEntries(zones.map((z) => [z.code, draftOf(z)])));
  const form = useForm<Record<string, Draft>>({
    initial,
    mode: 'onSubmit',
    validate: (values) =>
      Object.fromEntries(zones.map((z) => [z.code, checkRow(values[z.code] ?? draftOf(z)).problem]).filter(([, p]) => p)),
  });
  const { values: drafts, busy } = form;
  const [message, setMessage] = useState<{ tone: 'success' | 'error'; text: string } | null>(null);
  const checked = useMemo(() => zones.map((z) => ({ zone: z, ...checkRow(drafts[z.code] ?? draftOf(z)) })), [zones, drafts]);
  const changed = checked.filter((r) => r.change && isChanged(r.zone, r.change));
  const problems = checked.filter((r) => r.problem);

  const refuse = () => setMessage({ tone: 'error', text: `Not saved: check ${problems.map((p) => p.zone.name).join(', ')}.` });
  async function save() {
    if (!changed.length) return setMessage({ tone: 'success', text: 'Nothing to save: no zone was changed.' });
    setMessage(null);
    try {
      const answer = await updateZones(changed.map((r) => ({ code: r.zone.code, ...r.change! })));
      const names = answer.zones.filter((z) => answer.changed.includes(z.code)).map((z) => z.name);
      onSaved(answer.zones);
      form.reset(Object.fromEntries(answer.zones.map((z) => [z.code, draftOf(z)])));
      setMessage({ tone: 'success', text: `Saved: ${names.length ? names.join(', ') : 'no zone needed a change'}.` });
      toast.success('Saved', `${names.length} zone${names.length === 1 ? '' : 's'} changed.`);
    } catch (error) {
      const fields = Object.values(apiFieldErrors(error));
      setMessage({
        tone: 'error',
        text: `Not saved: ${apiErrorMessage(error, 'Could not save the zones.')}${fields.length ? ` (${fields.join('; ')})` : ''}`,
      });
    }
  }

  return (
    <form className="admin-card admin-zones-form" onSubmit={form.handleSubmit(save, refuse)} noValidate aria-label="Delivery zones">
      <div className="admin-zones-table__wrap">
        <table className="admin-zones-table">
          <caption>
            Fee and delivery window of each zone: from and to are working days. Untick Delivered where the shop does not deliver yet.
          </caption>
          <thead>
            <tr>
              <th scope="col">Zone</th>
              <th scope="col">Fee (N)</th>
              <th scope="col">From (days)</th>
              <th scope="col">To (days)</th>
              <th scope="col">Delivered</th>
            </tr>
          </thead>
          <tbody>
            {checked.map(({ zone, problem }) => (
              <ZoneRow
                key={zone.code}
                zone={zone}
                draft={drafts[zone.code] ?? draftOf(zone)}
                problem={form.submitted ? problem : undefined}
                onChange={(draft) => form.setValue(zone.code, draft)}
              />
            ))}
          </tbody>
        </table>
      </div>
      <div className="admin-zones-form__actions">
        <Button type="submit" disabled={busy}>
          {busy ? 'Saving…' : changed.length ? `Save ${changed.length} changed zone${changed.length === 1 ? '' : 's'}` : 'Save zones'}
        </Button>
        {message ? <Alert tone={message.tone}>{message.text}</Alert> : null}
      </div>
    </form>
  );
}
