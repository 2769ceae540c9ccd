import { useState } from 'react';
import { Alert, apiErrorMessage, apiFieldErrors, cardClass, useLoad } from 'shared-kernel';
import { FormActions, TextField, useForm } from 'shared-kernel/ui/forms';
import { getReorderLevel } from '../api/get-reorder-level';
import { setReorderLevel } from '../api/set-reorder-level';

type Outcome = { tone: 'success' | 'error'; text: string } | null;

const validate = (v: { level: string }) => ({
  level: v.level.trim() === '' || /^\d+$/.test(v.level.trim()) ? undefined : '*Enter a whole number of units, or leave empty',
});

/** The reorder level: at or under it the medicine is listed as low on the admin home and in the daily digest. */
export function ReorderLevelPanel({ medicineId }: { medicineId: string }) {
  const level = useLoad(() => getReorderLevel(medicineId), [medicineId]);
  // The message outlives the form's reload after a save.
  const [outcome, setOutcome] = useState<Outcome>(null);
  if (level.status !== 'ready') return null;
  return <ReorderLevelForm medicineId={medicineId} current={level.data} onSaved={level.reload} outcome={outcome} setOutcome={setOutcome} />;
}

function ReorderLevelForm({
  medicineId,
  current,
  onSaved,
  outcome,
  setOutcome,
}: {
  outcome: Outcome;
  setOutcome: (o: Outcome) => void;
  medicineId: string;
  current: { reorderLevel: number | null; defaultLevel: number; effective: number; soldLast30Days: number };
  onSaved: () => void;
}) {
  const form = useForm({ initial: { level: current.reorderLevel === null ? '' : String(current.reorderLevel) }, validate });
  const send = async (v: { level: string }) => {
    setOutcome(null);
    const value = v.level.trim() === '' ? null : Number(v.level.trim());
    try {
      await setReorderLevel(medicineId, value);
      setOutcome({ tone: 'success', text: value === null ? 'The default level applies.' : `Reorder level set to ${value}.` });
      onSaved();
    } catch (error) {
      form.setServerErrors(apiFieldErrors(error));
      setOutcome({ tone: 'error', text: apiErrorMessage(error, 'The reorder level could not be saved.') });
    }
  };
  return (
    <section className={`admin-form ${cardClass}`} aria-labelledby="admin-reorder-heading">
      <h2 id="admin-reorder-heading">Reorder level</h2>
      <p className="admin-hint" data-testid="admin-reorder-in-force">
        In force: <strong>{current.effective}</strong> units{current.reorderLevel === null ? ' (the default)' : ''}. Default:{' '}
        {current.defaultLevel} (14 days at the last 30 days&rsquo; sales, {current.soldLast30Days} sold).
      </p>
      <form onSubmit={form.handleSubmit(send)} noValidate aria-label="Reorder level">
        <TextField
          id="admin-reorder-level"
          label="Reorder level"
          optional
          inputMode="numeric"
          hint="Units; empty for the default. At or under it the medicine is low and goes in the daily mail."
          {...form.field('level')}
        />
        <FormActions className="admin-actions" busy={form.busy} submitLabel="Save level" busyLabel="Saving..." />
      </form>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
    </section>
  );
}
