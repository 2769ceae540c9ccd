import { useState } from 'react';
import { Alert, apiErrorMessage, formatDayMonthYear, Link, Loading, useLoad } from 'shared-kernel';
import { type Column, DataTable } from 'shared-kernel/ui/data-table';
import { TextField } from 'shared-kernel/ui/forms';
import { decideRefillCheck } from '../api/decide-refill-check';
import { getRefillCheck } from '../api/get-refill-check';
import { getRefillCheckQueue } from '../api/get-refill-check-queue';
import { type RefillPlanCheck } from '../api/reviews-types';
import { ReviewPrescription } from './review-decision';
import { DecisionActions } from './decision-actions';

/** A plan's day (yyyy-mm-dd, a Lagos day) as dd/mm/yyyy: its noon in Lagos, so no zone moves it. */
const dmy = (day: string) => formatDayMonthYear(`${day}T12:00:00+01:00`);

const columns: Column<RefillPlanCheck>[] = [
  {
    key: 'plan',
    header: 'Refill plan',
    render: (p) => (
      <Link to={`/pharmacist/refills/${p.id}`} aria-label={`Check the prescription for ${p.customerName}'s refill plan`}>
        Check prescription
      </Link>
    ),
  },
  { key: 'due', header: 'Refill due', render: (p) => dmy(p.nextRunOn) },
  { key: 'patient', header: 'Patient', render: (p) => p.customerName },
  { key: 'medicine', header: 'Each refill', render: (p) => `${p.medicineName} × ${p.quantity}` },
  {
    key: 'prescriber',
    header: 'Prescriber',
    render: (p) => (p.prescription ? `${p.prescription.prescriberName} (${dmy(p.prescription.writtenOn)})` : 'No prescription attached'),
  },
];

/** Refill plans whose prescription waits for a pharmacist, the soonest refill first (none: nothing shown). */
export function RefillCheckQueue() {
  const queue = useLoad(getRefillCheckQueue, []);
  if (queue.status === 'error') return <Alert onRetry={queue.reload}>Could not load the refill plans waiting for a check.</Alert>;
  if (queue.status !== 'ready' || queue.data.length === 0) return null;
  return (
    <>
      <h2>Refill plans to check</h2>
      <p className="admin-hint">Nothing is sent or charged for these plans until a pharmacist approves their prescription.</p>
      <DataTable
        caption="Refill plans waiting for a prescription check, the soonest refill first"
        columns={columns}
        rows={queue.data}
        rowKey={(p) => p.id}
      />
    </>
  );
}

/** The reason the patient reads when the prescription is refused: 3 to 500 characters. */
function refusalProblem(reason: string): string {
  const text = reason.trim();
  if (text.length < 3) return 'Give the patient a reason: they read it in their refill plans and the e-mail.';
  if (text.length > 500) return 'Keep the reason under 500 characters.';
  return '';
}

/** Whole units from the plan's refill up to 999, or a message. */
function unitsProblem(units: string, quantity: number): string {
  const n = Number(units);
  if (!Number.isInteger(n) || n < quantity || n > 999) return `Give the units the prescription allows: at least this refill's ${quantity}.`;
  return '';
}

function RefillCheckForm({ plan }: { plan: RefillPlanCheck }) {
  const [units, setUnits] = useState(String(plan.quantity));
  const [problem, setProblem] = useState('');
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState('');
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'error'; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const done = outcome?.kind === 'success';

  async function decide(approve: boolean) {
    const wrong = approve ? unitsProblem(units, plan.quantity) : '';
    const noReason = approve ? '' : refusalProblem(reason);
    setProblem(wrong);
    setReasonError(noReason);
    if (wrong || noReason) return;
    setBusy(true);
    try {
      await decideRefillCheck(plan.id, approve ? { approve, unitsAllowed: Number(units) } : { approve, reason: reason.trim() });
      setOutcome({
        kind: 'success',
        text: approve
          ? `Approved for ${units} units. The refill goes ahead on its day, and its order needs no second check.`
          : 'Refused. The patient is told why (e-mail, and a text where they agreed to texts); nothing is charged, and the plan waits for a new prescription.',
      });
    } catch (error) {
      setOutcome({ kind: 'error', text: apiErrorMessage(error, 'The decision was not recorded.') });
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="admin-review">
      <ReviewPrescription prescription={plan.prescription} />
      <section className="admin-review__lines" aria-labelledby="admin-refill-check-title">
        <h2 id="admin-refill-check-title">Refill plan</h2>
        <p className="admin-hint">
          {plan.customerName}: {plan.medicineName} × {plan.quantity} every {plan.intervalDays} days, next refill due {dmy(plan.nextRunOn)}.
          Nothing is sent or charged until you approve.
        </p>
        <TextField
          id="admin-refill-units"
          label="Units the prescription allows"
          type="number"
          inputMode="numeric"
          disabled={done}
          hint="Refills never take more; at least one refill's quantity."
          value={units}
          onChange={(e) => setUnits(e.target.value)}
          error={problem || undefined}
        />
        <TextField
          id="admin-refill-reason"
          label="Reason (needed to refuse)"
          multiline
          rows={3}
          disabled={done}
          hint="The patient reads it in their refill plans and the e-mail (never in a text). Not needed to approve."
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          error={reasonError || undefined}
        />
        {outcome ? <Alert tone={outcome.kind}>{outcome.text}</Alert> : null}
        <DecisionActions disabled={busy || done} onDecide={(approve) => void decide(approve)} refuseLabel="Refuse" />
      </section>
    </div>
  );
}

/** One refill plan's prescription to check: the prescription, the plan, the units it allows; approve or refuse. */
export function RefillCheck({ planId }: { planId: string }) {
  const state = useLoad(() => getRefillCheck(planId), [planId]);
  if (state.status === 'loading') return <Loading label="Loading the prescription…" />;
  if (state.status === 'error')
    return <Alert onRetry={state.reload}>{apiErrorMessage(state.error, 'Could not load this refill plan.')}</Alert>;
  return <RefillCheckForm plan={state.data} />;
}
