import { type ReviewItem } from 'shared-kernel';
import { PersonProfileFacts } from './person-profile';
import { SafetyAlerts } from './safety-alerts';

/** What the checks recorded on an order: why it is here, then the person's profile and every alert with its source (none: nothing shown). */
export function ReviewSafety({ safety }: { safety: ReviewItem['safety'] }) {
  if (!safety) return null;
  return (
    <div className="admin-review__safety" data-testid="review-safety">
      {safety.review ? (
        <p className="admin-attention">
          The medication safety checks sent this order to you: decide every medicine, not only the prescription-only ones.
          {safety.acknowledged ? ' The shopper confirmed reading the major warnings before paying.' : ''}
        </p>
      ) : null}
      {safety.overriddenHoldId ? (
        <p className="admin-hint">Paid under a pharmacist&apos;s override of blocking alerts (see the safety holds).</p>
      ) : null}
      <div className="admin-safety-hold">
        <SafetyAlerts alerts={safety.alerts} />
        <PersonProfileFacts profile={safety.profile} />
      </div>
    </div>
  );
}
