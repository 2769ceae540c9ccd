import { useState } from 'react';
import { apiErrorMessage, apiFieldErrors } from 'shared-kernel';
import type { Outcome } from '../components/ui/outcome-message';

export const ADDED_SUCCESSFULLY = 'Added successfully';

interface AddForm {
  setServerErrors(errors: Record<string, string>): void;
  reset(): void;
}

/**
 * The admin's wording around a create call sent by the kernel's useForm: 'Added successfully' (and
 * the form emptied), or 'Failed to add <thing>: <the server's reason>' with the server's field
 * errors handed back to the form.
 */
export function useAddSubmit(thing: string, form: AddForm) {
  const [outcome, setOutcome] = useState<Outcome>(null);

  const add = async <T>(
    action: () => Promise<T>,
    options: {
      fieldErrors?: (errors: Record<string, string>) => Record<string, string>;
      onSuccess?: () => void;
      /** What to add after "Added successfully", from the answer (e.g. that it was added hidden). */
      note?: (added: T) => string;
    } = {},
  ) => {
    setOutcome(null);
    try {
      const added = await action();
      const note = options.note?.(added);
      setOutcome({ kind: 'success', text: note ? `${ADDED_SUCCESSFULLY}. ${note}` : ADDED_SUCCESSFULLY });
      form.reset();
      options.onSuccess?.();
    } catch (error) {
      const fields = apiFieldErrors(error);
      form.setServerErrors(options.fieldErrors ? options.fieldErrors(fields) : fields);
      setOutcome({ kind: 'error', text: `Failed to add ${thing}: ${apiErrorMessage(error, 'Something went wrong. Please try again.')}` });
    }
  };
  const refuse = () => setOutcome({ kind: 'error', text: `Failed to add ${thing}: please correct the marked fields.` });

  return { outcome, add, refuse };
}
