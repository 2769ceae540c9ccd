import { useCallback, useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from 'shared-kernel';
import type { Outcome } from '../components/ui/outcome-message';

export const ADDED_SUCCESSFULLY = 'Added successfully';

/**
 * Runs an admin create call and turns its result into the page's message: 'Added successfully', or
 * 'Failed to add <thing>: <the server's reason>' with the server's field errors handed back.
 */
export function useAddSubmit(thing: string) {
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [busy, setBusy] = useState(false);

  const submit = useCallback(
    async (action: () => Promise<unknown>, handlers: { onFieldErrors: (errors: Record<string, string>) => void; onSuccess: () => void }) => {
      setBusy(true);
      setOutcome(null);
      try {
        await action();
        setOutcome({ kind: 'success', text: ADDED_SUCCESSFULLY });
        handlers.onSuccess();
      } catch (error) {
        handlers.onFieldErrors(apiFieldErrors(error));
        setOutcome({ kind: 'error', text: `Failed to add ${thing}: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}` });
      } finally {
        setBusy(false);
      }
    },
    [thing],
  );

  return { outcome, setOutcome, busy, submit };
}
