import './admin-ui.css';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** A form's result in the page: success as a status, failure as an alert. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  if (!outcome) return null;
  return outcome.kind === 'success' ? (
    <p className="admin-outcome admin-outcome-success" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="admin-outcome admin-outcome-error" role="alert">
      {outcome.text}
    </p>
  );
}
