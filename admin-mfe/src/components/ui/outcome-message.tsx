import { Alert } from 'shared-kernel';

export type Outcome = { kind: 'success' | 'error'; text: string } | null;

/** A form's result in the page: success as a status, failure as an alert. */
export function OutcomeMessage({ outcome }: { outcome: Outcome }) {
  return outcome ? <Alert tone={outcome.kind}>{outcome.text}</Alert> : null;
}
