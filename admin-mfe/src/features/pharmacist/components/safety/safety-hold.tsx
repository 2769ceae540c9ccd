import { useState } from 'react';
import { Alert, apiErrorMessage, buttonClass, formatStaffDateTime, httpStatusOf, Link, Loading, useLoad } from 'shared-kernel';
import { getSafetyHold } from '../../api/get-safety-hold';
import { type SafetyHold, type SafetyHoldDecided } from '../../api/safety-types';
import { HoldDecisionForm, type Notice } from './hold-decision-form';
import { SOURCE_LABELS, STATUS_LABELS } from './hold-labels';
import { personName, PersonProfileFacts } from './person-profile';
import { SafetyAlerts } from './safety-alerts';

/** "Pharm. Ada Eze, PCN/012345" (a number already starting with PCN is not prefixed again), as the shopper's mail words it. */
function withPcn(name: string, registration: string | null): string {
  if (!registration) return name;
  return /^PCN\b/i.test(registration) ? `${name}, ${registration}` : `${name}, PCN ${registration}`;
}

/** Who decided, when, and why; or that nobody has yet. */
export function HoldOutcome({ hold }: { hold: SafetyHoldDecided }) {
  if (hold.status === 'awaiting' || !hold.decidedAt) return null;
  const who = withPcn(hold.pharmacistName ?? 'A pharmacist', hold.pharmacistRegistration);
  return (
    <section className="admin-safety-decision" aria-labelledby="admin-safety-outcome-title" data-testid="safety-hold-outcome">
      <h2 id="admin-safety-outcome-title">Decision</h2>
      <dl className="admin-review__facts admin-safety-facts">
        <dt>Decision</dt>
        <dd>{STATUS_LABELS[hold.status]}</dd>
        <dt>By</dt>
        <dd>{who}</dd>
        <dt>When</dt>
        <dd>
          <time dateTime={hold.decidedAt}>{formatStaffDateTime(hold.decidedAt)}</time>
        </dd>
        <dt>Reason</dt>
        <dd>{hold.reason}</dd>
      </dl>
    </section>
  );
}

/** The sale: for whom, from where, when, and the medicines held. */
function HoldSummary({ hold }: { hold: SafetyHold }) {
  return (
    <section aria-labelledby="admin-safety-sale-title">
      <h2 id="admin-safety-sale-title">The sale</h2>
      <dl className="admin-review__facts admin-safety-facts">
        <dt>Customer</dt>
        <dd>{hold.customerName}</dd>
        <dt>For</dt>
        <dd>{hold.profile ? personName(hold.profile) : 'Not known'}</dd>
        <dt>Source</dt>
        <dd>{SOURCE_LABELS[hold.source]}</dd>
        <dt>Held</dt>
        <dd>
          <time dateTime={hold.createdAt}>{formatStaffDateTime(hold.createdAt)}</time>
        </dd>
        <dt>Status</dt>
        <dd data-testid="safety-hold-status">{STATUS_LABELS[hold.status]}</dd>
      </dl>
      <h3>Medicines</h3>
      <ul className="admin-safety-profile__items">
        {hold.lines.map((line) => (
          <li key={line.medicineId}>
            {line.medicineName} × {line.quantity}
          </li>
        ))}
      </ul>
    </section>
  );
}

function HoldScreen({ initial }: { initial: SafetyHold }) {
  const [hold, setHold] = useState(initial);
  const [notice, setNotice] = useState<Notice | null>(null);
  const names = Object.fromEntries(hold.lines.map((l) => [l.medicineId, l.medicineName]));
  return (
    <div className="admin-safety-hold">
      <div className="admin-safety-hold__main">
        <HoldSummary hold={hold} />
        <SafetyAlerts alerts={hold.alerts} medicineNames={names} />
      </div>
      <div className="admin-safety-hold__side">
        <PersonProfileFacts profile={hold.profile} />
        {notice ? <Alert tone={notice.kind}>{notice.text}</Alert> : null}
        <HoldOutcome hold={hold} />
        {hold.status === 'awaiting' ? (
          <HoldDecisionForm
            hold={hold}
            onDecided={(decided, told) => {
              setHold({ ...hold, ...decided });
              setNotice(told);
            }}
          />
        ) : null}
        <Link to="/pharmacist/safety-holds" className={buttonClass('secondary')}>
          Back to the safety holds
        </Link>
      </div>
    </div>
  );
}

/** One held sale: what was held, every alert with its source, the person's profile, and the decision. */
export function SafetyHoldScreen({ holdId }: { holdId: string }) {
  const state = useLoad(() => getSafetyHold(holdId), [holdId], 'the safety hold');
  if (state.status === 'loading') return <Loading label="Loading the held sale…" />;
  if (state.status === 'error') {
    const status = httpStatusOf(state.error);
    return (
      <Alert onRetry={status === 404 || status === 403 ? undefined : state.reload}>
        {status === 404 ? 'There is no such held sale.' : apiErrorMessage(state.error, 'Could not load this held sale.')}
      </Alert>
    );
  }
  return <HoldScreen initial={state.data} />;
}
