import { useState } from 'react';
import { apiErrorMessage, Button, Money, toast } from 'shared-kernel';
import { actOnPlan, leaveSiteFor, payPlan, type PlanAction, type RefillPlan, setDaysLeft } from '../api/refills-api';

const STATUS_TEXT: Record<RefillPlan['status'], string> = {
  active: 'Active',
  paused: 'Paused',
  'needs-confirmation': 'Price went up: confirm to continue',
  'needs-prescription': 'Waiting for a prescription check',
  cancelled: 'Cancelled',
};

export const refillDay = (day: string) =>
  new Intl.DateTimeFormat('en-GB', { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Africa/Lagos' }).format(
    new Date(`${day}T12:00:00+01:00`),
  );

function PlanFacts({ plan }: { plan: RefillPlan }) {
  return (
    <dl className="account-refill__facts">
      <dt>Next refill</dt>
      <dd data-testid="refill-next">{refillDay(plan.nextRunOn)}</dd>
      <dt>Amount</dt>
      <dd>{plan.nextAmount === null ? 'Priced on the day' : <Money amount={plan.nextAmount} />} with delivery</dd>
      <dt>Every</dt>
      <dd>{plan.intervalDays % 7 === 0 ? `${plan.intervalDays / 7} weeks` : `${plan.intervalDays} days`}</dd>
      <dt>Payment</dt>
      <dd>
        {plan.autoPay && plan.card
          ? `${plan.card.brand.toUpperCase()} card ending ${plan.card.last4}, charged automatically after a notice 3 days before`
          : 'We email you a link to pay'}
      </dd>
      {plan.lastCycle ? (
        <>
          <dt>Last refill</dt>
          <dd>
            {refillDay(plan.lastCycle.runOn)}: {plan.lastCycle.status}
            {plan.lastCycle.reason ? ` (${plan.lastCycle.reason})` : ''}
          </dd>
        </>
      ) : null}
    </dl>
  );
}

/** "I still have N days' worth": the next refill moves so it arrives before the last dose. */
function DaysLeftForm({ plan, busy, onMove }: { plan: RefillPlan; busy: boolean; onMove: (days: number) => void }) {
  const [daysLeft, setDays] = useState('');
  const id = `account-refill-${plan.id}-days`;
  return (
    <form
      className="account-refill__days"
      onSubmit={(e) => {
        e.preventDefault();
        const n = Number(daysLeft);
        if (daysLeft !== '' && Number.isInteger(n) && n >= 0 && n <= 120) onMove(n);
      }}
    >
      <label htmlFor={id}>I still have this many days' worth</label>
      <input id={id} type="number" inputMode="numeric" min={0} max={120} value={daysLeft} onChange={(e) => setDays(e.target.value)} />
      <Button type="submit" variant="secondary" disabled={busy || daysLeft === ''}>
        Move the date
      </Button>
    </form>
  );
}

/** One plan: next date and amount, how it is paid, and the shopper's actions. */
export function RefillPlanCard({ plan, onChanged }: { plan: RefillPlan; onChanged: (plan: RefillPlan) => void }) {
  const [busy, setBusy] = useState(false);
  const run = async (work: () => Promise<RefillPlan>, done: string) => {
    setBusy(true);
    try {
      onChanged(await work());
      toast.success('Refill plan', done);
    } catch (err) {
      toast.error('Refill plan', apiErrorMessage(err, 'That did not work. Please try again.'));
    } finally {
      setBusy(false);
    }
  };
  const payNow = async () => {
    setBusy(true);
    try {
      leaveSiteFor((await payPlan(plan.id)).authorizationUrl);
    } catch (err) {
      toast.error('Refill plan', apiErrorMessage(err, 'The payment could not be started. Please try again.'));
      setBusy(false);
    }
  };
  const act = (action: PlanAction, done: string) => run(() => actOnPlan(plan.id, action), done);
  const headingId = `account-refill-${plan.id}`;
  return (
    <li className="account-card account-refill" aria-labelledby={headingId} data-plan={plan.id}>
      <h2 id={headingId}>
        {plan.quantity} × {plan.medicineName}
      </h2>
      <p className={`account-status${plan.status === 'active' ? '' : ' account-status--review'}`}>{STATUS_TEXT[plan.status]}</p>
      <PlanFacts plan={plan} />
      <div className="account-form__actions">
        {plan.status === 'needs-confirmation' && (
          <Button disabled={busy} onClick={() => act('confirm-price', 'The new price is confirmed.')}>
            Confirm new price
          </Button>
        )}
        {plan.status === 'active' && (!plan.autoPay || plan.lastCycle?.status === 'asked') && (
          <Button disabled={busy} onClick={() => void payNow()}>
            Pay now
          </Button>
        )}
        {plan.status === 'active' && (
          <Button variant="secondary" disabled={busy} onClick={() => act('skip', 'The next refill is skipped.')}>
            Skip next
          </Button>
        )}
        {plan.status === 'active' && (
          <Button variant="secondary" disabled={busy} onClick={() => act('pause', 'Your plan is paused.')}>
            Pause
          </Button>
        )}
        {plan.status === 'paused' && (
          <Button disabled={busy} onClick={() => act('resume', 'Your plan is running again.')}>
            Resume
          </Button>
        )}
        <Button variant="secondary" disabled={busy} onClick={() => act('cancel', 'Your plan is cancelled; nothing more will be charged.')}>
          Cancel plan
        </Button>
      </div>
      <DaysLeftForm plan={plan} busy={busy} onMove={(n) => run(() => setDaysLeft(plan.id, n), 'The next date has moved.')} />
    </li>
  );
}
