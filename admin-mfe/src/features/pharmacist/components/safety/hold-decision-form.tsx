import { useEffect, useRef, useState } from 'react';
import { Alert, apiErrorCode, apiErrorMessage, Button, httpStatusOf } from 'shared-kernel';
import { TextField, useForm } from 'shared-kernel/ui/forms';
import { decideSafetyHold } from '../../api/decide-safety-hold';
import { getSafetyHold } from '../../api/get-safety-hold';
import { type SafetyHold, type SafetyHoldDecided } from '../../api/safety-types';

type Choice = 'override' | 'refuse';
export type Notice = { kind: 'success' | 'error'; text: string };

export const HOLD_DECIDED = 'Another pharmacist has already decided this sale, so your decision was not recorded. Their decision is shown.';

/** The reason kept in the audit log and told to the shopper: 3 to 1000 characters, required either way. */
export function holdReasonProblem(reason: string): string {
  const text = reason.trim();
  if (text.length < 3)
    return 'Give the reason for your decision (at least 3 characters): it is kept in the audit log and told to the shopper.';
  if (text.length > 1000) return 'Keep the reason under 1000 characters.';
  return '';
}

/** What the decision does, for the confirmation and the outcome. */
function consequence(hold: SafetyHold, choice: Choice): string {
  if (choice === 'refuse')
    return hold.refillPlanId
      ? 'The refill plan stays paused and nothing is charged; the shopper is emailed your reason.'
      : 'The sale cannot go ahead for these alerts; nothing is charged and the shopper is emailed your reason.';
  return hold.refillPlanId
    ? 'The refill plan resumes: its refill goes ahead on the next run, and later refills with the same alerts too. The shopper is emailed.'
    : 'The shopper can pay for exactly this sale once; the override is audited and the shopper is emailed.';
}

/** Asks once more before the decision is sent. */
function Confirm(props: { choice: Choice; hold: SafetyHold; busy: boolean; onYes: () => void; onBack: () => void }) {
  const { choice, hold, busy, onYes, onBack } = props;
  const box = useRef<HTMLDivElement>(null);
  useEffect(() => box.current?.focus(), []);
  const title = choice === 'override' ? 'Override the safety checks?' : 'Refuse this sale?';
  return (
    <div ref={box} className="admin-safety-confirm" role="group" aria-labelledby="admin-safety-confirm-title" tabIndex={-1}>
      <p id="admin-safety-confirm-title">
        <strong>{title}</strong>
      </p>
      <p>{consequence(hold, choice)}</p>
      <div className="admin-actions">
        <Button type="button" variant={choice === 'override' ? 'danger' : 'primary'} disabled={busy} onClick={onYes}>
          {busy ? 'Recording…' : choice === 'override' ? 'Yes, override' : 'Yes, refuse'}
        </Button>
        <Button type="button" variant="secondary" disabled={busy} onClick={onBack}>
          Go back
        </Button>
      </div>
    </div>
  );
}

/** Sends the decision; on 409 review-decided reads the hold again to show the decision another pharmacist made. */
async function send(hold: SafetyHold, choice: Choice, reason: string): Promise<{ decided: SafetyHoldDecided; told: Notice }> {
  try {
    const decided = await decideSafetyHold(hold.id, { override: choice === 'override', reason: reason.trim() });
    const verb = choice === 'override' ? 'Overridden' : 'Refused';
    return { decided, told: { kind: 'success', text: `${verb}. ${consequence(hold, choice)}` } };
  } catch (error) {
    if (httpStatusOf(error) === 409 && apiErrorCode(error) === 'review-decided')
      return { decided: await getSafetyHold(hold.id), told: { kind: 'error', text: HOLD_DECIDED } };
    throw error;
  }
}

/** The two decisions, each with a reason (required) and a confirmation. */
export function HoldDecisionForm({ hold, onDecided }: { hold: SafetyHold; onDecided: (decided: SafetyHoldDecided, told: Notice) => void }) {
  const form = useForm({
    initial: { reason: '' },
    validate: ({ reason }) => {
      const problem = holdReasonProblem(reason);
      return problem ? { reason: problem } : {};
    },
  });
  const chosen = useRef<Choice>('override');
  const [pending, setPending] = useState<Choice | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState('');

  const decide = async () => {
    if (!pending) return;
    setBusy(true);
    setFailure('');
    try {
      const { decided, told } = await send(hold, pending, form.values.reason);
      onDecided(decided, told);
    } catch (error) {
      setFailure(`The decision was not recorded: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}`);
      setBusy(false);
    }
  };

  return (
    <form
      className="admin-safety-decision"
      aria-labelledby="admin-safety-decide-title"
      noValidate
      onSubmit={form.handleSubmit(() => setPending(chosen.current))}
    >
      <h2 id="admin-safety-decide-title">Your decision</h2>
      <TextField
        id="admin-safety-reason"
        label="Reason"
        multiline
        rows={3}
        required
        disabled={busy || pending !== null}
        hint="Required to override or to refuse. Kept in the audit log and emailed to the shopper."
        {...form.field('reason')}
      />
      {failure ? <Alert>{failure}</Alert> : null}
      {pending ? (
        <Confirm choice={pending} hold={hold} busy={busy} onYes={() => void decide()} onBack={() => setPending(null)} />
      ) : (
        <div className="admin-actions">
          <Button type="submit" variant="danger" onClick={() => (chosen.current = 'override')}>
            Override…
          </Button>
          <Button type="submit" variant="secondary" onClick={() => (chosen.current = 'refuse')}>
            Refuse…
          </Button>
        </div>
      )}
    </form>
  );
}
